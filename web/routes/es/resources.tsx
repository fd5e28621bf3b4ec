import { resources } from '../../i18n/resources.es';
import { ResourcesPage } from '../../pages/resources';

/** /es/resources in Spanish: the page with its words (docs/decisions/031). */
export default function Resources() {
  return <ResourcesPage words={resources} />;
}
