import type { GuideSlug } from '../../api/contract';

export interface ArticleTeaser {
  title: string;
  category: string;
  readingTime: string;
  summary: string;
  /** The printable guide that covers the topic in full. */
  guide: GuideSlug;
}

/** The three article teasers on /resources. */
export const ARTICLES: readonly ArticleTeaser[] = [
  {
    title: 'Five signs a wound needs a professional',
    category: 'Wound basics',
    readingTime: '4 min read',
    summary:
      'Most small cuts heal on their own in two weeks. Spreading redness, a new smell, more pain instead of less, or a wound that has not shrunk in a month are signals to get it checked, and sooner if you have diabetes.',
    guide: 'when-to-seek-professional-help',
  },
  {
    title: 'Protecting your feet when you live with diabetes',
    category: 'Diabetes',
    readingTime: '5 min read',
    summary:
      'Nerve damage can hide a blister or splinter until it becomes an ulcer. A two-minute daily foot check, the right socks and shoes, and steady blood sugar prevent most diabetic foot wounds.',
    guide: 'diabetic-foot-care-guide',
  },
  {
    title: 'Why compression helps leg ulcers heal',
    category: 'Treatments',
    readingTime: '4 min read',
    summary:
      'Venous leg ulcers come from blood pooling in the lower legs. Properly fitted compression pushes that fluid back, eases swelling and pain, and is the single biggest factor in getting these ulcers to close.',
    guide: 'understanding-compression-therapy',
  },
];

/** One line about each of the five guides, shown beside its link. */
export const GUIDE_SUMMARIES: Record<GuideSlug, string> = {
  'home-wound-care-checklist': 'A printable checklist: dressing-change steps, supplies, keeping a wound log and when to call a nurse.',
  'diabetic-foot-care-guide': 'Daily foot checks, footwear, nail care and the warning signs that need a call the same day.',
  'when-to-seek-professional-help': 'When to call 911, when to call your nurse today, and what can wait for the next visit.',
  'understanding-compression-therapy': 'How compression eases swelling and heals leg ulcers, the kinds of wraps and stockings, and wearing them safely.',
  'caregiver-training-guide': 'Skin checks, safe repositioning, infection control and looking after yourself as a caregiver.',
};
