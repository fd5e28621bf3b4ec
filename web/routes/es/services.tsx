import { services } from '../../i18n/services.es';
import { ServicesPage } from '../../pages/services';

/** /es/services in Spanish: the page with its words (docs/decisions/031). */
export default function Services() {
  return <ServicesPage words={services} />;
}
