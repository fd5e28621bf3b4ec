/** The care coordinators page's words in English (docs/decisions/031); coordinators.es.tsx is typed by these. */
import { provider, weeklyHours } from '#contract';
import { visitLength } from '../content/appointment-length';
import { serviceAreaWithZone } from '../content/service-area';
import { coordinatorForm } from './booking-coordinator.en';
import { booking } from './booking.en';

export const coordinators = {
  hero: {
    eyebrow: 'For Facilities',
    title: 'Care Coordinators',
    lead: "Nursing homes and assisted living communities: book an on-site visit with one of our care coordinators. We meet your team, review residents' wound care needs and set up referrals, rounds and staff training.",
  },
  info: {
    title: 'Your Coordination Visit',
    facts: {
      length: { label: 'Length', value: `${visitLength()} per appointment` },
      available: { label: 'Available', value: weeklyHours(provider.hours.coordinatorVisits) },
      where: { label: 'Where', value: 'On-site facility coordination' },
      area: { label: 'Where we visit', value: serviceAreaWithZone() },
    },
    duringTitle: 'During the visit we',
    during: [
      'Meet your director of nursing and wound care staff',
      'Review current residents with wounds or high risk',
      'Agree a rounding schedule and referral process',
      'Plan training for aides on skin checks and repositioning',
    ],
    /** A resident to refer now: the referral form, with its papers. */
    refer: { before: 'Referring a resident now? ', link: 'Send the referral online', after: ', with the order and wound photos.' },
  },
  booking: { ...booking, coordinator: coordinatorForm },
  /** What happens after you book: loaded with its section, after the page is interactive. */
  afterBooking: () => import('./after-booking.en').then((module) => module.afterBooking),
};

export type CoordinatorsWords = typeof coordinators;
