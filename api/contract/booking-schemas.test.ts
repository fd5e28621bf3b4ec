import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { consultation, coordinatorVisit } from '../test-support/payloads';
import { MAX_LENGTH } from './constants';
import {
  consultationBookingSchema,
  consultationFormSchema,
  coordinatorBookingSchema,
  coordinatorFormSchema,
  fieldErrors,
} from './schemas';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

const without = (input: Record<string, unknown>, field: string) => {
  const copy = { ...input };
  delete copy[field];
  return copy;
};

const consultationForm = (overrides: Record<string, unknown> = {}) => ({
  clientName: 'James Carter',
  clientEmail: 'james.carter@example.com',
  clientPhone: '555-302-4455',
  consultationType: 'video',
  woundType: 'Diabetic ulcers',
  notes: '',
  ...overrides,
});

const coordinatorForm = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-06-15',
  time: '10:00',
  facilityName: 'Sunrise Assisted Living',
  facilityAddress: '12 Elm Street, Springfield',
  contactName: 'Linda Park',
  contactEmail: 'linda.park@sunrise-care.example',
  contactPhone: '555 410 2200',
  ...overrides,
});

describe('consultation booking payload', () => {
  it('when the payload is valid, then it parses', () => {
    expect(errorsOf(consultationBookingSchema, consultation('2026-06-15', '09:15'))).toEqual({});
  });

  it.each([
    ['clientName', '', 'Your name is required'],
    ['clientEmail', 'james@', 'Please enter a valid email'],
    ['clientPhone', '555 302', 'Please enter a valid phone number'],
    ['date', '', 'Please select a date'],
    ['date', '2026-02-30', 'Please select a date'],
    ['date', '06/15/2026', 'Please select a date'],
    ['time', '', 'Please select a time'],
    ['time', '9:00', 'Please select a time'],
    ['time', '24:00', 'Please select a time'],
    ['type', 'coordinator', "Booking type must be 'consultation'"],
  ])('when %s is %j, then the message is "%s"', (field, value, message) => {
    expect(errorsOf(consultationBookingSchema, consultation('2026-06-15', '09:15', { [field]: value }))).toEqual({ [field]: message });
  });

  it.each([
    ['clientName', 'Your name is required'],
    ['clientEmail', 'Please enter a valid email'],
    ['clientPhone', 'Please enter a valid phone number'],
    ['date', 'Please select a date'],
    ['time', 'Please select a time'],
  ])('when %s is missing, then the message is still "%s"', (field, message) => {
    expect(errorsOf(consultationBookingSchema, without(consultation('2026-06-15', '09:15'), field))).toEqual({ [field]: message });
  });

  it('when notes exceed the limit or unknown fields are sent, then notes are refused and the unknown fields dropped', () => {
    const tooLong = errorsOf(consultationBookingSchema, consultation('2026-06-15', '09:15', { notes: 'x'.repeat(MAX_LENGTH.bookingNotes + 1) }));
    const parsed = v.parse(consultationBookingSchema, consultation('2026-06-15', '09:15', { id: 'mine', available: false }));

    expect(tooLong).toEqual({ notes: `Please keep this under ${MAX_LENGTH.bookingNotes} characters` });
    expect(parsed).not.toHaveProperty('id');
    expect(parsed).not.toHaveProperty('available');
  });
});

describe('coordinator booking payload', () => {
  it('when the payload is valid, then it parses', () => {
    expect(errorsOf(coordinatorBookingSchema, coordinatorVisit('2026-06-15', '10:00'))).toEqual({});
  });

  it.each([
    ['clientName', 'Contact name is required'],
    ['facilityName', 'Facility name is required'],
    ['clientEmail', 'Please enter a valid email'],
    ['clientPhone', 'Please enter a valid phone number'],
    ['date', 'Please select a date'],
    ['time', 'Please select a time'],
  ])('when %s is empty or missing, then the message is "%s"', (field, message) => {
    expect(errorsOf(coordinatorBookingSchema, coordinatorVisit('2026-06-15', '10:00', { [field]: '' }))).toEqual({ [field]: message });
    expect(errorsOf(coordinatorBookingSchema, without(coordinatorVisit('2026-06-15', '10:00'), field))).toEqual({ [field]: message });
  });

  it('when the facility name is longer than its limit, then it is refused', () => {
    const input = coordinatorVisit('2026-06-15', '10:00', { facilityName: 'F'.repeat(MAX_LENGTH.shortText + 1) });

    expect(errorsOf(coordinatorBookingSchema, input)).toEqual({ facilityName: `Please keep this under ${MAX_LENGTH.shortText} characters` });
  });
});

describe('consultation form', () => {
  it('when the form is valid, then it parses', () => {
    expect(errorsOf(consultationFormSchema, consultationForm())).toEqual({});
  });

  it.each([
    ['clientName', 'Your name is required'],
    ['clientEmail', 'Please enter a valid email'],
    ['clientPhone', 'Please enter a valid phone number'],
    ['consultationType', 'Please select consultation type'],
  ])('when %s is empty or missing, then the message is "%s"', (field, message) => {
    expect(errorsOf(consultationFormSchema, consultationForm({ [field]: '' }))).toEqual({ [field]: message });
    expect(errorsOf(consultationFormSchema, without(consultationForm(), field))).toEqual({ [field]: message });
  });

  it('when the consultation type is neither phone nor video, then it is refused', () => {
    expect(errorsOf(consultationFormSchema, consultationForm({ consultationType: 'in-person' }))).toEqual({
      consultationType: 'Please select consultation type',
    });
  });

  it("when the wound type is '' or one of the listed types, then it is accepted; another value is refused", () => {
    expect(errorsOf(consultationFormSchema, consultationForm({ woundType: '' }))).toEqual({});
    expect(errorsOf(consultationFormSchema, consultationForm({ woundType: 'Burns' }))).toEqual({});
    expect(errorsOf(consultationFormSchema, consultationForm({ woundType: 'Paper cut' }))).toHaveProperty('woundType');
  });
});

describe('coordinator form', () => {
  it('when the form is valid, then it parses', () => {
    expect(errorsOf(coordinatorFormSchema, coordinatorForm())).toEqual({});
  });

  it.each([
    ['date', 'Please select a date'],
    ['time', 'Please select a time'],
    ['facilityName', 'Facility name is required'],
    ['facilityAddress', 'Facility address is required'],
    ['contactName', 'Contact name is required'],
    ['contactEmail', 'Please enter a valid email'],
    ['contactPhone', 'Please enter a valid phone number'],
  ])('when %s is empty or missing, then the message is "%s"', (field, message) => {
    expect(errorsOf(coordinatorFormSchema, coordinatorForm({ [field]: '' }))).toEqual({ [field]: message });
    expect(errorsOf(coordinatorFormSchema, without(coordinatorForm(), field))).toEqual({ [field]: message });
  });

  it('when the address is longer than its limit, then it is refused', () => {
    const input = coordinatorForm({ facilityAddress: 'a'.repeat(MAX_LENGTH.address + 1) });

    expect(errorsOf(coordinatorFormSchema, input)).toEqual({ facilityAddress: `Please keep this under ${MAX_LENGTH.address} characters` });
  });
});
