/**
 * What the public forms' checks say, in English: the spec's exact texts (SPEC.md section 5), from
 * which the contract's schemas are made (form-schemas.ts). Each other language is typed by this
 * one (es.ts), so a missing or extra message fails the type check. A module of its own, apart
 * from the other languages: an English page loads these words and no others.
 */
export const en = {
  common: {
    tooLong: (max: number) => `Please keep this under ${max} characters`,
    notListed: 'Please choose one of the listed options',
    /** Only a program can send another language: the site's pages send their own. */
    language: "Language must be 'en' or 'es'",
  },
  inquiry: {
    firstName: 'First name is required',
    firstNamePlain: 'A first name cannot hold a web address, an @ or a line break',
    lastName: 'Last name is required',
    lastNamePlain: 'A last name cannot hold a web address, an @ or a line break',
    email: 'Invalid email address',
    phone: 'Phone number must be at least 10 digits',
    consent: 'Consent is required',
  },
  booking: {
    date: 'Please select a date',
    time: 'Please select a time',
    email: 'Please enter a valid email',
    phone: 'Please enter a valid phone number',
    consultationType: "Booking type must be 'consultation'",
    coordinatorType: "Booking type must be 'coordinator'",
    yourName: 'Your name is required',
    contactName: 'Contact name is required',
    namePlain: 'A name cannot hold a web address, an @ or a line break',
    facilityName: 'Facility name is required',
    facilityNamePlain: 'A facility name cannot hold a web address, an @ or a line break',
    facilityAddress: 'Facility address is required',
    consultationKind: 'Please select consultation type',
  },
  manage: {
    badLink: 'This link is not complete. Please open it again from your e-mail, or call us.',
  },
};

export type FormMessages = typeof en;
