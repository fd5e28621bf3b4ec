/** The booking widgets' two rarely shown notes in Spanish, typed by the English ones (booking-notes.en.tsx). */
import type { BookingNotesWords } from './booking-notes.en';

export const bookingNotes: BookingNotesWords = {
  stale:
    'Estas horas son de su última visita y pueden haber cambiado. Igual puede hacer la cita: su solicitud se guarda en este aparato y se confirma cuando vuelva a tener conexión.',
  noScript: (phoneLink) => <>Para hacer una cita en línea se necesita JavaScript. Llámenos al {phoneLink} y le hacemos la cita.</>,
};
