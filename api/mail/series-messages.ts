import { buildCalendar, calendarUid, type ListedEvent } from '#contract/ics';
import type { Lang } from '#contract/language';
import type { CareKind } from '#contract/staff';
import type { MadeBooking } from '../bookings/booking.store';
import { lengthOf } from '../bookings/kinds';
import { interpreterNote, type Rendered, toVisitor, type VisitorLinks, whatToExpect } from './visitor-messages';
import { slotWhen, VISITOR_WORDS } from './words';

/** One visit of a series as a message lists it: where it stood when the message was declared. */
export interface SeriesVisit {
  booking: MadeBooking;
  date: string;
  time: string;
  sequence: number;
}

/** A series as one message describes it (decision 055): its patient, its visits, in its language. */
export interface SeriesMessage {
  kind: CareKind;
  lang: Lang;
  /** The address the series' messages go to (the first visit's: staff gave one for the series). */
  to: string;
  firstName: string;
  visits: readonly SeriesVisit[];
  /** The pages every message to a visitor links (visitor-messages.ts). */
  links: VisitorLinks;
  timeZone: string;
}

/** Every visit in one calendar file: several events with their own UIDs may travel together only as PUBLISH (RFC 5546 3.2.1). */
function calendarOf(series: SeriesMessage, status: 'CONFIRMED' | 'CANCELLED', now: Date): string {
  const { calendar, visit: what } = VISITOR_WORDS[series.lang];
  const events: ListedEvent[] = series.visits.map((visit) => ({
    uid: calendarUid(visit.booking.id),
    date: visit.date,
    time: visit.time,
    minutes: lengthOf(visit.booking),
    timeZone: series.timeZone,
    summary: calendar.summary(what[series.kind].label),
    description: calendar.descriptionByPhone(what[series.kind].what),
    sequence: visit.sequence,
    status,
  }));
  return buildCalendar(events, now, { method: 'PUBLISH' });
}

const whenOf = (series: SeriesMessage) => (visit: SeriesVisit) => slotWhen(series.kind, visit.date, visit.time, series.timeZone, series.lang, lengthOf(visit.booking));

/** The one confirmation of a series: every visit's time, what to expect, how to change them (by phone), and one .ics with all of them. */
export function seriesConfirmed(series: SeriesMessage, now: Date): Rendered {
  const words = VISITOR_WORDS[series.lang];
  const many = words.howMany(series.visits.length, series.kind);
  const times = series.visits.map(whenOf(series));
  return {
    to: series.to,
    ...toVisitor(series.lang, series.links, words.series.subject(many, times[0] ?? ''), words.series.heading(many), [
      { p: words.hello(series.firstName) },
      { p: words.confirmed.thanks },
      { h2: words.series.dates },
      { list: times },
      ...interpreterNote(series.lang, series.kind, series.visits[0]?.booking.interpreterLanguage),
      ...whatToExpect(words, series.kind),
      { h2: words.change.heading },
      { p: words.series.change },
      { p: words.series.calendar },
      { p: words.callUs },
    ]),
    ics: { method: 'PUBLISH', content: calendarOf(series, 'CONFIRMED', now), filename: words.calendar.seriesFileName },
  };
}

/** A series cancelled whole: the visits it cancelled, staff's message to the patient quoted as written, and one .ics that removes them. */
export function seriesCancelled(series: SeriesMessage, message: string | undefined, now: Date): Rendered {
  const words = VISITOR_WORDS[series.lang];
  const many = words.howMany(series.visits.length, series.kind);
  return {
    to: series.to,
    ...toVisitor(series.lang, series.links, words.series.cancelledSubject(many), words.series.cancelledHeading(many), [
      { p: words.hello(series.firstName) },
      { p: words.series.cancelledByStaff(many) },
      { list: series.visits.map(whenOf(series)) },
      ...(message ? [{ p: words.cancelled.teamMessage }, { quote: message }] : []),
      { p: words.series.cancelledCalendar },
      { p: words.cancelled.bookAgainByPhone },
    ]),
    ics: { method: 'PUBLISH', content: calendarOf(series, 'CANCELLED', now), filename: words.calendar.seriesFileName },
  };
}

