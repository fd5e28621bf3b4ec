/** The about page's words in English (the page: web/pages/about.tsx; Spanish: about.es.tsx, typed by these). */
import { provider } from '#contract';
import { TEAM } from './team.en';

export const about = {
  hero: {
    eyebrow: 'About Us',
    title: `About ${provider.brandName}`,
    lead: `For more than ${provider.foundedYearsAgo} years, our nurses have focused on helping wounds heal. We started because too many patients were missing care simply because getting to a clinic was hard. So we bring wound care to them.`,
  },
  mission: {
    title: 'Our Mission',
    text: 'To heal wounds where people live, with specialist care that is safe, respectful and easy to reach, and to leave every patient and caregiver more confident than we found them.',
  },
  vision: {
    title: 'Our Vision',
    text: 'A future where no one goes without expert wound care because they are too ill, too frail or too far away to travel for it, and where fewer wounds lead to hospital stays or amputations.',
  },
  values: {
    title: 'Our Values',
    items: [
      'Compassion: we treat the person, not just the wound',
      'Dignity: your home, your routine, your choices',
      'Honesty: clear answers about options and costs',
      'Partnership: with families, facilities and physicians',
    ],
  },
  teamImage: 'Three members of our clinical team in scrubs and a white coat, one holding a care-plan clipboard',
  why: { eyebrow: 'Why choose us', title: 'Specialist care, without the trip' },
  /** Beside the page's three icons, in order: a certificate, a house, a chip. */
  highlights: [
    {
      title: 'Certified Excellence',
      text: `Every nurse is licensed, and every care plan is led by a board-certified wound care nurse: a ${provider.credential.name} (${provider.credential.abbreviation}). We follow current clinical guidelines and review plans as a team.`,
    },
    {
      title: 'Convenient Care',
      text: 'We come to you, seven days a week, at home or in your facility. No waiting rooms, no transport to arrange, and family can sit in on every visit.',
    },
    {
      title: 'Advanced Technology',
      text: 'Digital wound measurement, photo tracking and secure records let us spot change early and keep your physician informed after each visit.',
    },
  ] as [Highlight, Highlight, Highlight],
  careFor: {
    title: 'Who we care for',
    text: 'Older adults living at home, people with diabetes or circulation problems, patients recovering from surgery, and residents of nursing homes and assisted living. Families and facility staff are part of the team from the first visit.',
    team: TEAM,
  },
  cta: {
    title: 'Talk to a wound care nurse',
    text: 'Tell us about the wound and we will tell you honestly how we can help.',
    contact: 'Contact Us',
    services: 'Explore Our Services',
  },
};

interface Highlight {
  title: string;
  text: string;
}

export type AboutWords = typeof about;
