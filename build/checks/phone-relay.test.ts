import { describe, expect, it } from 'vitest';
import { provider } from '#contract';
import { LANGS } from '#contract/language';
import { withTty } from '#contract/phone';
import { BOOKING_WORDS } from '../../api/bookings/booking-words';
import { THANKS } from '../../api/contact/contact-words';
import { HTTP_WORDS } from '../../api/http/http-words';
import { VISITOR_WORDS } from '../../api/mail/words';
import { MANAGE_WORDS } from '../../api/manage/manage-words';
import { OUTBOX_WORDS } from '../../sw/outbox-words';

/**
 * Every e-mail to a visitor and every answer of the server (and of the offline worker) writes our
 * number one way: with the relay beside it, '(555) 014-2273 (TTY 711)' (api/contract/phone.ts).
 * The word tables are walked whole; a sentence made by a function is made with stand-in values.
 */
const TABLES = { VISITOR_WORDS, BOOKING_WORDS, MANAGE_WORDS, HTTP_WORDS, THANKS, OUTBOX_WORDS } as Record<string, Record<string, unknown>>;

/** Every text of `value`, with where it is; each function called with a stand-in ('2') for each of its arguments. */
function textsOf(value: unknown, where: string): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (typeof value === 'function') return textsOf((value as (...args: string[]) => unknown)(...Array.from({ length: value.length }, () => '2')), `${where}()`);
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${where}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${where}.${key}`));
  return [];
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('our number in e-mails and server messages', () => {
  it('when any text of theirs names our number, in either language, then the relay is beside it every time', () => {
    const texts = Object.entries(TABLES).flatMap(([name, table]) => LANGS.flatMap((lang) => textsOf(table[lang], `${name}.${lang}`)));
    const naming = texts.filter(([, text]) => text.includes(provider.phone));

    expect(naming.length).toBeGreaterThan(20);
    expect(naming.filter(([, text]) => count(text, provider.phone) !== count(text, withTty(provider.phone))).map(([where]) => where)).toEqual([]);
  });

  it('when a number is written without its relay, then the check finds it', () => {
    const texts = textsOf({ es: { call: (minutes: string) => `Llámenos al ${provider.phone} en ${minutes} minutos.` } }, 'sample');

    expect(texts).toEqual([['sample.es.call()', `Llámenos al ${provider.phone} en 2 minutos.`]]);
    expect(count(texts[0]![1], provider.phone)).not.toBe(count(texts[0]![1], withTty(provider.phone)));
  });
});
