import { home } from '../../i18n/home.en';
import { HomePage } from '../../pages/home';

/** / in English: the page with its words (docs/decisions/031). */
export default function Home() {
  return <HomePage words={home} />;
}
