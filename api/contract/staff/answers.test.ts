import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { auditListSchema, closureAnswerSchema, type MailFailure, mailFailuresAnswerSchema, recentMailFailuresAnswerSchema, signInAnswerSchema, type StaffBooking, staffBookingListSchema } from '.';

const booking: StaffBooking = {
  id: 'b1',
  kind: 'coordinator',
  reference: 'EV7K2M9Q',
  minutes: 60,
  source: 'web',
  date: '2026-03-09',
  time: '10:00',
  status: 'cancelled',
  clientName: 'Ana Silva',
  clientEmail: 'ana@example.com',
  clientPhone: '5552019988',
  facilityName: 'Maple House',
  notes: '',
  createdAt: '2026-03-01T14:00:00.000Z',
  cancelledBy: 'staff',
  cancelledAt: '2026-03-02T09:00:00.000Z',
  cancelMessage: 'Please call us to choose a new time.',
  cancelNote: 'Duplicate',
  moves: 1,
  burst: { size: 6, by: 'address' },
};

describe('staff answer schemas', () => {
  it('when the server answers with the contract shapes, then they parse unchanged', () => {
    expect(v.parse(staffBookingListSchema, [booking])).toEqual([booking]);
    const enrol = { step: 'enrol', secret: 'JBSWY3DP', otpauthUrl: 'otpauth://totp/x', expiresAt: '2026-03-01T14:10:00.000Z', checkedAt: '2026-03-01T14:00:00.000Z' };
    expect(v.parse(signInAnswerSchema, enrol)).toEqual(enrol);
    const closure = { id: 'c1', from: '2026-03-09', to: '2026-03-09', reason: 'Training', createdAt: '2026-03-01T00:00:00.000Z' };
    expect(v.parse(closureAnswerSchema, { closure, conflicts: ['b1'] })).toEqual({ closure, conflicts: ['b1'] });
  });

  it('when an answer lacks a field or has a status out of the list, then parsing fails', () => {
    const { clientName: _left, ...withoutName } = booking;
    expect(v.safeParse(staffBookingListSchema, [withoutName]).success).toBe(false);
    expect(v.safeParse(staffBookingListSchema, [{ ...booking, status: 'deleted' }]).success).toBe(false);
    expect(v.safeParse(staffBookingListSchema, [{ ...booking, kind: 'house-call' }]).success).toBe(false);
    expect(v.safeParse(auditListSchema, [{ id: 'a', at: 'x', actor: 'cli', action: 'x', recordIds: [], address: '::1', outcome: 'maybe' }]).success).toBe(false);
    expect(v.safeParse(signInAnswerSchema, { step: 'enrol' }).success).toBe(false);
    // The set-up step without its end: the app could not count down to it.
    expect(v.safeParse(signInAnswerSchema, { step: 'code', checkedAt: '2026-03-01T14:00:00.000Z' }).success).toBe(false);
  });

  it('when the mail failures come, then they parse unchanged; a kind of message or a subject the app does not know fails', () => {
    const failure: MailFailure = {
      id: 'm1',
      template: 'booking-reminder',
      createdAt: '2026-03-08T14:00:00.000Z',
      failedAt: '2026-03-08T14:00:02.000Z',
      attempts: 1,
      code: '550',
      about: { kind: 'consultation', id: 'b1' },
    };
    expect(v.parse(mailFailuresAnswerSchema, { failures: [failure] })).toEqual({ failures: [failure] });
    expect(v.safeParse(mailFailuresAnswerSchema, { failures: [{ ...failure, template: 'newsletter' }] }).success).toBe(false);
    expect(v.safeParse(mailFailuresAnswerSchema, { failures: [{ ...failure, about: { kind: 'closure', id: 'c1' } }] }).success).toBe(false);
    expect(v.safeParse(mailFailuresAnswerSchema, [failure]).success).toBe(false);
    expect(v.parse(recentMailFailuresAnswerSchema, { recent: 2 })).toEqual({ recent: 2 });
    expect(v.safeParse(recentMailFailuresAnswerSchema, { recent: '2' }).success).toBe(false);
  });

  it('when a booking comes without a move count, then it reads as never moved', () => {
    const { moves: _moves, ...older } = booking;
    expect(v.parse(staffBookingListSchema, [older])[0]!.moves).toBe(0);
  });
});
