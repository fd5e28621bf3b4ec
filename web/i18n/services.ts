import { SERVICE_NAMES } from './shell.en';
import { SERVICE_CARDS } from './service-cards.en';
import { serviceCards } from '../ui/service-looks';

export type { ServiceCard } from '../ui/service-looks';

/** The five services as cards in English, for the pages not yet in two languages (the home page). */
const CARDS = serviceCards(SERVICE_NAMES, SERVICE_CARDS.descriptions);

/** The three cards on the home page. */
export const HOME_SERVICE_CARDS = CARDS.slice(0, 3);

/** The two further services shown as cards on /services. */
export const SUPPORT_SERVICES = CARDS.slice(3);
