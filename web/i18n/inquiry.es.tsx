/** The General Inquiry form's words in Spanish, typed by the English ones (inquiry.en.tsx). */
import type { InquiryWords } from './inquiry.en';

export const inquiry: InquiryWords = {
  optional: ' (opcional)',
  queued: 'No tiene conexión. Su solicitud está guardada en este aparato y se enviará sola cuando vuelva la conexión.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Número de teléfono',
  service: 'Servicio que le interesa',
  servicePlaceholder: 'Elija un servicio',
  consultation: 'Consulta gratis',
  location: 'Dónde se necesita el cuidado',
  locationPlaceholder: '¿Dónde se necesita el cuidado?',
  locations: { home: 'En casa', 'nursing-home': 'Hogar de ancianos (nursing home)', 'assisted-living': 'Centro de vida asistida', other: 'Otro lugar' },
  message: 'Mensaje',
  messageHint: 'Cuéntenos sobre la herida o el cuidado que busca.',
  consent: 'Acepto que me contacten por teléfono o correo electrónico sobre mi consulta. Mi información se mantiene privada según la ley HIPAA.',
  submit: 'Enviar consulta',
  busy: 'Enviando…',
};
