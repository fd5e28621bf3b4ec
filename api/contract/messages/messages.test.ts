import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';

/** Every message of a catalogue, by its dotted key; a function's with 100 as its number. */
const flat = (catalogue: object, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]) => {
      const name = `${prefix}${key}`;
      if (typeof value === 'function') return [[name, (value as (n: number) => string)(100)]];
      if (typeof value === 'string') return [[name, value]];
      return Object.entries(flat(value as object, `${name}.`));
    }),
  );

describe('the forms’ messages', () => {
  it('when the English messages are read, then each is, byte for byte, the text the schemas gave before the Spanish pages', () => {
    expect(flat(en)).toStrictEqual({
      'common.tooLong': 'Please keep this under 100 characters',
      'common.notListed': 'Please choose one of the listed options',
      // Added since: the interpreter's language (api/contract/interpreter.ts).
      'common.interpreterLanguage': 'Please choose a language from the list, or write its name in letters (up to 40)',
      'inquiry.firstName': 'First name is required',
      'inquiry.firstNamePlain': 'A first name cannot hold a web address, an @ or a line break',
      'inquiry.lastName': 'Last name is required',
      'inquiry.lastNamePlain': 'A last name cannot hold a web address, an @ or a line break',
      'inquiry.email': 'Invalid email address',
      'inquiry.phone': 'Phone number must be at least 10 digits',
      'inquiry.consent': 'Consent is required',
      'booking.date': 'Please select a date',
      'booking.time': 'Please select a time',
      'booking.email': 'Please enter a valid email',
      'booking.phone': 'Please enter a valid phone number',
      'booking.yourName': 'Your name is required',
      'booking.contactName': 'Contact name is required',
      'booking.namePlain': 'A name cannot hold a web address, an @ or a line break',
      'booking.facilityName': 'Facility name is required',
      'booking.facilityNamePlain': 'A facility name cannot hold a web address, an @ or a line break',
      'booking.facilityAddress': 'Facility address is required',
      'booking.consultationKind': 'Please select consultation type',
      'bookingType.consultation': "Booking type must be 'consultation'",
      'bookingType.coordinator': "Booking type must be 'coordinator'",
      'manage.badLink': 'This link is not complete. Please open it again from your e-mail, or call us.',
    });
  });

  it('when the Spanish messages are read, then they have exactly the English keys, each filled and none left in English', () => {
    const english = flat(en);
    const spanish = flat(es);

    expect(Object.keys(spanish)).toEqual(Object.keys(english));
    for (const [key, text] of Object.entries(spanish)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(english[key]);
    }
    expect(spanish['common.tooLong']).toContain('100');
  });

  it('when a Spanish form refuses a phone number, then booking and inquiry say the same, the more specific sentence', () => {
    expect([es.booking.phone, es.inquiry.phone]).toEqual(['El número de teléfono debe tener al menos 10 dígitos', 'El número de teléfono debe tener al menos 10 dígitos']);
  });
});
