import type { AllFacts } from '#contract/provider.notices';

/**
 * The facts the site ships with, as written for the design (api/contract/provider.ts before a
 * provider edits it). `npm run preflight` lists each fact that still equals its sample value, so
 * this copy must not follow later edits of the facts file: it is what "sample" means.
 */
export const SAMPLE_FACTS = {
  phone: '(555) 014-2273',
  phoneHref: '+15550142273',
  email: 'care@evergreenwoundcare.com',
  hours: {
    open: { weekdays: [0, 1, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:00' },
    openOnHolidays: true,
    consultations: { weekdays: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00' },
    coordinatorVisits: { weekdays: [1, 2, 3], opens: '09:00', closes: '15:00' },
    onCall: 'After hours, the same number reaches the nurse on call for patients in our care.',
  },
  serviceArea: 'Hamilton, Butler, Warren and Clermont counties, Ohio',
  credential: { abbreviation: 'CWOCN', name: 'Certified Wound, Ostomy and Continence Nurse' },
  guideReview: { role: 'Lead wound care nurse', credential: 'RN, CWOCN', date: '2026-11-23' },
  translationReview: { by: 'Traductora médica certificada (ATA, inglés-español)', date: '2026-11-26' },
  section1557Coordinator: {
    name: '',
    title: 'Section 1557 Coordinator',
    phone: '(555) 014-2273',
    phoneHref: '+15550142273',
    email: 'civilrights@evergreenwoundcare.com',
    address: '4000 Sample Street, Suite 100, Cincinnati, OH 45202',
  },
} as const satisfies Pick<AllFacts, 'phone' | 'phoneHref' | 'email' | 'hours' | 'serviceArea' | 'credential' | 'guideReview' | 'translationReview' | 'section1557Coordinator'>;
