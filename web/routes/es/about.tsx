import { about } from '../../i18n/about.es';
import { AboutPage } from '../../pages/about';

/** /es/about in Spanish: the page with its words (docs/decisions/031). */
export default function About() {
  return <AboutPage words={about} />;
}
