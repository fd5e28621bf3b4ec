import { services } from '../../i18n/services.en';
import { ServicesPage } from '../../pages/services';

/** /services in English: the page with its words (docs/decisions/031). */
export default function Services() {
  return <ServicesPage words={services} />;
}
