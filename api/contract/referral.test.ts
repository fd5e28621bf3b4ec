import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './schemas';
import { referralMessages as en } from './messages/referral.en';
import { referralMessages as es } from './messages/referral.es';
import { formatBytes, isInServiceArea, isValidNpi, REFERENCE_ALPHABET, REFERENCE_PATTERN } from './referral';
import { makeReferralSchema } from './referral-schema';
import { referralFields } from '../test-support/referrals';

const TODAY = '2026-06-08';
const schema = makeReferralSchema(en, () => TODAY);

const errorsOf = (input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

describe('isValidNpi', () => {
  it('when the check digit is right (Luhn over 80840 and the nine digits), then valid', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1245319599')).toBe(true);
  });

  it.each(['1234567890', '123456789', '12345678931', '123456789a', ''])('when the NPI is %j, then not valid', (npi) => {
    expect(isValidNpi(npi)).toBe(false);
  });
});

describe('the referral schema', () => {
  it('when every required field is given, then it passes, empty optional fields left out and consent kept', () => {
    const result = v.safeParse(schema, referralFields({ diagnosis: '', memberId: ' ' }));

    expect(result.success).toBe(true);
    expect(result.output).not.toHaveProperty('diagnosis', expect.anything());
    expect(result.output).toMatchObject({ patientZip: '45202', consent: 'true' });
  });

  it('when a physician refers without a practitioner or NPI, then both are asked for', () => {
    expect(errorsOf(referralFields({ referrerRole: 'physician' }))).toEqual({ practitionerName: en.practitionerName, practitionerNpi: en.practitionerNpi });
    expect(errorsOf(referralFields({ referrerRole: 'nurse-practitioner', practitionerName: 'Dr. Ann Lee', practitionerNpi: '1234567893' }))).toEqual({});
  });

  it('when an NPI fails its check digit, then the message names the NPI as typed, in each language', () => {
    expect(errorsOf(referralFields({ referrerRole: 'physician', practitionerName: 'Dr. Ann Lee', practitionerNpi: '1234567890' }))).toEqual({ practitionerNpi: en.npiInvalid('1234567890') });
    expect(en.npiInvalid('1234567890')).toContain('1234567890');
    const spanish = v.safeParse(makeReferralSchema(es, () => TODAY), referralFields({ practitionerNpi: '123 456 7890' }));
    expect(spanish.success ? {} : fieldErrors(spanish.issues)).toEqual({ practitionerNpi: es.npiInvalid('123 456 7890') });
  });

  it('when an NPI is typed with spaces or dashes, then it is kept as its 10 digits', () => {
    const result = v.safeParse(schema, referralFields({ practitionerNpi: '123-456-7893' }));
    expect(result.output).toMatchObject({ practitionerNpi: '1234567893' });
  });

  it.each([
    ['2026-06-08', en.birthInFuture],
    ['2027-01-01', en.birthInFuture],
    ['1906-06-07', en.birthTooLongAgo],
    ['2026-02-30', en.patientDateOfBirth],
    ['06/08/1950', en.patientDateOfBirth],
  ])('when the date of birth is %s, then "%s"', (date, message) => {
    expect(errorsOf(referralFields({ patientDateOfBirth: date }))).toEqual({ patientDateOfBirth: message });
  });

  it('when the date of birth is exactly 120 years ago, then it passes', () => {
    expect(errorsOf(referralFields({ patientDateOfBirth: '1906-06-08' }))).toEqual({});
  });

  it.each([
    ['referrerRole', 'nurse', en.referrerRole],
    ['patientZip', '4520', en.patientZip],
    ['woundType', 'Paper cut', en.woundType],
    ['urgency', 'tomorrow', en.urgency],
    ['consent', 'false', en.consent],
    ['faceToFaceDate', '2026-06-09', en.faceToFaceFuture],
    ['referrerName', 'Visit evil.example/r', en.namePlain],
    ['orders', 'o'.repeat(2001), en.tooLong(2000)],
  ])('when %s is %j, then "%s"', (field, value, message) => {
    expect(errorsOf(referralFields({ [field]: value }))).toEqual({ [field]: message });
  });

  it('when required fields are missing, then each has its own message', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(
      ['consent', 'patientAddress', 'patientDateOfBirth', 'patientName', 'patientPhone', 'patientZip', 'payer', 'referrerEmail', 'referrerName', 'referrerPhone', 'referrerRole', 'urgency', 'woundLocation', 'woundType'].sort(),
    );
  });
});

describe('the service area and the reference', () => {
  it('when a ZIP is in the facts file\'s list, then it is in the area; another is not', () => {
    expect(isInServiceArea('45202')).toBe(true);
    expect(isInServiceArea('10001')).toBe(false);
  });

  it('when a reference is made of the alphabet, then the pattern takes it, and the alphabet has no look-alikes', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOU]/);
    expect(REFERENCE_PATTERN.test('R-7KX2-M9QD')).toBe(true);
    expect(REFERENCE_PATTERN.test('R-7KX2-M9QO')).toBe(false);
  });

  it('when sizes are shown, then in B, KB or MB with the language\'s decimal mark', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
    expect(formatBytes(4.25 * 1024 * 1024)).toBe('4.3 MB');
    expect(formatBytes(4.25 * 1024 * 1024, 'es')).toBe('4,3 MB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
  });
});
