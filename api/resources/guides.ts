import { readFileSync } from 'node:fs';
import { GUIDES, type GuideSlug, MONTH_NAMES, openDays, type Provider, timeRange } from '../contract';
import { callUsHtml, escapeHtml, getHelpHtml, ladderHtml } from './ladder';

/** Each guide's search-result summary; its title is its <h1>. */
const DESCRIPTIONS: Record<GuideSlug, string> = {
  'home-wound-care-checklist':
    'A printable, plain-language checklist for caring for a wound at home: dressing-change steps, supplies, what to record in a wound log, nutrition, pressure relief and when to get help.',
  'diabetic-foot-care-guide':
    'Daily foot care for people with diabetes: checking feet, washing without soaking, nail care, footwear, taking weight off an ulcer, blood sugar numbers, and the warning signs that need a call now.',
  'when-to-seek-professional-help':
    'Know when to call 911, when to call your wound-care nurse now, day or night, and what can wait for the next visit, and what to have ready when you call.',
  'understanding-compression-therapy':
    'How compression therapy helps leg swelling and venous leg ulcers, the types of bandages, wraps and stockings, the circulation check needed first, how to wear compression safely and how to take a bandage off.',
  'caregiver-training-guide':
    'Practical guidance for family caregivers: caring for yourself, infection control (including C. diff), safe repositioning, skin checks, incontinence care, nutrition, tube feeding and preparing for nurse visits.',
  'skin-tears-in-older-adults':
    'Skin tears in older adults: how to prevent them, first aid (stop the bleeding, clean, put the flap back, cover without tape), and when to call 911 or a nurse.',
};

/** 'Reviewed by our lead wound care nurse (RN, CWOCN) on November 23, 2026.': each guide's reviewer line, from the facts file. */
export function guideReviewText({ guideReview }: Provider): string {
  const [year, month, day] = guideReview.date.split('-').map(Number) as [number, number, number];
  return `Reviewed by our ${guideReview.role.toLowerCase()} (${guideReview.credential}) on ${MONTH_NAMES[month - 1]} ${day}, ${year}.`;
}

const read = (name: string) => readFileSync(new URL(`./guides/${name}`, import.meta.url), 'utf8');
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);

/**
 * The guides with the provider's facts filled in, keyed by slug. Each guide file holds only its
 * own content; one layout (guides/layout.html) gives them all the same head, header, footer and
 * reviewer line. The "get help now" box goes where the content says {{getHelp}} (under the
 * lead, issue 26) and the escalation ladder where it says {{ladder}}. They share one
 * stylesheet, inlined so every guide stays a single self-contained file.
 */
export function renderGuides(provider: Provider): Map<GuideSlug, string> {
  const layout = read('layout.html');
  const values: Record<string, string> = {
    brandName: escapeHtml(provider.brandName),
    phone: escapeHtml(provider.phone),
    phoneHref: escapeHtml(provider.phoneHref),
    email: escapeHtml(provider.email),
    hoursTime: escapeHtml(timeRange(provider.hours.open)),
    hoursDays: escapeHtml(openDays(provider.hours)),
    onCall: escapeHtml(provider.hours.onCall),
    reviewed: escapeHtml(guideReviewText(provider)),
    styles: read('guide.css'),
    ladder: ladderHtml(provider),
    getHelp: getHelpHtml(provider),
    callUs: callUsHtml(provider),
  };
  const guides = new Map<GuideSlug, string>();
  for (const { slug } of GUIDES) {
    const content = read(`${slug}.html`);
    if (!content.includes('{{ladder}}')) throw new Error(`The guide ${slug} does not place the escalation ladder ({{ladder}}).`);
    if (!/<p class="lead">[\s\S]*?<\/p>\n\{\{getHelp\}\}\n/.test(content)) throw new Error(`The guide ${slug} does not place the "get help now" box ({{getHelp}}) right under its lead.`);
    const title = /<h1>([^<]+)<\/h1>/.exec(content)?.[1];
    if (!title) throw new Error(`The guide ${slug} has no <h1>.`);
    const page = fill(layout, { title, description: escapeHtml(DESCRIPTIONS[slug]), content });
    guides.set(slug, fill(page, values));
  }
  return guides;
}
