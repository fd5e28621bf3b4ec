import { randomUUID } from 'node:crypto';
import type { AuditStore } from '../audit/audit.store';
import type { Clock } from '../clock';
import type { ContactStore, MailedInquiry } from '../contact/contact.store';
import type { DataLife } from '../retention/data-life.service';
import type { InquiryHandled, InquiryHandlingStore, InquiryInterpreterArranged } from '../contact/inquiry-handling.store';
import type { StoredContactInquiry } from '#contract';
import { languageOf } from '#contract/language';
import type { InquiryStatus, StaffInquiry } from '#contract/staff';
import { ConflictError, DomainError, NotFoundError } from '../domain-errors';
import { checkRange, type DateRange, dayOf } from './date-range';
import { lookedUpIds } from './looked-up-id';
import type { StaffActor } from '../sign-in/staff-actor';

export interface StaffInquiriesOptions {
  inquiries: ContactStore;
  /** Deletion on request goes through the records' life cycle (api/retention/). */
  life: Pick<DataLife, 'forgetInquiry'>;
  handling: InquiryHandlingStore;
  audit: AuditStore;
  clock: Clock;
  timeZone: string;
}

export type StaffInquiries = ReturnType<typeof createStaffInquiries>;

/** The inquiries inbox: new and handled, newest first; marking one handled with a note; every read and change audited. */
export function createStaffInquiries({ inquiries, life, handling, audit, clock, timeZone }: StaffInquiriesOptions) {
  const log = (who: StaffActor, action: string, recordIds: string[], outcome: 'ok' | 'refused' = 'ok') =>
    audit.append({ actor: who.username, address: who.address, action, recordIds, outcome }, clock.now());

  const view = (inquiry: StoredContactInquiry): StaffInquiry => toStaffInquiry(inquiry, handling.get(inquiry.id), handling.interpreterArranged(inquiry.id));

  function newestFirst(keep: (inquiry: StoredContactInquiry) => boolean): StaffInquiry[] {
    const found: StaffInquiry[] = [];
    const all = inquiries.records;
    for (let index = all.length - 1; index >= 0; index--) if (keep(all[index]!)) found.push(view(all[index]!));
    return found;
  }

  function find(id: string): StoredContactInquiry {
    const inquiry = inquiries.get(id);
    if (!inquiry) throw new NotFoundError('There is no inquiry with that id.');
    return inquiry;
  }

  async function list(status: InquiryStatus | undefined, who: StaffActor): Promise<StaffInquiry[]> {
    const found = newestFirst((inquiry) => !status || (handling.get(inquiry.id) ? 'handled' : 'new') === status);
    await log(who, 'view-inquiries', found.map((inquiry) => inquiry.id));
    return found;
  }

  /** A lookup of an id that is not there is audited too: someone probing ids shows in the trail. */
  async function get(id: string, who: StaffActor): Promise<StaffInquiry> {
    const inquiry = inquiries.records.find((record) => record.id === id);
    if (!inquiry) {
      await audit.append({ actor: who.username, address: who.address, action: 'view-inquiry', recordIds: lookedUpIds(id), outcome: 'refused', detail: 'not-found' }, clock.now());
      throw new NotFoundError('There is no inquiry with that id.');
    }
    await log(who, 'view-inquiry', [id]);
    return view(inquiry);
  }

  async function markHandled(id: string, note: string | undefined, who: StaffActor, idempotencyKey?: string): Promise<StaffInquiry> {
    const inquiry = find(id);
    const now = clock.now();
    await handling.add({ idempotencyKey, payload: { handled: id, note }, now }, () => {
      if (handling.get(id)) throw new ConflictError('This inquiry was already marked handled.');
      return { id: randomUUID(), event: 'handled', inquiryId: id, createdAt: new Date(now).toISOString(), staffId: who.userId, ...(note ? { note } : {}) } satisfies InquiryHandled;
    });
    await log(who, 'inquiry-handled', [id]);
    return view(inquiry);
  }

  /** The interpreter the visitor asked for is arranged: marked once, audited by the inquiry's id (a refusal too). */
  async function markInterpreterArranged(id: string, who: StaffActor, idempotencyKey?: string): Promise<StaffInquiry> {
    const now = clock.now();
    try {
      const inquiry = find(id);
      await handling.add({ idempotencyKey, payload: { interpreterArranged: id }, now }, () => {
        if (!inquiry.interpreterLanguage) throw new ConflictError('This inquiry did not ask for an interpreter.');
        if (handling.interpreterArranged(id)) throw new ConflictError('The interpreter for this inquiry was already marked arranged.');
        return { id: randomUUID(), event: 'interpreter-arranged', inquiryId: id, createdAt: new Date(now).toISOString(), staffId: who.userId } satisfies InquiryInterpreterArranged;
      });
      await log(who, 'interpreter-arranged', [id]);
      return view(inquiry);
    } catch (error) {
      if (error instanceof DomainError) await log(who, 'interpreter-arranged', lookedUpIds(id), 'refused');
      throw error;
    }
  }

  /** Deletes the inquiry for good with its handled mark and e-mails (audited there, by id); an unknown id is audited as refused. */
  async function remove(id: string, who: StaffActor): Promise<void> {
    try {
      await life.forgetInquiry(id, { actor: who.username, address: who.address });
    } catch (error) {
      if (error instanceof NotFoundError) await log(who, 'delete-inquiry', [id], 'refused');
      throw error;
    }
  }

  /** Inquiries received on the provider's days `from`..`to`, oldest first; not audited (the export is). */
  function inRange(range: DateRange): StaffInquiry[] {
    const { from, to } = checkRange(range);
    return newestFirst((inquiry) => {
      const day = dayOf(inquiry.createdAt, timeZone);
      return day >= from && day <= to;
    }).reverse();
  }

  return { list, get, markHandled, markInterpreterArranged, remove, inRange };
}

function toStaffInquiry(inquiry: MailedInquiry, handled: InquiryHandled | undefined, arranged: InquiryInterpreterArranged | undefined): StaffInquiry {
  return {
    id: inquiry.id,
    createdAt: inquiry.createdAt,
    status: handled ? 'handled' : 'new',
    firstName: inquiry.firstName,
    lastName: inquiry.lastName,
    email: inquiry.email,
    phone: inquiry.phone,
    ...(inquiry.serviceType ? { serviceType: inquiry.serviceType } : {}),
    ...(inquiry.careLocation ? { careLocation: inquiry.careLocation } : {}),
    ...(inquiry.message ? { message: inquiry.message } : {}),
    consent: inquiry.consent,
    ...(inquiry.interpreterLanguage ? { interpreterLanguage: inquiry.interpreterLanguage } : {}),
    ...(arranged ? { interpreterArrangedAt: arranged.createdAt } : {}),
    ...(handled ? { handledAt: handled.createdAt, ...(handled.note ? { note: handled.note } : {}) } : {}),
    ...(inquiry.mailWithheld ? { notMailed: true } : {}),
    ...(languageOf(inquiry) === 'en' ? {} : { language: languageOf(inquiry) }),
  };
}
