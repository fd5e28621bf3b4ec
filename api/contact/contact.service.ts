import { randomUUID } from 'node:crypto';
import type { ContactInquiry, StoredContactInquiry } from '../contract';
import type { Clock } from '../clock';
import type { ContactStore } from './contact.store';

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService(store: ContactStore, clock: Clock) {
  const thanks = (inquiry: StoredContactInquiry) =>
    `Thank you, ${inquiry.firstName}. We received your message and a member of our care team will contact you within 24 hours.`;

  async function submit(inquiry: ContactInquiry, idempotencyKey: string | undefined) {
    const now = clock.now();
    const { record, replayed } = await store.insertOnce({ idempotencyKey, payload: inquiry, now }, () => ({
      id: randomUUID(),
      ...inquiry,
      createdAt: new Date(now).toISOString(),
    }));
    return { message: thanks(record), replayed };
  }

  return { submit };
}
