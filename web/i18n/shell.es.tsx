/**
 * The shell's words in Spanish (decision 031), typed by the English ones (shell.en.tsx): plain US
 * Spanish for a grade-6 reader, "usted" throughout, the words families use. Only Spanish pages
 * load it. Dates and times are es-US's (api/contract/dates/days.es.ts, checked against Intl).
 */
import { guidePath, provider } from '#contract';
import { formatDateLongEs, formatTimeEs } from '#contract/dates/days.es';
import { capitalized, openDaysEs, timeRangeEs } from '#contract/hours.es';
import { WAY_TO_HELP_ES } from '#contract/way-to-help.es';
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
    header: 'Inicio',
    footer: 'Inicio',
  },
  '/about': {
    title: `Quiénes somos | ${brand}`,
    header: 'Nosotros',
    footer: 'Quiénes somos',
  },
  '/services': {
    title: `Servicios de cuidado de heridas | ${brand}`,
    header: 'Servicios',
    footer: 'Servicios',
  },
  '/faqs': {
    title: `Preguntas frecuentes | ${brand}`,
    header: 'Preguntas',
    footer: 'Preguntas frecuentes',
  },
  '/testimonials': {
    title: `Historias de pacientes | ${brand}`,
    header: 'Testimonios',
    footer: 'Testimonios',
  },
  '/contact': {
    title: `Contáctenos y reserve una consulta gratuita | ${brand}`,
    header: 'Contacto',
  },
  '/coordinators': {
    title: `Coordinación de cuidado: reserve una visita al centro | ${brand}`,
    header: 'Coordinación',
  },
  '/resources': {
    title: `Guías y recursos de cuidado | ${brand}`,
    header: 'Recursos',
    footer: 'Recursos',
  },
  '/refer': {
    title: `Referir a un paciente: órdenes, seguro y fotos de la herida | ${brand}`,
    footer: 'Referir a un paciente',
  },
  '/privacy-policy': {
    title: `Política de privacidad | ${brand}`,
    legal: 'Política de privacidad',
  },
  '/notice-of-privacy-practices': {
    title: `Aviso de Prácticas de Privacidad | ${brand}`,
    legal: 'Aviso de HIPAA',
  },
  '/nondiscrimination': {
    title: `No discriminación y ayuda con el idioma | ${brand}`,
    legal: 'No discriminación y ayuda con el idioma',
  },
  '/accessibility': {
    title: `Declaración de accesibilidad | ${brand}`,
    legal: 'Accesibilidad',
  },
  '/consultation': {
    title: `Reserve una consulta gratuita | ${brand}`,
  },
  '/booking/manage': { title: `Su cita | ${brand}` },
  '/404': { title: `Página no encontrada | ${brand}` },
};

export const shell: ShellWords = {
  skipLink: 'Saltar al contenido principal',
  header: { home: `${brand}, inicio`, nav: 'Principal', menu: 'Menú' },
  footer: {
    about: 'Enfermeras con licencia que van a donde usted está: a su casa, a hogares de ancianos y a centros de vida asistida.',
    quickLinks: 'Enlaces rápidos',
    services: 'Nuestros servicios',
    contact: 'Contáctenos',
    hours: [capitalized(timeRangeEs(provider.hours.open)), openDaysEs(provider.hours)],
    mobile: 'Vamos a su casa o a su centro',
    copyright: `© 2023 ${brand}. Todos los derechos reservados.`,
    legal: 'Avisos legales',
    terms: 'Términos y condiciones',
    social: (network: string) => `${brand} en ${network}`,
  },
  serviceNames: SERVICE_NAMES,
  floating: { label: 'Contacto rápido', book: 'Reserve una consulta gratuita', call: `Llámenos al ${provider.phone}` },
  offline:
    'No tiene conexión. Las páginas y las guías de cuidado se siguen abriendo, y lo que envíe se guarda y sale cuando vuelva la conexión. Las llamadas funcionan sin datos: en una emergencia, llame al 911.',
  loading: 'Cargando…',
  stars: (rating: number, max: number) => `${rating} de ${max} estrellas`,
  newTab: ' (se abre en una pestaña nueva)',
  wayToHelp: WAY_TO_HELP_ES,
  languageHelp: { text: 'La ayuda con el idioma, y esta información en otros formatos, son gratis.', link: 'Ayuda en su idioma' },
  helpGuide: { title: 'Cuándo buscar ayuda profesional', href: guidePath('when-to-seek-professional-help', 'es'), hrefLang: undefined },
  toaster: { region: 'Notificaciones (F8)', close: 'Cerrar notificación' },
  toasts: {
    when,
    consultationScheduled: { title: 'Consulta programada', description: (slot: string) => sentence(`Su consulta gratuita quedó programada para el ${slot}`) },
    facilityScheduled: { title: 'Cita confirmada', description: (slot: string) => sentence(`Su cita en el centro quedó programada para el ${slot}`) },
    bookingFailed: {
      title: 'No se pudo reservar',
      slotTaken: 'Puede que la hora que eligió ya no esté libre. Por favor, elija otra hora.',
      notSent: 'No se reservó nada: nuestro sistema de citas no respondió. Inténtelo otra vez en un momento.',
    },
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
