/**
 * The shell's words in Spanish (issue 28), typed by the English ones (shell.en.tsx): plain US
 * Spanish for a grade-6 reader, "usted" throughout, the words families use. Only Spanish pages
 * load it. Dates and times are es-US's (api/contract/dates/days.es.ts, checked against Intl).
 */
import { CONSULTATION_RULE, guidePath, provider } from '../../api/contract';
import { formatDateLongEs, formatTimeEs } from '../../api/contract/dates/days.es';
import { daysWordingEs, openDaysEs, timeRangeEs } from '../../api/contract/hours.es';
import { providerEs } from '../../api/contract/provider.es';
import { WAY_TO_HELP_ES } from '../../api/contract/way-to-help.es';
import { consultationLengthEs, visitLengthEs } from '../content/appointment-length.es';
import type { RouteKey } from '../content/routes';
import type { RouteWords, SERVICE_NAMES as SERVICE_NAMES_EN, ShellWords } from './shell.en';

const brand = provider.brandName;

/** 'lunes, 9 de marzo de 2026 a las 3:30 p.m.' ('a la 1:30 p.m.': one o'clock is singular). */
const when = (date: string, time: string): string => {
  const spoken = formatTimeEs(time);
  return `${formatDateLongEs(date)} ${spoken.startsWith('1:') ? 'a la' : 'a las'} ${spoken}`;
};

/** The five services, named once, in the order and with the care of the English (shell.en.tsx says why). */
export const SERVICE_NAMES: typeof SERVICE_NAMES_EN = [
  'Cuidado avanzado de heridas',
  'Suero por la vena (IV) para la deshidratación',
  'Injertos de tejido placentario (“terapia con células madre”)',
  'Piel de reemplazo hecha en laboratorio',
  'Terapia de compresión',
];

/** Ends a sentence with one period: a time ends in 'p.m.' already ('…a la 1:30 p.m.', never 'p.m..'). */
const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

const routes: Record<RouteKey, RouteWords> = {
  '/': {
    title: `${brand} | Cuidado de heridas en casa, hogares de ancianos y vida asistida`,
    description: `${brand}: nuestras enfermeras cuidan heridas en su casa, en hogares de ancianos y en residencias de vida asistida. Consulta gratis.`,
    header: 'Inicio',
    footer: 'Inicio',
  },
  '/about': {
    title: `Quiénes somos | ${brand}`,
    description: `Nuestra misión, visión y valores: cuidado de heridas a domicilio, dirigido por enfermeras, con más de ${provider.foundedYearsAgo} años de experiencia y enfermera de guardia 24/7.`,
    header: 'Nosotros',
    footer: 'Quiénes somos',
  },
  '/services': {
    title: `Servicios de cuidado de heridas | ${brand}`,
    description: 'Cuidado avanzado de heridas, suero (IV) para la deshidratación, injertos de tejido placentario, piel hecha en laboratorio y terapia de compresión en casa.',
    header: 'Servicios',
    footer: 'Servicios',
  },
  '/faqs': {
    title: `Preguntas frecuentes | ${brand}`,
    description: 'Respuestas sobre injertos de tejido placentario, visitas en hogares de ancianos, las heridas que tratamos, el suero (IV), los seguros, Medicare y el horario.',
    header: 'Preguntas',
    footer: 'Preguntas frecuentes',
  },
  '/testimonials': {
    title: `Historias de pacientes | ${brand}`,
    description: 'Pacientes, familias y personal de hogares de ancianos cuentan cómo es el cuidado de heridas en casa con nuestro equipo.',
    header: 'Testimonios',
    footer: 'Testimonios',
  },
  '/contact': {
    title: `Contáctenos y reserve una consulta gratis | ${brand}`,
    description: `Llame, escriba o envíe una pregunta, o reserve una consulta gratis de ${consultationLengthEs()} por teléfono o video. Respondemos en ${providerEs.replyWithin} o menos.`,
    header: 'Contacto',
  },
  '/coordinators': {
    title: `Coordinación de cuidado: reserve una visita al centro | ${brand}`,
    description: `Para hogares de ancianos y residencias de vida asistida: reserve una visita de coordinación de ${visitLengthEs()} en su centro con nuestra coordinadora.`,
    header: 'Coordinación',
  },
  '/resources': {
    title: `Guías y recursos de cuidado | ${brand}`,
    description: 'Guías gratis para imprimir, para pacientes y cuidadores: heridas en casa, pie diabético, compresión, desgarros de la piel y cuándo llamar a un profesional.',
    header: 'Recursos',
    footer: 'Recursos',
  },
  '/privacy-policy': {
    title: `Política de privacidad | ${brand}`,
    description: 'Qué datos recoge este sitio web, qué se queda en su dispositivo, cuánto tiempo lo guardamos y cuáles son sus derechos.',
    legal: 'Política de privacidad',
  },
  '/notice-of-privacy-practices': {
    title: `Aviso de Prácticas de Privacidad | ${brand}`,
    description: 'Cómo se puede usar y compartir su información médica, y cómo puede pedir una copia.',
    legal: 'Aviso de HIPAA',
  },
  '/nondiscrimination': {
    title: `No discriminación y ayuda con el idioma | ${brand}`,
    description: 'No discriminamos. Intérpretes gratis, lenguaje de señas, documentos en otros formatos o idiomas, y cómo presentar una queja.',
    legal: 'No discriminación',
  },
  '/accessibility': {
    title: `Declaración de accesibilidad | ${brand}`,
    description: 'Nuestra meta de accesibilidad (WCAG 2.2 AA), cómo revisamos el sitio, sus límites conocidos y cómo avisarnos de una barrera.',
    legal: 'Accesibilidad',
  },
  '/consultation': {
    title: `Reserve una consulta gratis | ${brand}`,
    description: `Elija la hora de una consulta gratis de ${consultationLengthEs()} por teléfono o video con una especialista en heridas, ${daysWordingEs(CONSULTATION_RULE.weekdays)}.`,
  },
  '/booking/manage': { title: `Su cita | ${brand}`, description: 'Vea, cambie o cancele su visita.' },
  '/404': { title: `Página no encontrada | ${brand}`, description: 'La página que buscaba no está aquí.' },
};

