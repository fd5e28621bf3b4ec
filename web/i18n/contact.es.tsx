/** The contact page's words in Spanish, typed by the English ones (contact.en.tsx). */
import { providerEs } from '#contract/provider.es';
import { consultationLengthEs } from './appointment-length.es';
import { consultationForm } from './booking-consultation.es';
import { booking } from './booking.es';
import type { ContactWords } from './contact.en';

export const contact: ContactWords = {
  hero: {
    eyebrow: 'Estamos para ayudarle',
    title: 'Contáctenos',
    lead: '¿Tiene preguntas sobre una herida, el seguro o un referido? Llámenos, envíenos un mensaje o haga una cita para una consulta gratuita. Una persona de nuestro equipo de cuidado le responderá.',
  },
  schedule: {
    title: 'Haga una cita para una consulta gratuita',
    text: `Reserve una llamada o videollamada gratuita de ${consultationLengthEs()} con una de nuestras enfermeras de heridas, o envíenos una pregunta general y le respondemos en menos de ${providerEs.replyWithin}.`,
    book: 'Reservar consulta',
    inquiry: 'Pregunta general',
    loadingInquiry: 'Cargando el formulario de preguntas…',
    after: (link) => <>{link('Qué pasa después de hacer la cita')}: quién llama, qué tener a la mano y cuánto cuesta.</>,
  },
  details: () => import('./contact-details.es').then((module) => module.details),
  inquiry: () => import('./inquiry.es').then((module) => module.inquiry),
  booking: { ...booking, consultation: consultationForm },
};
