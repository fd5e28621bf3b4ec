/**
 * The General Inquiry form's words in English (web/features/inquiry/). The services'
 * names are the shell's (`serviceNames`); inquiry.es.tsx is typed by this.
 */
import { interpreterLanguageName } from '#contract/interpreter';
import { interpreterField } from './interpreter.en';

export const inquiry = {
  optional: ' (optional)',
  queued: "You're offline. Your request is saved on this device and will be sent automatically when the connection returns.",
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone Number',
  service: 'Service of Interest',
  servicePlaceholder: 'Select a service',
  /** The one choice that is not a service's name. */
  consultation: 'Free Consultation',
  location: 'Care Location',
  locationPlaceholder: 'Where is care needed?',
  locations: { home: 'Home', 'nursing-home': 'Nursing Home', 'assisted-living': 'Assisted Living Facility', other: 'Other' },
  message: 'Message',
  messageHint: 'Tell us about the wound or the care you are looking for.',
  interpreter: interpreterField,
  /** After sending, when an interpreter was asked for. */
  interpreterBooked: (language: string) => `When we call you back, a free ${interpreterLanguageName(language)} interpreter will be on the call.`,
  consent: 'I agree to be contacted by phone or e-mail about my inquiry. My information is kept private under HIPAA.',
  submit: 'Send Inquiry',
  busy: 'Sending…',
};

export type InquiryWords = typeof inquiry;
