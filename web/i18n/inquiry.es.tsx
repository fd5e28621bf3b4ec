/** The General Inquiry form's words in Spanish, typed by the English ones (inquiry.en.tsx). */
import { interpreterLanguageNameEs } from '#contract/interpreter.es';
import type { InquiryWords } from './inquiry.en';
import { interpreterField } from './interpreter.es';

export const inquiry: InquiryWords = {
  optional: ' (opcional)',
  queued: 'No tiene conexión. Su solicitud está guardada en este aparato y se enviará sola cuando vuelva la conexión.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Número de teléfono',
  service: 'Servicio que le interesa',
  servicePlaceholder: 'Elija un servicio',
  consultation: 'Consulta gratuita',
  location: 'Dónde se necesita el cuidado',
  locationPlaceholder: '¿Dónde se necesita el cuidado?',
  locations: { home: 'En casa', 'nursing-home': 'Hogar de ancianos', 'assisted-living': 'Centro de vida asistida', other: 'Otro lugar' },
  message: 'Mensaje',
  messageHint: 'Cuéntenos sobre la herida o el cuidado que busca.',
  interpreter: interpreterField,
  interpreterBooked: (language) => `Cuando le llamemos, un intérprete de ${interpreterLanguageNameEs(language)} estará en la llamada, gratis para usted.`,
  consent: 'Acepto que me contacten por teléfono o correo electrónico sobre mi mensaje. Mi información se mantiene privada según la ley HIPAA.',
  submit: 'Enviar mensaje',
  busy: 'Enviando…',
};
