/** The booking widgets' words in Spanish, typed by the English ones (booking.en.tsx); dates and times as es-US writes them. */
import { provider, WOUND_TYPE_CHOICES } from '../../api/contract';
import { formatDateLongEs, formatTimeEs, MONTH_NAMES_ES, WEEKDAY_NAMES_ES } from '../../api/contract/dates/days.es';
import { providerEs } from '../../api/contract/provider.es';
import { consultationLengthEs, visitLengthEs } from '../content/appointment-length.es';
import { clinicTimeZoneNameEs } from '../lib/clinic-time.es';
import type { BookingWords } from './booking.en';

const { phone } = provider;

/** The wound types in Spanish, keyed by the contract's English name (the value the form sends). */
const WOUNDS: Record<(typeof WOUND_TYPE_CHOICES)[number], string> = {
  'Arterial and venous wounds': 'Heridas arteriales y venosas',
  Burns: 'Quemaduras',
  'Diabetic ulcers': 'Úlceras de pie diabético',
  'Infected wounds': 'Heridas infectadas',
  'Ischemic wounds': 'Heridas por falta de circulación (isquémicas)',
  'Nonhealing surgical wounds': 'Heridas de cirugía que no sanan',
  'Pressure injuries (pressure ulcers)': 'Lesiones por presión (úlceras por presión)',
  'Traumatic wounds': 'Heridas por golpes o accidentes',
  'Radiation wounds': 'Heridas por radiación',
  'Not sure': 'No estoy seguro',
};

export const booking: BookingWords = {
  date: formatDateLongEs,
  time: formatTimeEs,
  zone: clinicTimeZoneNameEs,
  optional: ' (opcional)',
  queued: 'No tiene conexión. Su solicitud está guardada en este aparato y se enviará sola cuando vuelva la conexión.',
  stale:
    'Estas horas son de su última visita y pueden haber cambiado. Igual puede hacer la cita: su solicitud se guarda en este aparato y se confirma cuando vuelva a tener conexión.',
  noScript: (phoneLink) => <>Para hacer una cita en línea se necesita JavaScript. Llámenos al {phoneLink} y le hacemos la cita.</>,
  tryAgain: 'Intentar de nuevo',
  addToCalendar: 'Agregar al calendario',
  slotsFailed: { title: 'Error', description: 'No se pudieron cargar las horas disponibles. Intente de nuevo.' },
  busy: 'Reservando…',
  calendar: {
    month: (month) => `${MONTH_NAMES_ES[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`,
    weekdays: WEEKDAY_NAMES_ES,
    weekdayShort: (day) => day.slice(0, 2),
    previous: 'Mes anterior',
    next: 'Mes siguiente',
    loading: 'Cargando fechas…',
  },
  slots: {
    group: 'Horas disponibles',
    failed: 'No pudimos cargar las horas disponibles.',
    orCall: (phoneLink) => <>O llámenos al {phoneLink}.</>,
    full: (days, phoneLink) => (
      <>
        {`Todas las horas de los próximos ${days} días están ocupadas. Llámenos al `}
        {phoneLink} y le buscamos un espacio.
      </>
    ),
    selectDate: 'Elija una fecha',
    legend: 'Leyenda',
    available: 'Disponible',
    noTimes: 'Sin horas disponibles',
    selectTime: 'Elija una hora',
    allTimes: (zone) => `Todas las horas son en ${zone}.`,
    chooseDate: 'Elija una fecha disponible en el calendario para ver sus horas.',
    loading: 'Cargando las horas disponibles…',
    selected: (date) => `Fecha elegida: ${date}`,
  },
  consultation: {
    complete: 'Termine su cita',
    chosen: (slot, zone) => `Su consulta: ${slot} (${zone}), ${consultationLengthEs()}.`,
    choose: 'Elija una fecha y una hora para terminar su cita.',
    locked: 'Primero elija fecha y hora',
    submit: 'Reservar consulta gratis',
    missing: { title: 'Falta información', description: 'Elija una fecha y una hora para su consulta.' },
    done: 'Su consulta gratis está reservada',
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    type: 'Tipo de consulta',
    typePlaceholder: '¿Por teléfono o por video?',
    types: { phone: 'Llamada por teléfono', video: 'Videollamada' },
    woundType: 'Tipo de herida',
    woundPlaceholder: 'Elija un tipo de herida',
    wounds: WOUNDS,
    notes: 'Notas',
    notesHint: 'Lo que nos ayude a prepararnos, como cuánto tiempo lleva abierta la herida.',
    event: {
      summary: (type) => `Consulta gratis sobre heridas (${type === 'phone' ? 'llamada por teléfono' : 'videollamada'}) con ${provider.brandName}`,
      phone: (clientPhone) => `Una enfermera de heridas le llamará al ${clientPhone} desde el ${phone}. Para cambiar o cancelar, use el enlace de nuestro correo o llame al ${phone}.`,
      video: (clientPhone) =>
        `Unos minutos antes, le enviamos el enlace del video por ${providerEs.afterBooking.videoLinkBy} al ${clientPhone}. Para cambiar o cancelar, use el enlace de nuestro correo o llame al ${phone}.`,
    },
  },
  coordinator: {
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
      'Cuántos residentes quiere hablar con nosotros, dónde estacionar o cómo registrarse al llegar, y cualquier otra cosa que debamos saber. No escriba nombres ni datos de salud de los residentes.',
    submit: 'Reservar la visita',
    done: 'La visita a su centro está reservada',
    length: visitLengthEs,
    event: {
      summary: (facility) => `Visita de coordinación de cuidados: ${provider.brandName} en ${facility}`,
      description: (contact, contactPhone) =>
        `Coordinación en el centro con nuestra coordinadora de cuidados. Contacto: ${contact}, ${contactPhone}. Para cambiar o cancelar, use el enlace de nuestro correo o llame al ${phone}.`,
    },
  },
};
