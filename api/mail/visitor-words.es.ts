import { guidePath, provider } from '#contract';
import { GUIDE_TITLES_ES } from '#contract/guides.es';
import { providerEs } from '#contract/provider.es';
import { wayToHelpTextEs } from '#contract/way-to-help.es';
import { withTty } from '#contract/phone';
import type { CareKind } from '#contract/staff';
import type { VisitorWords } from './visitor-words.en';

/**
 * The words of every e-mail to a visitor, in Spanish (decision 033): plain US Spanish for a grade-6
 * reader, typed by the English (visitor-words.en.ts) so nothing is missing. Both kinds of visit
 * are feminine nouns (la consulta, la visita): the sentences agree with them. A staff member's
 * message to the patient is quoted as they wrote it.
 */

const { brandName } = provider;
const phone = withTty(provider.phone);
const PLURALS: Record<CareKind, string> = { consultation: 'consultas gratuitas', coordinator: 'visitas de coordinación en el centro', visit: 'visitas de cuidado de heridas' };
const { afterBooking } = providerEs;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const es: VisitorWords = {
  visit: {
    consultation: { noun: 'consulta gratuita', label: 'Consulta gratuita', what: 'Consulta gratuita de 15 minutos con una enfermera de heridas, por teléfono o por video' },
    coordinator: {
      noun: 'visita de coordinación en el centro',
      label: 'Visita de coordinación en el centro',
      what: 'Visita de coordinación de 1 hora en su centro de cuidado, con nuestra coordinadora de cuidados',
    },
    visit: { noun: 'visita de cuidado de heridas', label: 'Visita de cuidado de heridas', what: 'Visita de cuidado de heridas de una de nuestras enfermeras, en la dirección que nos dio' },
  },
  howMany: (count, kind) => `${count} ${count === 1 ? es.visit[kind].noun : PLURALS[kind]}`,
  hello: (firstName) => `Hola, ${firstName}:`,
  facts: { when: 'Cuándo', what: 'Qué' },
  whatToExpect: {
    heading: 'Qué pasará',
    consultation: [
      `${capital(afterBooking.caller)} le llamará a la hora que reservó, desde el ${phone}.`,
      `Si eligió una videollamada, la enfermera le enviará un enlace por ${afterBooking.videoLinkBy} al celular que nos dio, unos minutos antes de la hora.`,
    ],
    coordinator: [`${capital(afterBooking.facilityCaller)} llamará a la persona de contacto que nos dio, desde el ${phone}, para confirmar la visita.`],
    visit: [`Su enfermera irá a la dirección que nos dio a la hora indicada, y le llamará desde el ${phone} si se retrasa.`, 'Tenga a mano sus vendajes actuales, sus medicinas y las notas de su médico.'],
  },
  change: {
    heading: 'Cambiar o cancelar',
    online: 'Puede cambiar o cancelar esta cita en línea hasta la hora en que empieza:',
    link: 'Ver, cambiar o cancelar su cita',
    byPhone: `Para cambiarla o cancelarla, llámenos al ${phone}.`,
  },
  orCall: `O llámenos al ${phone}.`,
  callUs: `¿Preguntas? Llámenos al ${phone}. ${providerEs.onCall}`,
  confirmed: {
    subject: (label, when) => `Cita confirmada: ${label}, ${when}`,
    heading: (noun) => `Su ${noun} está reservada`,
    thanks: `Gracias por reservar con ${brandName}. Estos son los detalles.`,
    calendar: 'El archivo de calendario adjunto a este correo agrega la cita a su calendario.',
  },
  rescheduled: {
    subject: (label, when) => `Cita cambiada: ${label}, ahora el ${when}`,
    heading: (noun) => `Su ${noun} cambió de hora`,
    moved: (noun) => `Su ${noun} tiene una nueva hora.`,
    was: (when) => `Antes era: ${when}. Ya no guardamos esa hora para usted.`,
    calendar: 'El archivo de calendario adjunto a este correo cambia la cita en su calendario.',
  },
  cancelled: {
    subject: (label, when) => `Cita cancelada: ${label}, ${when}`,
    heading: (noun) => `Su ${noun} está cancelada`,
    byStaff: (noun, when) => `Lo sentimos: tuvimos que cancelar su ${noun} del ${when}.`,
    teamMessage: 'Un mensaje de nuestro equipo:',
    byVisitor: (noun, when) => `Como nos pidió, cancelamos su ${noun} del ${when}.`,
    calendar: 'El archivo de calendario adjunto a este correo quita la cita de su calendario.',
    bookAgain: 'Para reservar otra hora:',
    bookAgainLink: 'Elegir una nueva hora',
    bookAgainByPhone: `Para reservar otra hora, llámenos al ${phone}.`,
  },
  series: {
    subject: (many, first) => `Citas confirmadas: ${many}, la primera el ${first}`,
    heading: (many) => `Sus ${many} están reservadas`,
    dates: 'Cuándo',
    calendar: 'El archivo de calendario adjunto a este correo agrega todas a su calendario.',
    change: `Para cambiar o cancelar cualquiera de ellas, llámenos al ${phone}.`,
    cancelledSubject: (many) => `Citas canceladas: ${many}`,
    cancelledHeading: (many) => `Sus ${many} están canceladas`,
    cancelledByStaff: (many) => `Lo sentimos: tuvimos que cancelar estas ${many}.`,
    cancelledCalendar: 'El archivo de calendario adjunto a este correo las quita de su calendario.',
  },
  reminder: {
    subject: (label, when) => `Recordatorio: ${label}, ${when}`,
    heading: (noun) => `Pronto es su ${noun}`,
    intro: (noun) => `Le recordamos su ${noun} con ${brandName}.`,
  },
  inquiry: {
    subject: 'Recibimos su mensaje',
    heading: 'Gracias por su mensaje',
    received: (day) =>
      `Recibimos el mensaje que nos envió por nuestro sitio web (${day}). Una persona de nuestro equipo de cuidado le responderá en menos de ${providerEs.replyWithin}.`,
    private: 'Para proteger su privacidad, este correo no repite lo que usted escribió.',
    cannotWait: `Si no puede esperar, llámenos al ${phone}.`,
  },
  interpreter: {
    consultation: (language) => (language ? `Un intérprete de ${language} estará en la llamada, gratis para usted.` : 'Un intérprete del idioma que nos pidió estará en la llamada, gratis para usted.'),
    coordinator: (language) => (language ? `Un intérprete de ${language} estará en la visita, gratis para usted.` : 'Un intérprete del idioma que nos pidió estará en la visita, gratis para usted.'),
    visit: (language) => (language ? `Un intérprete de ${language} estará en la visita, gratis para usted.` : 'Un intérprete del idioma que nos pidió estará en la visita, gratis para usted.'),
    inquiry: (language) =>
      language
        ? `Cuando le llamemos, un intérprete de ${language} estará en la llamada, gratis para usted.`
        : 'Cuando le llamemos, un intérprete del idioma que nos pidió estará en la llamada, gratis para usted.',
  },
  languageHelp: { text: 'La ayuda con el idioma, y esta información en otros formatos, son gratis:', link: 'Ayuda en su idioma' },
  calendar: {
    fileName: 'cita.ics',
    seriesFileName: 'citas.ics',
    summary: (label) => `${label} con ${brandName}`,
    description: (what) => `${what}. Para cambiarla o cancelarla, use el enlace de nuestro correo o llame al ${phone}.`,
    descriptionByPhone: (what) => `${what}. Para cambiarla o cancelarla, llame al ${phone}.`,
  },
  safetyNet: {
    wayToHelp: wayToHelpTextEs(provider.phone),
    guide: { path: guidePath('when-to-seek-professional-help', 'es'), title: GUIDE_TITLES_ES['when-to-seek-professional-help'] },
  },
};
