import { randomUUID } from 'node:crypto';
import type { AuditActor } from '../audit/audit.store';
import { receivedBefore } from '../contact/contact.store';
import { CARE_KINDS, type CareKind } from '#contract/staff';
import type { MailOutcome, MailSubject } from '../mail/mail-log.store';
import type { LifeStores } from './data-life.service';
import type { ForgetPlan } from './forget-journal';
import { cutoffsAt } from './retention-rules';

export const KINDS: readonly CareKind[] = CARE_KINDS;

/** A plan's bookings of a kind: a journal written before visits existed names none. */
export const planned = (job: Pick<ForgetPlan, 'bookings'>, kind: CareKind): string[] => job.bookings[kind] ?? [];

/**
 * What a purge or a deletion removes, written down before anything goes (the journal's plan,
 * docs/decisions/023-retention.md): the bookings (a series' last visit takes its series' messages),
 * the inquiries, the referrals with their documents (docs/decisions/060-referrals.md), and every
 * message and mail-log outcome about them. Reads only; data-life.service.ts carries the plan out.
 */
export function recordPlanner({ stores, retentionMonths, timeZone }: { stores: LifeStores; retentionMonths: number; timeZone: string }) {
  const bookings = { consultation: stores.consultations, coordinator: stores.coordinators, visit: stores.visits } as const;

  /** The referrals' ids as they stand: their store answers by promise, read before each job. */
  let referralIds: ReadonlySet<string> = new Set();
  async function readReferrals() {
    const states = await stores.referrals.list();
    referralIds = new Set(states.map((state) => state.referral.id));
    return states;
  }

  function exists(subject: MailSubject): boolean {
    switch (subject.source) {
      case 'inquiry':
        return stores.inquiries.get(subject.id) !== undefined;
      case 'referral':
        return referralIds.has(subject.id);
      // Staff alerts about an account's sign-ins: kept while the account is (accounts are disabled, never deleted).
      case 'account':
        return stores.users.get(subject.id) !== undefined;
      default:
        return bookings[subject.source].get(subject.id) !== undefined;
    }
  }

  function outcomesAbout(ids: ReadonlySet<string>): MailOutcome[] {
    return stores.mailLog.outcomes.filter((outcome) => ids.has(outcome.about.id) || !exists(outcome.about));
  }

  /**
   * The messages these records declared (and the series that go with their last visit), the
   * outcomes logged about them and the alerts those declared: the names of their .eml files.
   */
  async function messageIdsOf(bookingIds: Partial<Record<CareKind, string[]>>, inquiryIds: readonly string[], referralIdsGone: readonly string[]): Promise<string[]> {
    const ids = new Set<string>();
    const take = (record: object | undefined) => (record as { mail?: readonly { id: string }[] } | undefined)?.mail?.forEach((message) => ids.add(message.id));
    for (const kind of KINDS) {
      const going = bookingIds[kind] ?? [];
      for (const id of going) {
        const state = bookings[kind].get(id);
        take(state?.booking);
        state?.changes.forEach(take);
      }
      bookings[kind].seriesEmptiedBy(new Set(going)).forEach(take);
    }
    for (const id of inquiryIds) take(stores.inquiries.get(id));
    for (const id of referralIdsGone) {
      const state = await stores.referrals.get(id);
      take(state?.referral);
      state?.events.forEach(take);
    }
    for (const outcome of outcomesAbout(new Set([...KINDS.flatMap((kind) => bookingIds[kind] ?? []), ...inquiryIds, ...referralIdsGone]))) {
      ids.add(outcome.messageId);
      take(outcome);
    }
    return [...ids];
  }

  async function plan(why: ForgetPlan['why'], by: AuditActor, bookingIds: Record<CareKind, string[]>, inquiryIds: string[], referralIdsGone: string[], now: number): Promise<ForgetPlan> {
    const cutoffs = why === 'retention' ? cutoffsAt(now, retentionMonths) : null;
    const documents: string[] = [];
    for (const id of referralIdsGone) documents.push(...((await stores.referrals.get(id))?.referral.documents.map((document) => document.id) ?? []));
    return {
      id: randomUUID(),
      createdAt: new Date(now).toISOString(),
      why,
      by,
      bookings: bookingIds,
      inquiries: inquiryIds,
      referrals: referralIdsGone,
      documents,
      messageIds: await messageIdsOf(bookingIds, inquiryIds, referralIdsGone),
      ...(cutoffs ? { fingerprintsBefore: cutoffs.fingerprintsBefore, auditBefore: cutoffs.auditBefore } : {}),
    };
  }

  async function expiredPlan(now: number, by: AuditActor): Promise<ForgetPlan> {
    const { inquiriesBefore, visitsBefore } = cutoffsAt(now, retentionMonths);
    const bookingIds = {
      consultation: bookings.consultation.visitedBefore(visitsBefore, timeZone),
      coordinator: bookings.coordinator.visitedBefore(visitsBefore, timeZone),
      visit: bookings.visit.visitedBefore(visitsBefore, timeZone),
    };
    await readReferrals();
    // A referral is kept as long as an inquiry, from when it arrived (docs/decisions/060-referrals.md).
    return plan('retention', by, bookingIds, receivedBefore(stores.inquiries, inquiriesBefore), await stores.referrals.receivedBefore(inquiriesBefore), now);
  }

  return { readReferrals, exists, outcomesAbout, plan, expiredPlan };
}
