import type { SessionAnswer } from '#contract/staff';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The session as the server last told it, with how far the server's clock is ahead of this device's. */
export interface SessionTiming extends SessionAnswer {
  /** Server clock minus this device's, taken when the question left (so times worked out from it are never late). */
  skewMs: number;
}

export const withSkew = (answer: SessionAnswer, askedAt: number): SessionTiming => ({ ...answer, skewMs: Date.parse(answer.checkedAt) - askedAt });

/** A server instant on this device's clock. */
const local = (timing: SessionTiming, instant: string) => Date.parse(instant) - timing.skewMs;

/**
 * How long before the idle end the warning comes: half the idle limit, at least 30 s (WCAG 2.2.1
 * asks for 20), at most 2 minutes. One idle minute: at 30 s. Fifteen: 2 minutes before.
 */
export const idleWarningLead = (idleMinutes: number): number => Math.min(2 * MINUTE, Math.max(30 * SECOND, (idleMinutes * MINUTE) / 2));

/** The 12-hour end cannot be moved, so it is announced early enough to finish and save something. */
export const FINAL_WARNING_LEAD = 5 * MINUTE;

export interface Ends {
  /** When the session ends unless used again (never after `hard`). */
  idle: number;
  /** When it ends whatever is done. */
  hard: number;
}

/**
 * The ends on this device's clock: the later of what the server last said and this tab's own
 * last request, which the server saw no earlier.
 */
export function sessionEnds(timing: SessionTiming, lastActivity: number): Ends {
  const hard = local(timing, timing.endsAt);
  return { idle: Math.min(Math.max(local(timing, timing.expiresAt), lastActivity + timing.idleMinutes * MINUTE), hard), hard };
}

export type Step = { kind: 'idle-warning' | 'final-warning' | 'end'; at: number; end: number };

/**
 * What comes next and when: the idle warning (it offers to stay signed in), the final one (the
 * 12 hours are nearly up: it cannot), or the end. The final warning is given once.
 */
export function nextStep(ends: Ends, idleMinutes: number, finalWarned: boolean): Step {
  const end = Math.min(ends.idle, ends.hard);
  const steps: Step[] = [];
  if (ends.idle < ends.hard) steps.push({ kind: 'idle-warning', at: ends.idle - idleWarningLead(idleMinutes), end: ends.idle });
  if (!finalWarned) steps.push({ kind: 'final-warning', at: ends.hard - FINAL_WARNING_LEAD, end: ends.hard });
  steps.push({ kind: 'end', at: end, end });
  return steps.reduce((first, step) => (step.at < first.at ? step : first));
}

/** '1 minute 5 seconds', '45 seconds': what is left, said the way the warning reads it. */
export function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / SECOND));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [minutes && `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`, (rest || !minutes) && `${rest} ${rest === 1 ? 'second' : 'seconds'}`];
  return parts.filter(Boolean).join(' ');
}
