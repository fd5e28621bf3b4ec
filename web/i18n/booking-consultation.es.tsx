/** The free consultation's booking form's words in Spanish, typed by the English ones (booking-consultation.en.tsx). */
import { provider } from '#contract';
import { interpreterLanguageNameEs } from '#contract/interpreter.es';
import { withTty } from '#contract/phone';
import { providerEs } from '#contract/provider.es';
import { consultationLengthEs } from './appointment-length.es';
import type { ConsultationFormWords } from './booking-consultation.en';

const { phone } = provider;

export const consultationForm: ConsultationFormWords = {
  complete: 'Termine su cita',
  chosen: (slot, zone) => `Su consulta: ${slot} (${zone}), ${consultationLengthEs()}.`,
  choose: 'Elija una fecha y una hora para terminar su cita.',
  locked: 'Primero elija fecha y hora',
  submit: 'Reservar consulta gratuita',
  missing: { title: 'Falta información', description: 'Elija una fecha y una hora para su consulta.' },
  fields: () => import('./consultation-fields.es').then((module) => module.consultationFields),
  done: 'Su consulta gratuita está reservada',
  interpreter: (language) => `Un intérprete de ${interpreterLanguageNameEs(language)} estará en la llamada, gratis para usted.`,
  event: {
    fileName: (date) => `consulta-gratuita-${date}.ics`,
    summary: (type) => `Consulta gratuita sobre heridas (${type === 'phone' ? 'llamada por teléfono' : 'videollamada'}) con ${provider.brandName}`,
    phone: (clientPhone) => `Una enfermera de heridas le llamará al ${clientPhone} desde el ${phone}. Para cambiar o cancelar, use el enlace de nuestro correo o llame al ${withTty(phone)}.`,
    video: (clientPhone) =>
      `Unos minutos antes, le enviamos el enlace del video por ${providerEs.afterBooking.videoLinkBy} al ${clientPhone}. Para cambiar o cancelar, use el enlace de nuestro correo o llame al ${withTty(phone)}.`,
  },
};
