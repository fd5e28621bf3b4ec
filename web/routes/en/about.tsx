import { about } from '../../i18n/about.en';
import { AboutPage } from '../../pages/about';

/** /about in English: the page with its words (docs/decisions/031). */
export default function About() {
  return <AboutPage words={about} />;
}
