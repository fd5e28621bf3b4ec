/** The facility appointment form's words in Spanish, typed by the English ones (booking-coordinator.en.tsx). */
import { provider } from '#contract';
import { interpreterLanguageNameEs } from '#contract/interpreter.es';
import { withTty } from '#contract/phone';
import { visitLengthEs } from './appointment-length.es';
import type { CoordinatorFormWords } from './booking-coordinator.en';
import { interpreterField } from './interpreter.es';

const { phone } = provider;

export const coordinatorForm: CoordinatorFormWords = {
  title: 'Reserve una visita al centro',
  intro: (zone) => `Las citas duran ${visitLengthEs()}. Todas las horas son en ${zone}.`,
  date: 'Fecha',
  time: 'Hora',
  selectDate: 'Elija una fecha',
  datesFailed: 'No se pudieron cargar las fechas',
  loadingDates: 'Cargando fechas…',
  selectTime: 'Elija una hora',
  dateFirst: 'Primero elija una fecha',
  noTimes: (date) => `${date} (sin horas disponibles)`,
  past: (range) => `${range} (ya pasó)`,
  loadFailed: (retry, phoneLink) => (
    <>
      No pudimos cargar las fechas disponibles. {retry} o llame al {phoneLink}.
    </>
  ),
  facilityName: 'Nombre del centro',
  facilityAddress: 'Dirección del centro',
  contactName: 'Nombre de la persona de contacto',
  contactEmail: 'Correo electrónico de contacto',
  contactPhone: 'Teléfono de contacto',
  notes: 'Notas',
  notesHint:
    'De cuántos residentes quiere hablar con nosotros, dónde estacionar o cómo registrarse al llegar, y cualquier otra cosa que debamos saber. No escriba nombres ni datos de salud de los residentes.',
  interpreter: interpreterField,
  submit: 'Reservar la visita',
  done: 'La visita a su centro está reservada',
  interpreterBooked: (language) => `Un intérprete de ${interpreterLanguageNameEs(language)} estará en la visita, gratis para usted.`,
  length: visitLengthEs,
  event: {
    fileName: (date) => `visita-al-centro-${date}.ics`,
    summary: (facility) => `Visita de coordinación de cuidados: ${provider.brandName} en ${facility}`,
    description: (contact, contactPhone) =>
      `Coordinación en el centro con nuestra coordinadora de cuidados. Contacto: ${contact}, ${contactPhone}. Para cambiar o cancelar, use el enlace de nuestro correo o llame al ${withTty(phone)}.`,
  },
};
