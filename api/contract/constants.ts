/** Business rules shared by the server, the site and the service worker. */
import type { WeeklyHours } from './hours';
import { provider } from './provider';

/** Appointments of `minutes` each, back to back from `opens`, the last one ending by `closes`. */
export interface SlotRule extends WeeklyHours {
  minutes: number;
}

/** Free consultations: 15 minutes, in the hours the facts file gives for them. */
export const CONSULTATION_RULE: SlotRule = { ...provider.hours.consultations, minutes: 15 };

/** Facility coordination visits: 1 hour each. */
export const COORDINATOR_RULE: SlotRule = { ...provider.hours.coordinatorVisits, minutes: 60 };

/** Bookable from the provider's today up to this many days ahead, inclusive. */
export const BOOKING_WINDOW_DAYS = 60;

export const PHONE_MIN_LENGTH = 10;

/** Idempotency keys are remembered at least this long. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Largest accepted JSON body. */
export const MAX_BODY_BYTES = 16 * 1024;

/** One e-mail address may hold at most this many future consultation bookings. */
export const MAX_FUTURE_BOOKINGS_PER_EMAIL = 2;

export const MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 30,
  shortText: 100,
  address: 300,
  message: 2000,
  notes: 1000,
  bookingNotes: 2500,
  idempotencyKey: 255,
} as const;

export const SERVICE_TYPES = [
  'wound-care',
  'iv-hydration',
  'stem-cell',
  'compression',
  'bioengineered',
  'consultation',
] as const;

export const CARE_LOCATIONS = ['home', 'nursing-home', 'assisted-living', 'other'] as const;

export const CONSULTATION_TYPES = ['phone', 'video'] as const;

/** The wounds the nurses treat (docs/product.md, "Services"), named as the FAQ and services list them: one term, "pressure injuries", everywhere. */
export const WOUND_TYPES = [
  'Arterial and venous wounds',
  'Burns',
  'Diabetic ulcers',
  'Infected wounds',
  'Ischemic wounds',
  'Nonhealing surgical wounds',
  'Pressure injuries (pressure ulcers)',
  'Traumatic wounds',
  'Radiation wounds',
] as const;

/** The booking form's wound-type choices: the list, and a way to say one does not know (finding out is the nurse's job). */
export const WOUND_TYPE_CHOICES = [...WOUND_TYPES, 'Not sure'] as const;

/** The printable guides (docs/product.md, "Resources"), in the order the resources page lists them. Each is precached for offline reading. */
export const GUIDES = [
  { slug: 'home-wound-care-checklist', title: 'Home Wound Care Checklist' },
  { slug: 'diabetic-foot-care-guide', title: 'Diabetic Foot Care Guide' },
  { slug: 'when-to-seek-professional-help', title: 'When to Seek Professional Help' },
  { slug: 'understanding-compression-therapy', title: 'Understanding Compression Therapy' },
  { slug: 'caregiver-training-guide', title: 'Caregiver Training Guide' },
  { slug: 'skin-tears-in-older-adults', title: 'Skin Tears in Older Adults' },
] as const;

export type GuideSlug = (typeof GUIDES)[number]['slug'];

/**
 * How long the server keeps what is not a record a visitor sent (docs/security.md section 10): a
 * booking's keyed network fingerprint, and the audit trail (HIPAA 164.316(b)(2)). The privacy
 * policy names them from here.
 */
export const FINGERPRINT_DAYS = 30;
export const AUDIT_YEARS = 6;