export const shell: ShellWords = {
  skipLink: 'Saltar al contenido principal',
  header: { home: `${brand}, inicio`, nav: 'Principal', menu: 'Menú' },
  footer: {
    about: 'Enfermeras con licencia que van a donde usted está: a su casa, a hogares de ancianos y a residencias de vida asistida.',
    quickLinks: 'Enlaces rápidos',
    services: 'Nuestros servicios',
    contact: 'Contáctenos',
    hours: [timeRangeEs(provider.hours.open), openDaysEs(provider.hours)],
    mobile: 'Vamos a su casa o a su centro',
    copyright: `© 2023 ${brand}. Todos los derechos reservados.`,
    legal: 'Avisos legales',
    terms: 'Términos y condiciones',
    social: (network: string) => `${brand} en ${network}`,
  },
  serviceNames: SERVICE_NAMES,
  floating: { label: 'Contacto rápido', book: 'Reserve una consulta gratis', call: `Llámenos al ${provider.phone}` },
  offline:
    'No tiene conexión. Las páginas y las guías de cuidado se siguen abriendo, y lo que envíe se guarda y sale cuando vuelva la conexión. Las llamadas funcionan sin datos: en una emergencia, llame al 911.',
  loading: 'Cargando…',
  stars: (rating: number, max: number) => `${rating} de ${max} estrellas`,
  newTab: ' (se abre en una pestaña nueva)',
  wayToHelp: WAY_TO_HELP_ES,
  helpGuide: { title: 'Cuándo buscar ayuda profesional', href: guidePath('when-to-seek-professional-help', 'es'), hrefLang: undefined },
  toaster: { region: 'Notificaciones (F8)', close: 'Cerrar notificación' },
  toasts: {
    when,
    consultationScheduled: { title: 'Consulta programada', description: (slot: string) => sentence(`Su consulta gratis quedó programada para el ${slot}`) },
    facilityScheduled: { title: 'Cita confirmada', description: (slot: string) => sentence(`Su cita en el centro quedó programada para el ${slot}`) },
    bookingFailed: { title: 'No se pudo reservar', slotTaken: 'Puede que la hora que eligió ya no esté libre. Por favor, elija otra hora.' },
    inquirySent: { title: '¡Listo!' },
    inquiryFailed: { title: 'Error', fallback: 'Hubo un error al enviar su mensaje.' },
    formUnavailable: { title: 'Error', description: 'No se pudo cargar el formulario. Revise su conexión e inténtelo otra vez.' },
  },
  notFound: {
    code: 'Error 404',
    title: 'Página no encontrada',
    text: 'No encontramos la página que buscaba. Puede que se haya movido o que el enlace tenga un error. Estas páginas le pueden ayudar a llegar a donde iba.',
    home: 'Volver al inicio',
    services: 'Nuestros servicios',
    call: `Llame al ${provider.phone}`,
  },
  routes,
};
