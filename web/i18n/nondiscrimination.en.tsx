/**
 * The nondiscrimination and language assistance page's words in English (the page:
 * web/pages/nondiscrimination.tsx; Spanish: nondiscrimination.es.tsx, typed by these). The notice
 * follows HHS's sample notice of nondiscrimination (Section 1557 of the Affordable Care Act, 45 CFR
 * 92.10) and its taglines (92.11, api/contract/taglines.ts: each in its own language, not here).
 */
import type { ReactNode } from 'react';
import { provider } from '#contract';
import { noticeFacts } from '#contract/provider.notices';

const brand = provider.brandName;
const grounds = 'race, color, national origin, age, disability, or sex';

export const nondiscrimination = {
  hero: {
    eyebrow: 'Your rights',
    title: 'Nondiscrimination and Language Assistance',
    lead: `${brand} follows federal civil rights laws. We treat everyone fairly, and we give free help to anyone who needs it to talk with us or to read what we write.`,
  },
  contents: 'On this page',
  policy: {
    title: 'Our nondiscrimination policy',
    paragraphs: [
      `${brand} complies with applicable Federal civil rights laws and does not discriminate on the basis of race, color, national origin, age, disability, or sex (including sex characteristics, including intersex traits; pregnancy or related conditions; sexual orientation; gender identity; and sex stereotypes).`,
      `${brand} does not exclude people or treat them less favorably because of ${grounds}.`,
    ],
  },
  aids: {
    title: 'Free help for people with disabilities',
    intro: `${brand} provides people with disabilities reasonable modifications and appropriate auxiliary aids and services, free of charge and in a timely manner, to communicate effectively with us, such as:`,
    items: ['Qualified sign language interpreters', 'Written information in other formats: large print, audio, accessible electronic formats and other formats'],
  },
  language: {
    title: 'Free language help',
    intro: `${brand} provides language assistance services, free of charge and in a timely manner, to people whose primary language is not English, which may include:`,
    items: ['Qualified interpreters', 'Information written in other languages'],
  },
  ask: {
    title: 'How to ask for help',
    text: (phone: ReactNode, email: ReactNode) => (
      <>
        If you need reasonable modifications, appropriate auxiliary aids and services, or language assistance services, call us at {phone} or e-mail{' '}
        {email}. You can also ask our Section 1557 Coordinator, below.
      </>
    ),
  },
  coordinator: {
    title: 'Our Section 1557 Coordinator',
    intro: 'The person who makes sure we follow these laws, and who receives grievances:',
    /** The coordinator's title, when no name is given (a fact: noticeFacts.section1557Coordinator.title). */
    role: noticeFacts.section1557Coordinator.title as string,
    phone: 'Phone:',
    email: 'E-mail:',
    address: 'Mail:',
  },
  grievance: {
    title: 'How to file a grievance with us',
    paragraphs: [
      `If you believe that ${brand} has failed to provide these services or discriminated in another way on the basis of ${grounds}, you can file a grievance with our Section 1557 Coordinator.`,
      'You can file a grievance in person, by mail or by e-mail, at the address, phone number or e-mail above. If you need help filing a grievance, our Section 1557 Coordinator is available to help you.',
    ],
  },
  ocr: {
    title: 'How to file a complaint with the federal government',
    intro: (agency: ReactNode) => <>You can also file a civil rights complaint with the {agency}:</>,
    portal: (link: ReactNode) => <>Online, through the Office for Civil Rights Complaint Portal: {link}</>,
    mail: 'By mail:',
    phone: (phone: ReactNode, tdd: ReactNode) => (
      <>
        By phone: {phone}, or {tdd} (TDD)
      </>
    ),
    forms: (link: ReactNode) => <>Complaint forms are available at {link}.</>,
  },
  taglines: {
    title: 'Help in your language',
    intro: 'Free language help, and free aids and services for information in other formats, are available. Each line below says so in its own language:',
  },
};

export type NondiscriminationWords = typeof nondiscrimination;
