import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AuditStore } from '../audit/audit.store';
import type { Clock } from '../clock';
import { languageOf } from '#contract/language';
import type { NewReferralsAnswer, ReferralStatus, ReferralSummary, StaffBookingAnswer, StaffBookingRequest, StaffReferral } from '#contract/staff';
import { ConflictError, NotFoundError } from '../domain-errors';
import { type MailArrivals, outgoing } from '../declared-mail/outgoing';
import type { DocumentStore } from '../referrals/document.store';
import type { ReferralEvent, ReferralState } from '../referrals/referral-records';
import type { ReferralService } from '../referrals/referral.service';
import type { ReferralStore } from '../referrals/referral.store';
import type { DataLife } from '../retention/data-life.service';
import type { StaffActor } from '../sign-in/staff-actor';
import type { ReceivedDocument } from '../uploads/receive-upload';
import { checkRange, type DateRange, dayOf } from './date-range';
import { lookedUpIds } from './looked-up-id';
import type { StaffVisits } from './staff-visits.service';

export interface StaffReferralsOptions {
  referrals: ReferralStore;
  documents: DocumentStore;
  /** The referrals' arrival, for one staff type in. */
  intake: ReferralService;
  life: Pick<DataLife, 'forgetReferral'>;
  audit: AuditStore;
  /** Staff accounts, to name who did what. */
  users: { get(id: string): { username: string } | undefined };
  clock: Clock;
  timeZone: string;
  mail?: MailArrivals;
  /** The coordinator's day, where the first visit is booked (api/staff/staff-visits.service.ts). */
  visits: Pick<StaffVisits, 'create'>;
}

export type StaffReferrals = ReturnType<typeof createStaffReferrals>;

type EventBase = Pick<ReferralEvent, 'id' | 'referralId' | 'createdAt' | 'staffId'>;

/**
 * The referrals screen's rules: the lists (new first to see), one referral whole, its documents,
 * accept, decline, deletion, a referral typed in by staff. Every read of personal data and every
 * change is audited by id; a document read names the referral and the document.
 */
