/**
 * What the public forms' checks say, in English: the exact texts of docs/product.md ("Forms"), from
 * which the contract's schemas are made (form-schemas.ts). Each other language is typed by this
 * one (es.ts), so a missing or extra message fails the type check. A module of its own, apart
 * from the other languages: an English page loads these words and no others. Each section is its
 * own export, so a page keeps only the sections of the schemas it uses (the manage link's and the
 * payloads' type messages are the server's alone).
 */

/** Every form's. */
export const common = {
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  notListed: 'Please choose one of the listed options',
  /** An interpreter's language that is neither listed nor a name (api/contract/interpreter.ts). */
  interpreterLanguage: 'Please choose a language from the list, or write its name in letters (up to 40)',
};

export const inquiry = {
  firstName: 'First name is required',
  firstNamePlain: 'A first name cannot hold a web address, an @ or a line break',
  lastName: 'Last name is required',
  lastNamePlain: 'A last name cannot hold a web address, an @ or a line break',
  email: 'Invalid email address',
  phone: 'Phone number must be at least 10 digits',
  consent: 'Consent is required',
};

export const booking = {
  date: 'Please select a date',
  time: 'Please select a time',
  email: 'Please enter a valid email',
  phone: 'Please enter a valid phone number',
  yourName: 'Your name is required',
  contactName: 'Contact name is required',
  namePlain: 'A name cannot hold a web address, an @ or a line break',
  facilityName: 'Facility name is required',
  facilityNamePlain: 'A facility name cannot hold a web address, an @ or a line break',
  facilityAddress: 'Facility address is required',
  consultationKind: 'Please select consultation type',
};

/** A booking request's `type`: only a program sends another. */
export const bookingType = {
  consultation: "Booking type must be 'consultation'",
  coordinator: "Booking type must be 'coordinator'",
};

export const manage = {
  badLink: 'This link is not complete. Please open it again from your e-mail, or call us.',
};

export const en = { common, inquiry, booking, bookingType, manage };

export type FormMessages = typeof en;
