import { formatDateLong, formatTime12h, type OutboxKind, provider } from '#contract';
import { formatDateLongEs, formatTimeEs } from '#contract/dates/days.es';
import type { Lang } from '#contract/language';
import { withTty } from '#contract/phone';
import type { StoredRequest } from './outbox-store';

/**
 * The outbox's own words, in the language of the page each entry was sent from (decision 033): a
 * Spanish page's request says so in its body's `language` and its Content-Language header
 * (web/lib/submit.ts). A refusal that came with no message of the server's (a proxy's status with
 * its own page) gets one of these sentences, never the status text.
 */
export function requestLang(stored: Pick<StoredRequest, 'headers' | 'body'>): Lang {
  const header = Object.entries(stored.headers).find(([name]) => name.toLowerCase() === 'content-language')?.[1] ?? '';
  if (header.split(',').some((tag) => tag.trim().toLowerCase().split('-')[0] === 'es')) return 'es';
  try {
    return (JSON.parse(stored.body) as { language?: unknown } | null)?.language === 'es' ? 'es' : 'en';
  } catch {
    return 'en';
  }
}

const phone = withTty(provider.phone);

const en = {
  when: (date: string, time: string) => `${formatDateLong(date)} at ${formatTime12h(time)}`,
  summary: {
    consultation: (when: string) => `Free consultation, ${when}`,
    coordinator: (when: string) => `Facility coordination visit, ${when}`,
    cancel: () => 'Cancel your visit',
    reschedule: (when: string) => `Move your visit to ${when}`,
    contact: () => 'General inquiry',
  } satisfies Record<OutboxKind, (when: string) => string>,
  refused: `We could not send this. Please try again, or call us at ${phone}.`,
};

const es: typeof en = {
  when: (date, time) => `${formatDateLongEs(date)}, ${formatTimeEs(time)}`,
  summary: {
    consultation: (when) => `Consulta gratuita, ${when}`,
    coordinator: (when) => `Visita de coordinación en el centro, ${when}`,
    cancel: () => 'Cancelar su cita',
    reschedule: (when) => `Cambiar su cita al ${when}`,
    contact: () => 'Pregunta general',
  },
  refused: `No pudimos enviar esto. Inténtelo otra vez, o llámenos al ${phone}.`,
};

export const OUTBOX_WORDS: Record<Lang, typeof en> = { en, es };
