/**
 * The free consultation's booking form's words in English (decision 031): its fields, button, outcome
 * and calendar file. Apart from the other booking words (booking.en.tsx), so only the pages with
 * that form (/contact, /consultation) load them; booking-consultation.es.tsx is typed by these.
 */
import { provider } from '#contract';
import { interpreterLanguageName } from '#contract/interpreter';
import { withTty } from '#contract/phone';
import { consultationLength } from '../content/appointment-length';

const { phone } = provider;

export const consultationForm = {
  complete: 'Complete Booking',
  chosen: (slot: string, zone: string) => `Your consultation: ${slot} (${zone}), ${consultationLength()}.`,
  choose: 'Choose a date and time to complete your booking.',
  locked: 'Select Date & Time First',
  submit: 'Book Free Consultation',
  missing: { title: 'Missing Information', description: 'Please select a date and time for your consultation.' },
  /** The contact details' fields' words: they load with the fields, after the first paint. */
  fields: () => import('./consultation-fields.en').then((module) => module.consultationFields),
  done: 'Your free consultation is booked',
  /** Under the confirmation when an interpreter was asked for (api/contract/interpreter.ts names the language). */
  interpreter: (language: string) => `A free ${interpreterLanguageName(language)} interpreter will be on the call.`,
  /** The "Add to calendar" file's title and text. */
  event: {
    fileName: (date: string) => `consultation-${date}.ics`,
    summary: (type: 'phone' | 'video') => `Free wound-care consultation (${type === 'phone' ? 'phone call' : 'video call'}) with ${provider.brandName}`,
    phone: (clientPhone: string) => `A wound care nurse will call you at ${clientPhone} from ${phone}. To move or cancel, use the link in our e-mail or call ${withTty(phone)}.`,
    video: (clientPhone: string) =>
      `A few minutes before, we send the video link by ${provider.afterBooking.videoLinkBy} to ${clientPhone}. To move or cancel, use the link in our e-mail or call ${withTty(phone)}.`,
  },
};

export type ConsultationFormWords = typeof consultationForm;
