import type { DocumentKind, ReferrerRole, Urgency } from '#contract/referral';
import type { Lang } from '#contract/language';
import type { ReferralStatus } from '#contract/staff';
import type { Mailing } from '../declared-mail/outgoing';

/** A document as its referral lists it: its id names its file in the document store. */
export interface DocumentRef {
  id: string;
  /** The name it was sent with, made safe to show; never a path. */
  name: string;
  kind: DocumentKind;
  bytes: number;
}

/**
 * A referral as made: what the referrer sent (docs/product.md, "Refer a patient"), its reference,
 * whether the ZIP code is outside the service area, its documents and the messages it caused. Never
 * changed once stored: what staff do with it is a ReferralEvent.
 */
export interface ReferralRecord extends Mailing {
  id: string;
  reference: string;
  createdAt: string;
  /** The website's form, or a staff member typing in a faxed or phoned referral (their account id). */
  source: 'website' | 'staff';
  enteredBy?: string;
  referrerRole: ReferrerRole;
  referrerName: string;
  referrerOrganization?: string;
  referrerPhone: string;
  referrerEmail: string;
  practitionerName?: string;
  practitionerNpi?: string;
  patientName: string;
  patientDateOfBirth: string;
  patientPhone: string;
  patientAddress: string;
  patientZip: string;
  /** The ZIP code is not in the facts file's list: staff call to discuss before accepting. */
  outOfArea: boolean;
  woundType: string;
  woundLocation: string;
  diagnosis?: string;
  orders?: string;
  faceToFaceDate?: string;
  urgency: Urgency;
  payer: string;
  memberId?: string;
  interpreterLanguage?: string;
  /** Spanish when sent from the Spanish page (decision 033); absent for English. */
  language?: Lang;
  documents: readonly DocumentRef[];
}

/** What staff did: accepted it, declined it (a message for the referrer, a note for staff), or scheduled its first visit. */
export type ReferralEvent = {
  id: string;
  referralId: string;
  createdAt: string;
  staffId: string;
} & Mailing &
  (
    | { event: 'accepted' }
    | {
        event: 'declined';
        /** Mailed to the referrer: the only staff text about a referral that leaves the staff area. */
        message?: string;
        /** Kept for staff, never sent. */
        note?: string;
      }
    | {
        event: 'scheduled';
        /** The first visit booked (the staff booking links back with `referralId`), and its series when staff booked a repeat. */
        bookingId: string;
        seriesId?: string;
        date: string;
        time: string;
      }
  );

export type ReferralEntry = ReferralRecord | ReferralEvent;

export const isEvent = (entry: ReferralEntry): entry is ReferralEvent => 'event' in entry;

export type { ReferralStatus };

/** A referral as it stands after what staff did. */
export interface ReferralState {
  readonly referral: ReferralRecord;
  readonly status: ReferralStatus;
  readonly events: readonly ReferralEvent[];
}

/** The status the events leave a referral in: the last one decides. */
export function stateOf(referral: ReferralRecord, events: readonly ReferralEvent[]): ReferralState {
  const last = events.at(-1);
  return { referral, events, status: last ? last.event : 'new' };
}
