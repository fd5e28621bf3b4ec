import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { addDays, provider, todayIn } from '#contract';
import { buildCalendar, calendarUid, type ListedEvent } from '#contract/ics';
import { calendarFeedPath, type CareKind, FEED_DAYS, type FeedCreatedAnswer, type FeedStatusAnswer, STAFF_BASE } from '#contract/staff';
import type { BookingState, BookingStore } from '../bookings/booking.store';
import { lengthOf } from '../bookings/kinds';
import { referenceOf } from '../bookings/reference';
import { townOf } from '../bookings/town';
import type { ClinicianStore } from '../clinicians/clinician.store';
import type { Clock } from '../clock';
import { InvalidInputError } from '../domain-errors';
import type { UsersStore } from '../users/users.store';
import { type FeedCreated, type FeedStore, tokenHashOf } from './feed.store';

export interface FeedServiceOptions {
  feeds: FeedStore;
  bookings: Record<CareKind, BookingStore>;
  clinicians: Pick<ClinicianStore, 'get' | 'linkedTo'>;
  users: Pick<UsersStore, 'get'>;
  clock: Clock;
  timeZone: string;
  publicUrl: string;
}

/** What a feed's event is called: the kind and the booking's reference, never who it is for. */
const TITLES: Record<CareKind, string> = { consultation: 'Free consultation', coordinator: 'Facility coordination visit', visit: 'Wound-care visit' };

/** How often a subscribing app is asked to fetch again (Apple Calendar and Outlook read it; Google Calendar keeps its own pace). */
const REFRESH_MINUTES = 60;

export interface RenderedFeed {
  body: string;
  etag: string;
}

export type FeedService = ReturnType<typeof createFeedService>;

/**
 * Private calendar feeds (decision 056): a staff account makes one (a new one voids the old),
 * for the nurse linked to it, a nurse it names, or everyone. The feed holds the bookings of the
 * past 7 and next 60 days: the kind and reference, the times, the town; never a name, a contact,
 * an address or a note. Fetching it needs no session, changes nothing and is counted, not audited.
 */
export function createFeedService({ feeds, bookings, clinicians, users, clock, timeZone, publicUrl }: FeedServiceOptions) {
  const answerOf = (feed: FeedCreated) => (feed.clinicianId ? { clinicianId: feed.clinicianId } : {});

  /** `clinicianId` absent: the account's nurse, or everyone; null: everyone. */
  async function create(who: { userId: string; username: string }, clinicianId: string | null | undefined): Promise<FeedCreatedAnswer & { feedId: string }> {
    if (clinicianId && !clinicians.get(clinicianId)) throw new InvalidInputError('There is no nurse with that id. Please choose one from the team.', { clinicianId: 'Please choose a nurse from the team' });
    const nurse = clinicianId === undefined ? clinicians.linkedTo(who.username)?.id : (clinicianId ?? undefined);
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    // No replay by Idempotency-Key: the token cannot be shown again (only its hash is kept), so each request makes a new feed, which voids the one before.
    await feeds.append({ payload: { clinicianId }, now }, () => ({
      id: randomUUID(),
      event: 'created',
      userId: who.userId,
      tokenHash: tokenHashOf(token),
      ...(nurse ? { clinicianId: nurse } : {}),
      createdAt: new Date(now).toISOString(),
    }));
    const feed = feeds.ofUser(who.userId)!;
    return { url: `${publicUrl}${calendarFeedPath(token)}`, ...answerOf(feed), feedId: feed.id };
  }

  /** Voids the account's feed; resolves with its id, or null when it had none. */
  async function remove(userId: string): Promise<string | null> {
    const feed = feeds.ofUser(userId);
    if (!feed) return null;
    const now = clock.now();
    await feeds.append({ payload: { void: feed.id }, now }, () => ({ id: randomUUID(), event: 'voided', feedId: feed.id, userId, createdAt: new Date(now).toISOString() }));
    return feed.id;
  }

  function status(userId: string): FeedStatusAnswer {
    const feed = feeds.ofUser(userId);
    if (!feed) return {};
    const { fetches, lastFetchedAt } = feeds.countOf(feed.id);
    return { feed: { ...answerOf(feed), createdAt: feed.createdAt, fetches, ...(lastFetchedAt ? { lastFetchedAt } : {}) } };
  }

  /** The feed a token opens, as iCalendar text with its ETag; null for a token that is not a live feed's (voided, replaced, or its account disabled). */
  function read(token: string): RenderedFeed | null {
    const feed = feeds.byToken(token);
    const owner = feed && users.get(feed.userId);
    if (!feed || !owner || owner.disabled) return null;
    const now = clock.now();
    const today = todayIn(now, timeZone);
    const [from, to] = [addDays(today, -FEED_DAYS.past), addDays(today, FEED_DAYS.ahead)];
    const events: ListedEvent[] = [];
    for (const [kind, store] of Object.entries(bookings) as [CareKind, BookingStore][]) {
      for (const state of store.current()) {
        if (state.date < from || state.date > to || (feed.clinicianId && state.clinicianId !== feed.clinicianId)) continue;
        events.push(eventOf(kind, state));
      }
    }
    events.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
    const nurse = feed.clinicianId ? clinicians.get(feed.clinicianId)?.name : undefined;
    const body = buildCalendar(events, new Date(now), { name: `${provider.brandName}: ${nurse ?? 'every nurse'}`, refreshMinutes: REFRESH_MINUTES });
    feeds.counted(feed.id, now);
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
  }

  function eventOf(kind: CareKind, state: BookingState): ListedEvent {
    const { booking } = state;
    const town = booking.town ?? townOf(booking.address) ?? townOf(addressInNotes(booking.notes));
    const lastChange = state.changes.at(-1)?.createdAt ?? booking.createdAt;
    return {
      uid: calendarUid(booking.id),
      date: state.date,
      time: state.time,
      minutes: lengthOf(booking),
      timeZone,
      summary: `${TITLES[kind]} ${referenceOf(booking.id)}`,
      description: `The details are in the staff area (sign-in needed): ${publicUrl}${STAFF_BASE}/bookings/${booking.id}`,
      ...(town ? { location: town } : {}),
      sequence: state.sequence,
      status: state.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      stamp: new Date(lastChange),
    };
  }

  return { create, remove, status, read };
}

/** The public facility form writes "Address: …" as a line of the notes (docs/product.md, "The facility appointment form"). */
function addressInNotes(notes: string | undefined): string | undefined {
  return notes?.split('\n').find((line) => line.startsWith('Address: '))?.slice('Address: '.length);
}
