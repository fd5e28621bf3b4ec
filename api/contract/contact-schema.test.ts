import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inquiry } from '../test-support/payloads';
import { CARE_LOCATIONS, MAX_LENGTH, SERVICE_TYPES } from './constants';
import { contactInquirySchema, fieldErrors } from './schemas';

const errorsOf = (input: unknown) => {
  const result = v.safeParse(contactInquirySchema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

describe('contact inquiry schema', () => {
  it('when every field is valid, then it parses and keeps the values, trimmed', () => {
    const result = v.parse(contactInquirySchema, inquiry({ firstName: '  Maria ', email: ' maria.lopez@example.com ' }));

    expect(result).toEqual(inquiry());
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'maria.example.com', 'Invalid email address'],
    ['email', '', 'Invalid email address'],
    ['phone', '555-0100', 'Phone number must be at least 10 digits'],
    ['phone', '555-010-01', 'Phone number must be at least 10 digits'],
    ['phone', 'call me maybe', 'Phone number must be at least 10 digits'],
    ['consent', '', 'Consent is required'],
    ['consent', 'yes', 'Consent is required'],
  ])('when %s is %j, then the message is "%s"', (field, value, message) => {
    expect(errorsOf(inquiry({ [field]: value }))).toEqual({ [field]: message });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Invalid email address'],
    ['phone', 'Phone number must be at least 10 digits'],
    ['consent', 'Consent is required'],
  ])('when %s is missing, then the message is still "%s"', (field, message) => {
    const input: Record<string, unknown> = inquiry();
    delete input[field];

    expect(errorsOf(input)).toEqual({ [field]: message });
  });

  it('when the body is empty, then each required field has its own message', () => {
    expect(errorsOf({})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      consent: 'Consent is required',
    });
  });

  it('when a field has the wrong JSON type, then it gets the field message, not a generic one', () => {
    expect(errorsOf(inquiry({ firstName: 42, phone: null, consent: true }))).toEqual({
      firstName: 'First name is required',
      phone: 'Phone number must be at least 10 digits',
      consent: 'Consent is required',
    });
  });

  it("when consent is 'false', then it is accepted as sent", () => {
    expect(v.parse(contactInquirySchema, inquiry({ consent: 'false' })).consent).toBe('false');
  });

  it.each(SERVICE_TYPES.map((value) => [value]))('when serviceType is %s, then it is accepted', (value) => {
    expect(v.parse(contactInquirySchema, inquiry({ serviceType: value })).serviceType).toBe(value);
  });

  it.each(CARE_LOCATIONS.map((value) => [value]))('when careLocation is %s, then it is accepted', (value) => {
    expect(v.parse(contactInquirySchema, inquiry({ careLocation: value })).careLocation).toBe(value);
  });

  it("when serviceType or careLocation is '' or missing, then it means not chosen", () => {
    const empty = v.parse(contactInquirySchema, inquiry({ serviceType: '', careLocation: '' }));
    const { serviceType: _s, careLocation: _c, message: _m, ...required } = inquiry();
    const missing = v.parse(contactInquirySchema, required);

    expect(empty.serviceType).toBeUndefined();
    expect(empty.careLocation).toBeUndefined();
    expect(missing).not.toHaveProperty('serviceType');
    expect(missing).not.toHaveProperty('message');
  });

  it('when serviceType or careLocation is not one of the listed values, then it is refused', () => {
    expect(errorsOf(inquiry({ serviceType: 'surgery', careLocation: 'hospital' }))).toEqual({
      serviceType: 'Please choose one of the listed options',
      careLocation: 'Please choose one of the listed options',
    });
    expect(errorsOf(inquiry({ serviceType: 'Wound-Care' }))).toHaveProperty('serviceType');
  });

  it.each([
    ['firstName', MAX_LENGTH.name],
    ['lastName', MAX_LENGTH.name],
    ['phone', MAX_LENGTH.phone],
    ['message', MAX_LENGTH.message],
  ])('when %s is longer than %i characters, then it is refused; at the limit it is accepted', (field, max) => {
    const digits = (length: number) => '5'.repeat(length);
    const text = field === 'phone' ? digits : (length: number) => 'a'.repeat(length);

    expect(errorsOf(inquiry({ [field]: text(max + 1) }))).toEqual({ [field]: `Please keep this under ${max} characters` });
    expect(errorsOf(inquiry({ [field]: text(max) }))).toEqual({});
  });

  it('when the e-mail is longer than 254 characters, then it is refused', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;

    expect(errorsOf(inquiry({ email }))).toHaveProperty('email');
  });

  it('when unknown fields are sent, then they are dropped', () => {
    const result = v.parse(contactInquirySchema, inquiry({ id: 'chosen-by-client', createdAt: '1999-01-01', admin: true }));

    expect(result).not.toHaveProperty('id');
    expect(result).not.toHaveProperty('createdAt');
    expect(result).not.toHaveProperty('admin');
  });
});
