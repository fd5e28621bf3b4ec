/** The contact card's words in English (web/blocks/contact-details.tsx), loaded with the card; contact-details.es.tsx is typed by these. */
import { provider } from '#contract';
import { serviceAreaWithZone } from '../content/service-area';


/** The "Get in Touch" card's words, in the page's language (the contact page's catalogue). */
export interface ContactDetailsWords {
  title: string;
  phone: string;
  email: string;
  hours: string;
  settingsLabel: string;
  /** Where the nurses see patients (the facts file's careSettings, or its Spanish twin). */
  settings: string;
  areaLabel: string;
  /** The service area with its time zone. */
  area: () => string;
  replyLabel: string;
  reply: string;
  follow: string;
}

export const details: ContactDetailsWords = {
  title: 'Get in Touch',
  phone: 'Phone',
  email: 'Email',
  hours: 'Business Hours',
  settingsLabel: 'Service Areas',
  settings: provider.careSettings,
  areaLabel: 'Where we visit',
  area: serviceAreaWithZone,
  replyLabel: 'Response Time',
  reply: `We send a response within ${provider.replyWithin}`,
  follow: 'Follow Us',
};
