import { home } from '../../i18n/home.es';
import { HomePage } from '../../pages/home';

/** /es in Spanish: the page with its words (docs/decisions/031). */
export default function Home() {
  return <HomePage words={home} />;
}
