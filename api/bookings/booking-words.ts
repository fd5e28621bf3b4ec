import { addMinutes, provider, zonedToInstant } from '#contract';
import type { CareKind } from '#contract/staff';
import { formatDateIn, formatTimeIn, timeZoneNameIn } from '#contract/dates/localized';
import type { Lang } from '#contract/language';
import { withTty } from '#contract/phone';

/** Our number with the relay beside it, as every server message writes it: '(555) 014-2273 (TTY 711)'. */
const phone = withTty(provider.phone);

/**
 * What the booking service answers a visitor, in each language (decision 033): the English is the
 * text the service gave before; the Spanish is typed by it, so none is missing. Staff read the
 * English (the staff area is in English); a visitor reads the language of their booking.
 */

/** "at" in Spanish agrees with the hour: 'a la 1:15 p.m.', 'a las 2:00 p.m.'. */
const la = (time: string) => (time.startsWith('1:') ? 'la' : 'las');

const en = {
  /** What the visit is, in a sentence. */
  label: { consultation: 'free consultation', coordinator: 'facility coordination visit', visit: 'wound-care visit' } as Record<CareKind, string>,
  /** 'Tuesday, June 9, 2026 at 9:00 AM (Eastern Time)'; a visit of an hour or more as a range. */
  when: (day: string, start: string, end: string | undefined, zone: string) => `${day} at ${end ? `${start} – ${end}` : start} (${zone})`,
  offGrid: (time: string, day: string) => `${time} on ${day} is not one of our appointment times. Please choose a time from the list.`,
  outsideWindow: (days: number) => `Appointments can be booked from today up to ${days} days ahead. Please choose another date.`,
  started: (when: string) => `${when} has already passed. Please choose a later time.`,
  taken: (when: string) => `Sorry, ${when} has just been booked by someone else. Please choose another time.`,
  closed: (when: string) => `Sorry, we are closed at ${when}. Please choose another time.`,
  tooManyForEmail: (most: number) =>
    `This e-mail address already holds ${most} upcoming bookings, the most we can hold for one person. Please call us at ${phone} if you need to change or add an appointment.`,
  tooManyFromNetwork: (perDay: number) =>
    `We can take at most ${perDay === 1 ? '1 online booking' : `${perDay} online bookings`} a day from one network. Please call us at ${phone} to book more.`,
  booked: (label: string, when: string) => `Your ${label} is booked for ${when}.`,
  confirmationSent: 'We are e-mailing you a confirmation with a calendar file and a link to change or cancel it.',
  confirmationWithheld: `This address has had several e-mails from us today, so no confirmation is sent for this one: please note the time. To change or cancel it, call us at ${phone}.`,
  alreadyCancelled: (label: string) => `This ${label} was already cancelled.`,
  alreadyStarted: (label: string) => `This ${label} has already started, so it can no longer be changed online. Please call us at ${phone}.`,
  sameSlot: (label: string, when: string) => `Your ${label} is already booked for ${when}. Please choose a different time.`,
};

export type BookingWords = typeof en;

// The Spanish labels are feminine nouns (la consulta, la visita): the sentences agree with them.
const es: BookingWords = {
  label: { consultation: 'consulta gratuita', coordinator: 'visita de coordinación en el centro', visit: 'visita de cuidado de heridas' },
  when: (day, start, end, zone) => `${day}, ${end ? `de ${la(start)} ${start} a ${la(end)} ${end}` : `a ${la(start)} ${start}`} (${zone})`,
  offGrid: (time, day) => `La hora ${time} del ${day} no es una de nuestras horas de cita. Elija una hora de la lista.`,
  outsideWindow: (days) => `Puede reservar citas desde hoy hasta ${days} días más adelante. Elija otra fecha.`,
  started: (when) => `Esa hora ya pasó (${when}). Elija una hora más tarde.`,
  taken: (when) => `Lo sentimos, otra persona acaba de reservar esa hora (${when}). Elija otra hora.`,
  closed: (when) => `Lo sentimos, estamos cerrados a esa hora (${when}). Elija otra hora.`,
  tooManyForEmail: (most) =>
    `Este correo electrónico ya tiene ${most} citas próximas, el máximo que podemos guardar para una persona. Si necesita cambiar o agregar una cita, llámenos al ${phone}.`,
  tooManyFromNetwork: (perDay) =>
    `Podemos aceptar como máximo ${perDay === 1 ? '1 reserva en línea' : `${perDay} reservas en línea`} al día desde una misma red. Para reservar más, llámenos al ${phone}.`,
  booked: (label, when) => `Su ${label} está reservada para el ${when}.`,
  confirmationSent: 'Le enviaremos por correo electrónico una confirmación con un archivo de calendario y un enlace para cambiarla o cancelarla.',
  confirmationWithheld: `Hoy ya enviamos varios correos a esta dirección, así que no enviamos confirmación de esta cita: anote la hora. Para cambiarla o cancelarla, llámenos al ${phone}.`,
  alreadyCancelled: (label) => `Esta ${label} ya estaba cancelada.`,
  alreadyStarted: (label) => `Esta ${label} ya empezó, así que ya no se puede cambiar en línea. Llámenos al ${phone}.`,
  sameSlot: (label, when) => `Su ${label} ya está reservada para el ${when}. Elija otra hora.`,
};

export const BOOKING_WORDS: Record<Lang, BookingWords> = { en, es };

/**
 * When a visit is, in a language: 'Tuesday, June 9, 2026 at 9:00 AM (Eastern Time)' or 'martes,
 * 9 de junio de 2026, a las 9:00 a.m. (hora del Este)'; a visit of an hour or more as a range.
 * The zone's name is the one in use on that day (daylight saving time or not).
 */
export function visitWhen(minutes: number, date: string, time: string, timeZone: string, lang: Lang): string {
  const zone = timeZoneNameIn(timeZone, lang, new Date(zonedToInstant(date, time, timeZone)));
  const end = minutes >= 60 ? formatTimeIn(addMinutes(time, minutes), lang) : undefined;
  return BOOKING_WORDS[lang].when(formatDateIn(date, lang), formatTimeIn(time, lang), end, zone);
}