export function createStaffReferrals({ referrals, documents, intake, life, audit, users, clock, timeZone, mail, visits }: StaffReferralsOptions) {
  const log = (who: StaffActor, action: string, recordIds: string[], outcome: 'ok' | 'refused' = 'ok', detail?: string) =>
    audit.append({ actor: who.username, address: who.address, action, recordIds, outcome, ...(detail ? { detail } : {}) }, clock.now());

  async function find(id: string, who: StaffActor, action: string): Promise<ReferralState> {
    const state = await referrals.get(id);
    if (!state) {
      await log(who, action, lookedUpIds(id), 'refused', 'not-found');
      throw new NotFoundError('There is no referral with that id.');
    }
    return state;
  }

  /** Newest first; a status filters. */
  async function list(status: ReferralStatus | undefined, who: StaffActor): Promise<ReferralSummary[]> {
    const found = (await referrals.list()).filter((state) => !status || state.status === status).reverse().map(summaryOf);
    await log(who, 'view-referrals', found.map((referral) => referral.id));
    return found;
  }

  /** For the navigation: numbers only, so not audited (like the e-mail problems' count). */
  async function newCount(): Promise<NewReferralsAnswer> {
    const fresh = (await referrals.list()).filter((state) => state.status === 'new');
    return { new: fresh.length, urgent: fresh.filter((state) => state.referral.urgency === '48h').length };
  }

  async function get(id: string, who: StaffActor): Promise<StaffReferral> {
    const state = await find(id, who, 'view-referral');
    await log(who, 'view-referral', [id]);
    return wholeOf(state);
  }

  /** A document's bytes and what it is; the read is audited before a byte is sent. */
  async function document(id: string, documentId: string, who: StaffActor): Promise<{ stream: Readable; name: string; kind: string; bytes: number }> {
    const state = await find(id, who, 'view-referral-document');
    const ref = state.referral.documents.find((each) => each.id === documentId);
    const stream = ref ? await documents.read(ref.id) : null;
    if (!ref || !stream) {
      await log(who, 'view-referral-document', [id, ...lookedUpIds(documentId)], 'refused', 'not-found');
      throw new NotFoundError('This referral has no such document.');
    }
    await log(who, 'view-referral-document', [id, documentId]);
    return { stream, name: ref.name, kind: ref.kind, bytes: ref.bytes };
  }

  /** Referrals whose first visit is being booked now: a second booking of it at the same moment is refused, not made twice. */
  const scheduling = new Set<string>();

  async function change(id: string, who: StaffActor, key: string | undefined, action: string, build: (state: ReferralState, base: EventBase) => ReferralEvent): Promise<StaffReferral> {
    await find(id, who, action);
    const now = clock.now();
    const { record, replayed } = await referrals.change({ idempotencyKey: key, payload: { action, id }, now }, id, (state) =>
      build(state, { id: randomUUID(), referralId: id, createdAt: new Date(now).toISOString(), staffId: who.userId }),
    );
    if (!replayed) mail?.arrived('referral', record);
    await log(who, action, [id]);
    return wholeOf((await referrals.get(id))!);
  }

  /** A new referral is accepted; the referrer is told (the reference, never the patient's name). */
  function accept(id: string, who: StaffActor, key?: string): Promise<StaffReferral> {
    return change(id, who, key, 'referral-accepted', (state, base) => {
      if (state.status !== 'new') throw new ConflictError(`This referral is already ${state.status}.`);
      return { ...base, event: 'accepted', mail: outgoing('referral-accepted') };
    });
  }

  /** Declined with a message to the referrer (the only staff words that are mailed) and a note kept for staff. */
  function decline(id: string, words: { message?: string; note?: string }, who: StaffActor, key?: string): Promise<StaffReferral> {
    return change(id, who, key, 'referral-declined', (state, base) => {
      if (state.status === 'declined' || state.status === 'scheduled') throw new ConflictError(`This referral is already ${state.status}.`);
      return { ...base, event: 'declined', ...(words.message ? { message: words.message } : {}), ...(words.note ? { note: words.note } : {}), mail: outgoing('referral-declined') };
    });
  }

  /**
   * The first visit, booked through the coordinator's day (a staff booking from a referral: a nurse,
   * a place, a series when asked) and linked both ways: the booking names the referral, the referral's
   * 'scheduled' event the booking. A plan (`dryRun`) books nothing and changes nothing. A new referral
   * is accepted by being scheduled; a declined or already scheduled one is refused. The referrer is
   * e-mailed the day and time, never the patient's name; the patient gets what the booking sends.
   */
  async function schedule(id: string, request: StaffBookingRequest, who: StaffActor, key?: string): Promise<StaffBookingAnswer> {
    const state = await find(id, who, 'referral-scheduled');
    if (request.dryRun) return (await visits.create({ ...request, source: 'referral' }, who)).answer;
    if (scheduling.has(id)) throw new ConflictError('This referral\'s first visit is being booked by someone else right now.');
    scheduling.add(id);
    try {
      const link = (current: ReferralState, base: EventBase, answer: StaffBookingAnswer): ReferralEvent => {
        if (current.status === 'declined' || current.status === 'scheduled') throw new ConflictError(`This referral is already ${current.status}.`);
        const first = answer.bookings[0]!;
        return { ...base, event: 'scheduled', bookingId: first.id!, ...(answer.seriesId ? { seriesId: answer.seriesId } : {}), date: first.date, time: first.time, mail: outgoing('referral-scheduled') };
      };
      const booking = { ...request, source: 'referral' as const, referralId: id };
      const linkKey = key && `${key}:referral`;
      if (state.status === 'new' || state.status === 'accepted') {
        const { answer } = await visits.create(booking, who, key);
        await change(id, who, linkKey, 'referral-scheduled', (current, base) => link(current, base, answer));
        return answer;
      }
      // Declined, or scheduled already: only a retry of the same request (its key) is answered, with what it booked; nothing new is booked.
      await change(id, who, linkKey, 'referral-scheduled', (current) => {
        throw new ConflictError(current.status === 'declined' ? 'This referral is declined: it cannot be scheduled.' : 'This referral\'s first visit is already booked. Book more visits from Book by phone.');
      });
      return (await visits.create(booking, who, key)).answer;
    } finally {
      scheduling.delete(id);
    }
  }

  /** Deletes it for good with its documents and e-mails (audited there, by id); an unknown id is audited as refused. */
  async function remove(id: string, who: StaffActor): Promise<void> {
    try {
      await life.forgetReferral(id, { actor: who.username, address: who.address });
    } catch (error) {
      if (error instanceof NotFoundError) await log(who, 'delete-referral', lookedUpIds(id), 'refused', 'not-found');
      throw error;
    }
  }

  /** A referral that came by fax or phone, typed in by staff with its files. */
  async function add(fields: Record<string, string>, received: readonly ReceivedDocument[], who: StaffActor, key?: string): Promise<{ id: string; reference: string }> {
    const answer = await intake.submit({ fields, documents: received, idempotencyKey: key, from: { source: 'staff', staffId: who.userId } });
    if (!answer.replayed) await log(who, 'add-referral', [answer.id]);
    return { id: answer.id, reference: answer.reference };
  }

  /** Referrals received on the provider's days `from`..`to`, oldest first; not audited here (the export is). */
  async function inRange(range: DateRange): Promise<StaffReferral[]> {
    const { from, to } = checkRange(range);
    return (await referrals.list())
      .filter((state) => {
        const day = dayOf(state.referral.createdAt, timeZone);
        return day >= from && day <= to;
      })
      .map(wholeOf);
  }

  function summaryOf({ referral, status }: ReferralState): ReferralSummary {
    return {
      id: referral.id,
      reference: referral.reference,
      status,
      createdAt: referral.createdAt,
      urgency: referral.urgency,
      outOfArea: referral.outOfArea,
      source: referral.source,
      referrerRole: referral.referrerRole,
      referrerName: referral.referrerName,
      ...(referral.referrerOrganization ? { referrerOrganization: referral.referrerOrganization } : {}),
      patientName: referral.patientName,
      woundType: referral.woundType,
      documents: referral.documents.length,
      ...(languageOf(referral) === 'es' ? { language: 'es' as const } : {}),
    };
  }

  /** Everything staff may see of a referral: an allow-list, so a field added to the record later is not shown by accident. */
  function wholeOf(state: ReferralState): StaffReferral {
    const { referral } = state;
    const optional = <K extends keyof typeof referral>(key: K) => (referral[key] ? { [key]: referral[key] } : {});
    return {
      ...summaryOf(state),
      ...(referral.enteredBy ? { enteredBy: users.get(referral.enteredBy)?.username ?? 'a former account' } : {}),
      referrerPhone: referral.referrerPhone,
      referrerEmail: referral.referrerEmail,
      ...optional('practitionerName'),
      ...optional('practitionerNpi'),
      patientDateOfBirth: referral.patientDateOfBirth,
      patientPhone: referral.patientPhone,
      patientAddress: referral.patientAddress,
      patientZip: referral.patientZip,
      woundLocation: referral.woundLocation,
      ...optional('diagnosis'),
      ...optional('orders'),
      ...optional('faceToFaceDate'),
      payer: referral.payer,
      ...optional('memberId'),
      ...optional('interpreterLanguage'),
      documents: referral.documents.map(({ id, name, kind, bytes }) => ({ id, name, kind, bytes })),
      events: state.events.map((event) => ({
        event: event.event,
        at: event.createdAt,
        by: users.get(event.staffId)?.username ?? 'a former account',
        ...(event.event === 'declined' ? { ...(event.message ? { message: event.message } : {}), ...(event.note ? { note: event.note } : {}) } : {}),
        ...(event.event === 'scheduled' ? { bookingId: event.bookingId, ...(event.seriesId ? { seriesId: event.seriesId } : {}), date: event.date, time: event.time } : {}),
      })),
      ...(referral.mailWithheld ? { notMailed: true } : {}),
    } as StaffReferral;
  }

  return { list, newCount, get, document, accept, decline, schedule, remove, add, inRange };
}
