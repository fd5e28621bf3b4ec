/** What happens after a booking, in Spanish, typed by the English (after-booking.en.tsx); worded from the facts file and its Spanish twins. */
import { provider } from '#contract';
import { providerEs } from '#contract/provider.es';
import type { AfterBookingWords } from './after-booking.en';
import { coverage } from './coverage.es';

const { afterBooking: facts, insurance, phone } = provider;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const afterBooking: AfterBookingWords = {
  title: 'Qué pasa después de hacer la cita',
  afterYouBook: 'Después de hacer la cita',
  whoCallsTitle: 'Quién llama, y cómo',
  haveReadyTitle: 'Tenga esto a la mano',
  goodToKnowTitle: 'Es bueno saber',
  whoCalls: `${capital(providerEs.afterBooking.caller)} le llama a la hora de su cita, desde el ${phone}.`,
  videoLink: `Para una videollamada, la enfermera le envía un enlace de video por ${providerEs.afterBooking.videoLinkBy} al celular que nos dio, unos minutos antes de la hora. Si el video no funciona, seguimos por teléfono.`,
  facilityCall: `${capital(providerEs.afterBooking.facilityCaller)} llama a la persona de contacto que usted nombró, desde el ${phone}, para confirmar la visita.`,
  email: 'Le enviamos por correo una confirmación con un archivo de calendario y un enlace para cambiar o cancelar la cita, y un recordatorio antes. Dicen la hora y el tipo de cita, nunca sus datos de salud.',
  changes: `Para cambiar o cancelar, use el enlace de ese correo, o llame al ${phone}.`,
  haveReady: [
    'Las tarjetas del seguro (Medicare y cualquier otro plan)',
    'Una lista de sus medicinas',
    'El nombre y el teléfono de su médico',
    'Una foto de la herida en su teléfono, para mostrarla en la videollamada (nunca la envíe por correo)',
  ],
  referral: facts.referralNeeded
    ? 'Tenga listo el referido de su médico. Antes de empezar el tratamiento también necesitamos una orden de su médico.'
    : 'No necesita un referido para la consulta gratuita. Antes de empezar el tratamiento necesitamos una orden de su médico; con su permiso, se la pedimos nosotros.',
  homebound:
    facts.visitsBilledAs === 'home-health'
      ? 'Medicare paga nuestras visitas como cuidado de salud en el hogar, que es para personas que casi no pueden salir de casa. Lo revisamos con usted en la consulta.'
      : 'No tiene que estar confinado en casa: cobramos nuestras visitas a Medicare Parte B, y la Parte B no pide eso.',
  coverage: providerEs.insurance.coverage,
  // The price is the facts file's, as written there (a figure).
  selfPay: insurance.selfPay ? `Si usted paga el cuidado: ${insurance.selfPay}.` : 'Si usted paga el cuidado, le decimos el costo antes de cualquier visita.',
  goodFaithEstimate: coverage.goodFaithLink,
};
