/**
 * The resources page's words in English (the page: web/pages/resources.tsx; Spanish:
 * resources.es.tsx, typed by these): three article teasers, each pointing to the guide that covers
 * it in full, the six guides by their titles (each guide's own <h1>) with one line each, the
 * caregiver training card and a way to ask. Each guide opens in the page's language (guidePath).
 */
import { GUIDES, type GuideSlug, provider } from '#contract';

export interface ArticleTeaser {
  title: string;
  category: string;
  readingTime: string;
  summary: string;
  /** The printable guide that covers the topic in full. */
  guide: GuideSlug;
}

/** The three article teasers on /resources. */
const articles: ArticleTeaser[] = [
  {
    title: 'Five signs a wound needs a professional',
    category: 'Wound basics',
    readingTime: '4 min read',
    summary:
      'Most small cuts heal on their own in about two weeks. Spreading redness, a new fever, a new smell or more pain instead of less need a call now, day or night; a wound that has not shrunk in 2 to 4 weeks needs its plan reviewed. With diabetes, any new break in the skin of a foot needs a call now too.',
    guide: 'when-to-seek-professional-help',
  },
  {
    title: 'Protecting your feet when you live with diabetes',
    category: 'Diabetes',
    readingTime: '5 min read',
    summary:
      'Nerve damage can hide a blister or splinter until it becomes an ulcer. A two-minute daily foot check, the right socks and shoes, and steady blood sugar help prevent many diabetic foot wounds.',
    guide: 'diabetic-foot-care-guide',
  },
  {
    title: 'Why compression helps leg ulcers heal',
    category: 'Treatments',
    readingTime: '4 min read',
    summary:
      'Venous leg ulcers come from blood pooling in the lower legs. Properly fitted compression pushes that fluid back and eases swelling, and it is the main treatment that helps these ulcers close. A circulation check comes first.',
    guide: 'understanding-compression-therapy',
  },
];

export const resources = {
  hero: {
    eyebrow: 'Resources',
    title: 'Care Guides & Resources',
    lead: 'Plain-language reading for patients and caregivers. Each guide shows who reviewed it and when, opens in a new tab and prints cleanly, so you can keep a copy by the bed or on the fridge.',
  },
  articles: {
    eyebrow: 'Articles',
    title: 'Learn about wound healing',
    items: articles,
    readMore: 'Read the full guide',
  },
  guides: {
    eyebrow: 'Free downloads',
    title: 'Downloadable Guides',
    text: `${GUIDES.length} printable guides. Once opened, they stay available on this device, even without a signal.`,
    /** Each guide's title in this language: the guide's own <h1> (the contract's GUIDES in English). */
    titles: Object.fromEntries(GUIDES.map(({ slug, title }) => [slug, title])) as Record<GuideSlug, string>,
    /** One line about each guide, shown beside its link. */
    summaries: {
      'home-wound-care-checklist': 'A printable checklist: dressing-change steps, supplies, keeping a wound log and when to call a nurse.',
      'diabetic-foot-care-guide': 'Daily foot checks, footwear, taking weight off an ulcer, blood sugar numbers and the warning signs that need a call now, including Charcot foot.',
      'when-to-seek-professional-help': 'When to call 911, when to call your nurse now, day or night, and what can wait for the next visit.',
      'understanding-compression-therapy': 'How compression eases swelling and helps leg ulcers heal, the circulation check that comes first, wearing wraps and stockings safely, and taking a bandage off.',
      'caregiver-training-guide': 'Skin checks, safe repositioning, infection control (including C. diff), tube feeding and looking after yourself as a caregiver.',
      'skin-tears-in-older-adults': 'Preventing skin tears in thin, fragile skin, first aid in the first minutes, and when to call.',
    } as Record<GuideSlug, string>,
  },
  training: {
    title: 'Caregiver Training',
    text: 'Caring for someone with a wound? Our step-by-step training guide covers skin checks, safe repositioning, infection control and looking after yourself too.',
    start: 'Start Caregiver Training',
  },
  cta: {
    title: 'Have a question about a wound?',
    text: `Our nurses are happy to help, whether you need advice, a referral or a visit. We reply within ${provider.replyWithin}.`,
    contact: 'Contact Our Team',
  },
};

export type ResourcesWords = typeof resources;
