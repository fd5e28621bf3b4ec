import { provider } from '#contract';
import type { Lang } from '#contract/language';
import { withTty } from '#contract/phone';

/** Our number with the relay beside it, as every server message writes it: '(555) 014-2273 (TTY 711)'. */
const phone = withTty(provider.phone);

/**
 * What the manage API answers, in each language (decision 033): about a link it cannot read or a
 * booking that is gone, in the manage page's language; about a booking, in the booking's. The
 * Spanish is typed by the English, the text the API gave before.
 */
const en = {
  badLink: `This link is not complete or not valid. Please open it again from your e-mail, or call us at ${phone}.`,
  deleted: `This booking no longer exists: it was deleted from our records. To book again or ask about a visit, please call us at ${phone}.`,
  expired: (label: string, when: string) =>
    `This link has expired: your ${label} was for ${when}, and links work only until the visit starts. Please call us at ${phone}.`,
  cancelled: (label: string, when: string) => `Your ${label} on ${when} is cancelled, and the time is free for others. We are e-mailing you a confirmation.`,
  moved: (label: string, when: string) => `Your ${label} is now on ${when}. We are e-mailing you the new time with an updated calendar file.`,
};

export type ManageWords = typeof en;

const es: ManageWords = {
  badLink: `Este enlace no está completo o no es válido. Ábralo otra vez desde su correo electrónico, o llámenos al ${phone}.`,
  deleted: `Esta cita ya no existe: la borramos de nuestros registros. Para reservar otra vez o preguntar por una cita, llámenos al ${phone}.`,
  expired: (label, when) =>
    `Este enlace ya no funciona: su ${label} era para el ${when}, y los enlaces solo funcionan hasta que empieza la cita. Llámenos al ${phone}.`,
  cancelled: (label, when) => `Cancelamos su ${label} del ${when}, y esa hora queda libre para otras personas. Le enviaremos una confirmación por correo electrónico.`,
  moved: (label, when) => `Su ${label} ahora es el ${when}. Le enviaremos por correo electrónico la nueva hora con un archivo de calendario actualizado.`,
};

export const MANAGE_WORDS: Record<Lang, ManageWords> = { en, es };
