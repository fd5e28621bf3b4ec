import { randomUUID } from 'node:crypto';
import type { ContactInquiry } from '#contract';
import { languageOf } from '#contract/language';
import type { Clock } from '../clock';
import { type MailArrivals, outgoing } from '../declared-mail/outgoing';
import type { VisitorMailQuota } from '../declared-mail/visitor-mail-quota';
import type { ContactStore, MailedInquiry } from './contact.store';
import { THANKS } from './contact-words';

export type ContactService = ReturnType<typeof createContactService>;

/**
 * `mail` is told of each new inquiry once it is stored, so the visitor's receipt and the staff
 * alert go out at once. `quota` caps the receipts one address gets in a day: past it, the inquiry
 * is stored and answered as usual, staff are alerted and see it was not mailed, and no receipt goes.
 */
export function createContactService(store: ContactStore, clock: Clock, mail?: MailArrivals, quota?: VisitorMailQuota) {
  /** In the language the inquiry was sent in. */
  const thanks = (inquiry: MailedInquiry) => {
    const words = THANKS[languageOf(inquiry)];
    return `${words.received(inquiry.firstName)}${inquiry.mailWithheld ? '' : ` ${words.receipt}`}`;
  };

  async function submit(inquiry: ContactInquiry, idempotencyKey: string | undefined) {
    const now = clock.now();
    let giveBack: (() => void) | null = null;
    const { record, replayed } = await store
      .insertOnce({ idempotencyKey, payload: inquiry, now }, () => {
        giveBack = quota ? quota.take(inquiry.email, now) : () => undefined;
        return {
          id: randomUUID(),
          ...inquiry,
          createdAt: new Date(now).toISOString(),
          // The receipt quotes nothing of the message: health details do not travel by e-mail.
          ...(giveBack ? { mail: outgoing('inquiry-received', 'staff-inquiry-received') } : { mail: outgoing('staff-inquiry-received'), mailWithheld: 'daily-limit' as const }),
        };
      })
      .catch((error: unknown) => {
        (giveBack as (() => void) | null)?.();
        throw error;
      });
    if (!replayed) mail?.arrived('inquiry', record);
    return { message: thanks(record), replayed };
  }

  return { submit };
}
