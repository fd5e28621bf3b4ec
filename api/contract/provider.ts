import type { WeeklyHours } from './hours';
import type { StateCode } from './tagline-languages';

/**
 * The provider's facts: the one file a real provider edits to rebrand the site. Every page, the
 * guides and the server's replies read them from here (README: "Before going live"; `npm run
 * preflight` lists what is still the sample).
 * The time zone can also be overridden at run time with CLINIC_TZ (see api/config.ts).
 * Dates are YYYY-MM-DD. The notices' facts (the Section 1557 coordinator, the taglines' languages,
 * the accessibility review) are the facts file's too, in provider.notices.ts beside it: only the
 * two notice pages read them, so they stay out of every other page's first load.
 */
export const provider = {
  brandName: 'Evergreen Mobile Wound Care',
  /** The app's name under its home-screen icon (manifest.webmanifest). */
  shortName: 'Evergreen',
  phone: '(555) 014-2273',
  /** E.164 form used for tel: links. */
  phoneHref: '+15550142273',
  email: 'care@evergreenwoundcare.com',
  timeZone: 'America/New_York',
  /** Social profiles; leave a value empty to hide that link everywhere. */
  social: {
    facebook: 'https://www.facebook.com/evergreenwoundcare',
    instagram: 'https://www.instagram.com/evergreenwoundcare',
    linkedin: 'https://www.linkedin.com/company/evergreenwoundcare',
  } as Record<'facebook' | 'instagram' | 'linkedin', string>,
  /** Where care takes place (the contact page's "Service Areas"). */
  careSettings: 'Home, Nursing Homes, Assisted Living',
  /** Where the nurses travel (counties or towns), named with the time zone on home, contact and the booking pages. */
  serviceArea: 'Hamilton, Butler, Warren and Clermont counties, Ohio',
  /** ISO 3166 country code of the service area (the address search engines are given). */
  country: 'US',
  /**
   * The US states the service area is in, by postal code: the taglines of free language help, and
   * the languages the forms offer an interpreter in, follow their 15 most spoken languages
   * (api/contract/tagline-languages.ts holds each state's list).
   */
  states: ['OH'] as StateCode[],
  foundedYearsAgo: 15,
  /** How soon every message and inquiry gets an answer. */
  replyWithin: '24 hours',

  /**
   * Hours (JavaScript weekdays, 0 Sunday … 6 Saturday; HH:MM in the provider's time zone), worded
   * by api/contract/hours.ts. The booking hours are the slot rules' hours (constants.ts).
   */
  hours: {
    open: { weekdays: [0, 1, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:00' } satisfies WeeklyHours,
    openOnHolidays: true,
    consultations: { weekdays: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00' } satisfies WeeklyHours,
    coordinatorVisits: { weekdays: [1, 2, 3], opens: '09:00', closes: '15:00' } satisfies WeeklyHours,
    /** The '24/7' of the home page's stats: a phone line for patients in our care, never an emergency service. */
    onCall: 'After hours, the same number reaches the nurse on call for patients in our care.',
  },

  /** The team's qualification, named the same way wherever the site says "board-certified". */
  credential: { abbreviation: 'CWOCN', name: 'Certified Wound, Ostomy and Continence Nurse' },

  /** Who checked the printable guides, and when; shown at the foot of each guide (the role in Spanish: provider.es.ts). */
  guideReview: { role: 'Lead wound care nurse', credential: 'RN, CWOCN', date: '2026-11-23' },

  /**
   * Who checked the Spanish pages (the privacy notices among them), guides and e-mails against the English, and when: a qualified
   * medical translator (README, "Before going live"). Shown at the foot of each Spanish guide, so
   * `by` is written as it reads there: a name, or a role in Spanish, with the credential.
   */
  translationReview: { by: 'Traductora médica certificada (ATA, inglés-español)', date: '2026-11-26' },

  /**
   * 'sample' while web/i18n/english-testimonials.ts holds the stories written for the design; 'real'
   * once each is a patient's own words with a signed authorization on file. Only then do the
   * pages say every story is shared with written permission.
   */
  testimonials: 'sample' as 'sample' | 'real',

  /**
   * Facts whose sample value is also true of you (the same hours, area or credential): name them
   * here and `npm run preflight` stops listing them. The phone, e-mail and reviewers cannot be kept.
   */
  keptSampleFacts: [] as ('hours' | 'serviceArea' | 'credential')[],

  insurance: {
    /**
     * The one insurance statement (FAQ, services, the booking pages), as your biller would sign it.
     * An Advance Beneficiary Notice is for Original Medicare only: a Medicare Advantage plan decides first.
     */
    coverage:
      'Medicare Part B and many plans cover medically necessary wound care. Skin substitutes are covered only in specific cases, and IV fluids at home usually are not. With Original Medicare, if Medicare may not pay for something, we tell you the cost first and ask you to sign an Advance Beneficiary Notice. With a Medicare Advantage plan, we ask the plan to decide first.',
    /** What self-pay costs, e.g. '$150 per home visit'; leave empty to say we tell you before any visit. */
    selfPay: '',
  },

  /** After a booking (web/i18n/after-booking-lines.tsx words them): who calls, how a video link arrives, the rules. */
  afterBooking: {
    caller: 'one of our wound care nurses',
    facilityCaller: 'our care coordinator',
    videoLinkBy: 'text message',
    referralNeeded: false,
    /**
     * How Medicare pays for the visits, which decides the homebound rule: 'part-b-visits' (a
     * clinician's home visits under Part B: no homebound rule) or 'home-health' (Medicare's home
     * health benefit: for people who are homebound).
     */
    visitsBilledAs: 'part-b-visits' as 'part-b-visits' | 'home-health',
  },

  privacy: {
    /** Who answers privacy questions and complaints (the Notice of Privacy Practices names them). */
    officer: 'Privacy Officer',
    /** Who hosts the website and stores what visitors send; the provider signs a business associate agreement with them. */
    hosting: 'our web hosting company',
    /** How long website inquiries are kept after they arrive, and booking requests after the visit, before the server deletes them (RETENTION_MONTHS). */
    retentionMonths: 12,
    /** How many daily encrypted backups are kept, so how many days a deleted record can outlive its deletion in them (BACKUP_KEEP). */
    backupDays: 14,
    policyUpdated: '2026-12-06',
    noticeEffective: '2026-12-06',
  },
} as const;


export type Provider = typeof provider;
