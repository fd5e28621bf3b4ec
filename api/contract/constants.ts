/** Business rules shared by the server, the site and the service worker. */

export const DAY_MINUTES = 24 * 60;

/** Days of the week use JavaScript numbering: 0 Sunday … 6 Saturday. */
export interface SlotRule {
  weekdays: readonly number[];
  /** First and last start time, HH:MM in the provider's time zone. */
  firstStart: string;
  lastStart: string;
  minutes: number;
}

export const CONSULTATION_RULE: SlotRule = {
  weekdays: [1, 2, 3, 4, 5],
  firstStart: '09:00',
  lastStart: '16:45',
  minutes: 15,
};

export const COORDINATOR_RULE: SlotRule = {
  weekdays: [1, 2, 3],
  firstStart: '09:00',
  lastStart: '14:00',
  minutes: 60,
};

/** Bookable from the provider's today up to this many days ahead, inclusive. */
export const BOOKING_WINDOW_DAYS = 60;

export const BUSINESS_HOURS = { open: '09:00', close: '17:00', days: 'daily' } as const;

export const PHONE_MIN_LENGTH = 10;
export const CONSENT_DEFAULT = 'true';

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

export const WOUND_TYPES = [
  'Arterial and venous wounds',
  'Burns',
  'Diabetic ulcers',
  'Infected wounds',
  'Ischemic wounds',
  'Nonhealing surgical wounds',
  'Pressure ulcers',
  'Traumatic wounds',
  'Radiation wounds',
] as const;

export const GUIDES = [
  { slug: 'home-wound-care-checklist', title: 'Home Wound Care Checklist' },
  { slug: 'diabetic-foot-care-guide', title: 'Diabetic Foot Care Guide' },
  { slug: 'when-to-seek-professional-help', title: 'When to Seek Professional Help' },
  { slug: 'understanding-compression-therapy', title: 'Understanding Compression Therapy' },
  { slug: 'caregiver-training-guide', title: 'Caregiver Training Guide' },
] as const;

export type GuideSlug = (typeof GUIDES)[number]['slug'];
