import { randomUUID } from 'node:crypto';
import { type ContactInquiry, provider, type StoredContactInquiry } from '../contract';
import type { Clock } from '../clock';
import { type MailArrivals, outgoing } from '../mail/outgoing';
import type { ContactStore } from './contact.store';

export type ContactService = ReturnType<typeof createContactService>;

/** `mail` is told of each new inquiry once it is stored, so the visitor's receipt and the staff alert go out at once. */
export function createContactService(store: ContactStore, clock: Clock, mail?: MailArrivals) {
  const thanks = (inquiry: StoredContactInquiry) =>
    `Thank you, ${inquiry.firstName}. We received your message and a member of our care team will contact you within ${provider.replyWithin}. We are e-mailing you a receipt.`;

  async function submit(inquiry: ContactInquiry, idempotencyKey: string | undefined) {
    const now = clock.now();
    const { record, replayed } = await store.insertOnce({ idempotencyKey, payload: inquiry, now }, () => ({
      id: randomUUID(),
      ...inquiry,
      createdAt: new Date(now).toISOString(),
      // The receipt quotes nothing of the message: health details do not travel by e-mail.
      mail: outgoing('inquiry-received', 'staff-inquiry-received'),
    }));
    if (!replayed) mail?.arrived('inquiry', record);
    return { message: thanks(record), replayed };
  }

  return { submit };
}
