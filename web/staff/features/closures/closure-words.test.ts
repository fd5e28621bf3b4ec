import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { closureSchema } from '#contract/staff';
import { closureMessages, closureRequest, closureWhen, EMPTY_DRAFT } from './closure-words';

describe('closed times', () => {
  it('when each kind is sent, then only its own fields go, and the contract accepts them', () => {
    const draft = { ...EMPTY_DRAFT, from: '2026-03-09', to: '2026-03-13', startTime: '09:00', endTime: '12:00', reason: 'Training' };
    const day = closureRequest({ ...draft, kind: 'day' });
    const days = closureRequest({ ...draft, kind: 'days' });
    const hours = closureRequest({ ...draft, kind: 'hours' });
    expect(day).toEqual({ from: '2026-03-09', reason: 'Training' });
    expect(days).toEqual({ from: '2026-03-09', to: '2026-03-13', reason: 'Training' });
    expect(hours).toEqual({ from: '2026-03-09', startTime: '09:00', endTime: '12:00', reason: 'Training' });
    for (const request of [day, days, hours]) expect(v.safeParse(closureSchema, request).success).toBe(true);
  });

  it('when a range ends before it starts, then the contract refuses it with a message', () => {
    const result = v.safeParse(closureSchema, closureRequest({ ...EMPTY_DRAFT, kind: 'days', from: '2026-03-13', to: '2026-03-09', reason: 'Leave' }));
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('The last closed day cannot be before the first');
  });

  it('when the contract’s messages name the days, then the form’s words name them as its fields are labelled', () => {
    const errors = { from: 'Please give the first closed day', to: 'The last closed day cannot be before the first', reason: 'Please give a reason (holiday, leave, training)' };
    expect(closureMessages(errors, 'day')).toEqual({ ...errors, from: 'Please give the day', to: 'The last day cannot be before the day' });
    expect(closureMessages(errors, 'days')).toEqual({ ...errors, from: 'Please give the first day', to: 'The last day cannot be before the first day' });
  });

  it('when the closed time is one nurse’s leave, then the nurse goes with it; the whole practice sends none', () => {
    expect(closureRequest({ ...EMPTY_DRAFT, from: '2026-03-09', reason: 'Leave', clinicianId: 'n1' })).toEqual({ from: '2026-03-09', reason: 'Leave', clinicianId: 'n1' });
    expect(closureRequest({ ...EMPTY_DRAFT, from: '2026-03-09', reason: 'Holiday' })).toEqual({ from: '2026-03-09', reason: 'Holiday' });
  });

  it('when a closure is worded, then a day, a range and hours read as people say them', () => {
    expect(closureWhen({ from: '2026-03-09', to: '2026-03-09' })).toBe('Monday, March 9, 2026, all day');
    expect(closureWhen({ from: '2026-03-09', to: '2026-03-10' })).toBe('Monday, March 9, 2026 to Tuesday, March 10, 2026, all day');
    expect(closureWhen({ from: '2026-03-09', to: '2026-03-09', startTime: '09:00', endTime: '12:30' })).toBe('Monday, March 9, 2026, 9:00 AM to 12:30 PM');
  });
});
