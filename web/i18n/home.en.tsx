/** The home page's words in English (the page: web/pages/home.tsx; Spanish: home.es.tsx, typed by these). */
import { provider } from '#contract';
import { consultationLength } from '../content/appointment-length';
import { serviceAreaWithZone } from '../content/service-area';
import { HOME_SERVICE_CARDS } from './services';
import { SAMPLE_NOTE } from '../content/story-notes';
import { RESULTS_VARY, TESTIMONIALS } from './english-testimonials';
import { TEAM } from './team.en';

/** A story as the home page shows it: who tells it and their words (the photo is the page's; every story is rated 5). */
interface Story {
  name: string;
  role: string;
  text: string;
}

export const home = {
  hero: {
    eyebrow: 'Mobile wound care specialists',
    title: 'Expert wound care, brought to your door',
    lead: 'Our nurse-led team treats chronic and slow-healing wounds where you live: at home, in nursing homes and in assisted living. No waiting rooms, no rides to arrange.',
    getStarted: 'Get Started Today',
    services: 'Our Services',
    /** Beside the years of experience, the 24/7 line and 100%, in that order. */
    stats: ['Years Experience', 'On-Call Nurse Line', 'Patient Focused'] as [string, string, string],
    statNote: 'The 24/7 line reaches the nurse on call for patients in our care. It is not an emergency service: in an emergency, call 911.',
    image: 'A nurse in teal scrubs dresses the bandaged leg of an older man resting in his armchair at home',
    /** Says what is certified (the nurses' credential), so it cannot be read as a Medicare certification. */
    badge: { title: 'Certified Care', licensed: 'Licensed Professionals', certified: `Wound nurses certified as ${provider.credential.abbreviation}` },
  },
  settings: {
    heading: 'Where we provide care',
    /** Beside a house, a building and people, in that order. */
    items: [
      { title: 'At home', text: 'Care at your kitchen table or bedside, with family welcome.' },
      { title: 'Nursing homes', text: 'Rounds alongside facility nurses, with clear notes for staff.' },
      { title: 'Assisted living', text: 'Visits in your apartment, on a schedule that suits you.' },
    ] as [Setting, Setting, Setting],
    area: `We visit homes and facilities in ${serviceAreaWithZone()}.`,
  },
  services: {
    eyebrow: 'Our Services',
    title: 'Specialist treatment for wounds that will not heal',
    team: TEAM,
    /** The three cards' titles and descriptions, in the order of HOME_SERVICE_CARDS (its icons and colours). */
    cards: HOME_SERVICE_CARDS.map(({ title, description }) => ({ title, description })) as [Card, Card, Card],
    learnMore: 'Learn More',
    about: (title: string) => ` about ${title}`,
  },
  stories: {
    eyebrow: 'Patient Stories',
    title: 'Care at home, in their own words',
    /** The first two stories of TESTIMONIALS. */
    items: TESTIMONIALS.slice(0, 2).map(({ name, role, text }) => ({ name, role, text })) as [Story, Story],
    resultsVary: RESULTS_VARY,
    sampleNote: SAMPLE_NOTE,
    viewAll: 'View All Testimonials',
  },
  cta: {
    title: 'Not sure where to start?',
    text: `Book a free ${consultationLength(true)} phone or video consultation. We will listen, answer your questions and check your insurance coverage, with no obligation.`,
    book: 'Book a Free Consultation',
    call: `Call ${provider.phone}`,
  },
};

interface Setting {
  title: string;
  text: string;
}

interface Card {
  title: string;
  description: string;
}

export type HomeWords = typeof home;
