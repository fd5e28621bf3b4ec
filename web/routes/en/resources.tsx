import { resources } from '../../i18n/resources.en';
import { ResourcesPage } from '../../pages/resources';

/** /resources in English: the page with its words (docs/decisions/031). */
export default function Resources() {
  return <ResourcesPage words={resources} />;
}
