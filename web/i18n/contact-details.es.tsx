/** The contact card's words in Spanish (web/blocks/contact-details.tsx), loaded with the card. */
import { careFactsEs } from '#contract/care-facts.es';
import { providerEs } from '#contract/provider.es';
import { serviceAreaWithZoneEs } from './service-area.es';
import type { ContactDetailsWords } from './contact-details.en';

export const details: ContactDetailsWords = {
  title: 'Comuníquese con nosotros',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  hours: 'Horario de atención',
  settingsLabel: 'Dónde atendemos',
  settings: careFactsEs.careSettings,
  areaLabel: 'Zonas que visitamos',
  area: serviceAreaWithZoneEs,
  replyLabel: 'Tiempo de respuesta',
  reply: `Le respondemos en menos de ${providerEs.replyWithin}`,
  follow: 'Síganos',
};
