/** The booking widgets' words in Spanish, typed by the English ones (booking.en.tsx); dates and times as es-US writes them. */
import { formatDateLongEs, formatMonthEs, formatTimeEs, WEEKDAY_NAMES_ES } from '#contract/dates/days.es';
import { clinicTimeZoneNameEs } from './clinic-time.es';
import type { BookingWords } from './booking.en';

export const booking: BookingWords = {
  date: formatDateLongEs,
  time: formatTimeEs,
  zone: clinicTimeZoneNameEs,
  optional: ' (opcional)',
  queued: 'No tiene conexión. Su solicitud está guardada en este aparato y se enviará sola cuando vuelva la conexión.',
  notes: () => import('./booking-notes.es').then((module) => module.bookingNotes),
  tryAgain: 'Intentar de nuevo',
  addToCalendar: 'Agregar al calendario',
  slotsFailed: { title: 'Error', description: 'No se pudieron cargar las horas disponibles. Intente de nuevo.' },
  busy: 'Reservando…',
  calendar: {
    month: formatMonthEs,
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
};
