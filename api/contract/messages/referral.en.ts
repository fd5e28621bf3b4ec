/**
 * What the referral form's checks say, in English (referral-schema.ts makes the schema from them);
 * referral.es.ts is typed by this one. A module of its own: only the referral page and the server
 * load these words.
 */
export const referralMessages = {
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  notListed: 'Please choose one of the listed options',
  referrerRole: 'Please say who is making the referral',
  referrerName: 'Your name is required',
  namePlain: 'A name cannot hold a web address, an @ or a line break',
  referrerPhone: 'Please enter a valid phone number',
  referrerEmail: 'Please enter a valid email',
  practitionerName: 'Please give the name of the ordering physician or nurse practitioner',
  practitionerNpi: 'Please give the ordering practitioner’s 10-digit NPI',
  npiInvalid: (npi: string) => `The NPI ${npi} is not valid: an NPI is 10 digits and its last digit is a check digit. Please check it against the practitioner’s record.`,
  patientName: 'The patient’s name is required',
  patientDateOfBirth: 'Please enter the patient’s date of birth',
  birthInFuture: 'The date of birth must be in the past',
  birthTooLongAgo: 'Please check the date of birth: it is more than 120 years ago',
  patientPhone: 'Please enter a phone number for the patient (at least 10 digits)',
  patientAddress: 'Please enter the address where the patient will be seen',
  patientZip: 'Please enter a 5-digit ZIP code',
  woundType: 'Please choose the type of wound (or “Not sure”)',
  woundLocation: 'Please say where the wound is (for example, left heel)',
  faceToFaceDate: 'Please enter a real date',
  faceToFaceFuture: 'The face-to-face visit date cannot be in the future',
  urgency: 'Please say how soon the patient needs to be seen',
  payer: 'Please name the insurance or payer (or “self-pay”)',
  consent: 'Please confirm the patient (or their representative) agreed to this referral',
  interpreterLanguage: 'Please choose a language from the list, or write its name in letters (up to 40)',
};

export type ReferralMessages = typeof referralMessages;
