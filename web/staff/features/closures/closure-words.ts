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
}

export const EMPTY_DRAFT: ClosureDraft = { kind: 'day', from: '', to: '', startTime: '', endTime: '', reason: '' };

/** What the form sends for each kind: only the fields that kind has. */
export function closureRequest(draft: ClosureDraft): Partial<ClosureRequest> & { reason: string } {
  const base = { from: draft.from, reason: draft.reason };
  if (draft.kind === 'days') return { ...base, to: draft.to };
  if (draft.kind === 'hours') return { ...base, startTime: draft.startTime, endTime: draft.endTime };
  return base;
}

/** 'Monday, March 9, 2026', 'Monday, March 9, 2026 to Friday, March 13, 2026', or '…, 9:00 AM to 12:00 PM'. */
export function closureWhen(closure: Pick<StaffClosure, 'from' | 'to' | 'startTime' | 'endTime'>): string {
  const days = closure.to && closure.to !== closure.from ? `${formatDateLong(closure.from)} to ${formatDateLong(closure.to)}` : formatDateLong(closure.from);
  return closure.startTime && closure.endTime ? `${days}, ${formatTime12h(closure.startTime)} to ${formatTime12h(closure.endTime)}` : `${days}, all day`;
}
