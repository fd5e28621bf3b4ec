/** Every route's meta description in Spanish: the twin of descriptions.en.tsx (read there why it is not in the shell). */
import { CONSULTATION_RULE, provider } from '#contract';
import { daysWordingEs } from '#contract/hours.es';
import { providerEs } from '#contract/provider.es';
import { consultationLengthEs, visitLengthEs } from './appointment-length.es';
import type { DescriptionWords } from './descriptions.en';

const brand = provider.brandName;

export const descriptions: DescriptionWords = {
  '/': `${brand}: nuestras enfermeras cuidan heridas en su casa, en hogares de ancianos y en centros de vida asistida. Consulta gratuita.`,
  '/about': `Nuestra misión, visión y valores: cuidado de heridas dirigido por enfermeras, más de ${provider.foundedYearsAgo} años de experiencia y enfermera de guardia las 24 horas, todos los días.`,
  '/services': 'Cuidado avanzado de heridas, suero (IV) para la deshidratación, injertos de tejido placentario, piel hecha en laboratorio y terapia de compresión en casa.',
  '/faqs': 'Respuestas sobre injertos de tejido placentario, visitas en hogares de ancianos, las heridas que tratamos, el suero (IV), los seguros, Medicare y el horario.',
  '/testimonials': 'Pacientes, familias y personal de hogares de ancianos cuentan cómo es el cuidado de heridas en casa con nuestro equipo.',
  '/contact': `Llame, escriba o envíe una pregunta, o reserve una consulta gratuita de ${consultationLengthEs()} por teléfono o video. Respondemos en ${providerEs.replyWithin} o menos.`,
  '/coordinators': `Para hogares de ancianos y centros de vida asistida: reserve una visita de coordinación de ${visitLengthEs()} en su centro con nuestra coordinadora.`,
  '/refer': `Médicos, enfermeras practicantes, planificadores de alta, enfermeras de centros y familias: refiera a un paciente en línea con la orden, la tarjeta del seguro y fotos de la herida. Le llamamos en menos de ${providerEs.replyWithin}.`,
  '/resources': 'Guías gratis para imprimir, para pacientes y cuidadores: heridas en casa, pie diabético, compresión, desgarros de la piel y cuándo llamar a un profesional.',
  '/privacy-policy': 'Qué datos recoge este sitio web, qué se queda en su dispositivo, cuánto tiempo lo guardamos y cuáles son sus derechos.',
  '/notice-of-privacy-practices': 'Cómo se puede usar y compartir su información médica, y cómo puede pedir una copia.',
  '/nondiscrimination': 'No discriminamos. Intérpretes gratis, lengua de señas, documentos en otros formatos o idiomas, y cómo presentar una queja.',
  '/accessibility': 'Nuestra meta de accesibilidad (WCAG 2.2 AA), cómo revisamos el sitio, sus límites conocidos y cómo avisarnos de una barrera.',
  '/consultation': `Elija la hora de una consulta gratuita de ${consultationLengthEs()} por teléfono o video con una especialista en heridas, ${daysWordingEs(CONSULTATION_RULE.weekdays)}.`,
  '/booking/manage': 'Vea, cambie o cancele su visita.',
  '/404': 'La página que buscaba no está aquí.',
};
