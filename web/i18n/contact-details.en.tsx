/** The contact card's words in English (web/ui/contact-details.tsx), loaded with the card; contact-details.es.tsx is typed by these. */
import { provider } from '#contract';
import { serviceAreaWithZone } from '../content/service-area';
import type { ContactDetailsWords } from '../ui/contact-details';

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
