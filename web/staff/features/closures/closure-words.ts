import { formatDateLong, formatTime12h } from '#contract';
import type { ClosureRequest, StaffClosure } from '#contract/staff';

export type ClosureKind = 'day' | 'days' | 'hours';

export interface ClosureDraft {
  kind: ClosureKind;
  from: string;
  to: string;
  startTime: string;
  endTime: string;
  reason: string;
  /** A nurse's leave: their id; empty, the whole practice closes. */
  clinicianId: string;
}

export const EMPTY_DRAFT: ClosureDraft = { kind: 'day', from: '', to: '', startTime: '', endTime: '', reason: '', clinicianId: '' };

/** What the form sends for each kind: only the fields that kind has, and the nurse when it is one nurse's leave. */
export function closureRequest(draft: ClosureDraft): Partial<ClosureRequest> & { reason: string } {
  const base = { from: draft.from, reason: draft.reason, ...(draft.clinicianId ? { clinicianId: draft.clinicianId } : {}) };
  if (draft.kind === 'days') return { ...base, to: draft.to };
  if (draft.kind === 'hours') return { ...base, startTime: draft.startTime, endTime: draft.endTime };
  return base;
}

/**
 * The contract words the days as 'the first closed day' and 'the last closed day'; the form's
 * fields are labelled 'Day', or 'First day' and 'Last day', so a message names the field as it is
 * labelled (WCAG 3.3.1).
 */
export function closureMessages(errors: Record<string, string>, kind: ClosureKind): Record<string, string> {
  const [first, last] = kind === 'days' ? ['first day', 'last day'] : ['day', 'last day'];
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message.replace(/first closed day/g, first).replace(/last closed day/g, last).replace(/before the first$/, `before the ${first}`)]),
  );
}

/** 'Monday, March 9, 2026', 'Monday, March 9, 2026 to Friday, March 13, 2026', or '…, 9:00 AM to 12:00 PM'. */
export function closureWhen(closure: Pick<StaffClosure, 'from' | 'to' | 'startTime' | 'endTime'>): string {
  const days = closure.to && closure.to !== closure.from ? `${formatDateLong(closure.from)} to ${formatDateLong(closure.to)}` : formatDateLong(closure.from);
  return closure.startTime && closure.endTime ? `${days}, ${formatTime12h(closure.startTime)} to ${formatTime12h(closure.endTime)}` : `${days}, all day`;
}
