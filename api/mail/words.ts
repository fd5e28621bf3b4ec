import {
  addMinutes,
  type BookingKind,
  CONSULTATION_RULE,
  COORDINATOR_RULE,
  formatDateLong,
  formatTime12h,
  guidePath,
  provider,
  timeZoneName,
  zonedToInstant,
} from '../contract';
import { wayToHelpText } from '../contract/way-to-help';
import type { Block } from './compose';

/** The words of every message about a visit, from the facts file and the slot rules. */

export const RULES = { consultation: CONSULTATION_RULE, coordinator: COORDINATOR_RULE } as const;

/** What the visit is, in a sentence ("your free consultation") and as a label ("Free consultation"). */
export const VISIT = {
  consultation: { noun: 'free consultation', label: 'Free consultation', what: 'Free 15-minute consultation with a wound care nurse, by phone or video' },
  coordinator: { noun: 'facility coordination visit', label: 'Facility coordination visit', what: '1-hour on-site coordination visit with our care coordinator' },
} as const satisfies Record<BookingKind, { noun: string; label: string; what: string }>;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Tuesday, June 9, 2026 at 9:00 AM (Eastern Time)'; a facility visit as a range. */
export function slotWhen(kind: BookingKind, date: string, time: string, timeZone: string): string {
  const start = formatTime12h(time);
  const minutes = RULES[kind].minutes;
  const range = minutes >= 60 ? `${start} – ${formatTime12h(addMinutes(time, minutes))}` : start;
  return `${formatDateLong(date)} at ${range} (${timeZoneName(timeZone, new Date(zonedToInstant(date, time, timeZone)))})`;
}

/** What happens at the visit, as the booking pages say it (web/content/after-booking.ts words the same facts). */
export function whatToExpect(kind: BookingKind): string[] {
  const { afterBooking, phone } = provider;
  if (kind === 'coordinator') {
    return [`${capital(afterBooking.facilityCaller)} calls the contact person you named, from ${phone}, to confirm the visit.`];
  }
  return [
    `${capital(afterBooking.caller)} calls you at the time you booked, from ${phone}.`,
    `For a video call, the nurse sends a video link by ${afterBooking.videoLinkBy} to the mobile number you gave, a few minutes before the time.`,
  ];
}

export const CALL_US = `Questions? Call us at ${provider.phone}. ${provider.hours.onCall}`;

/** The guide on when to get help, at the site's public address: every visitor's message links it. */
export const helpGuideUrl = (publicUrl: string): string => `${publicUrl}${guidePath('when-to-seek-professional-help')}`;

/**
 * The end of every message to a visitor (issue 26): the way to help, 911 first (the site's
 * three lines, api/contract/escalation.ts), then the guide that says which signs need which call.
 */
export const safetyNet = (helpUrl: string): Block[] => [
  { p: wayToHelpText(provider.phone) },
  { link: { href: helpUrl, text: 'When to Seek Professional Help' } },
];
