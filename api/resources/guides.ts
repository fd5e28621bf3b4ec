import { readFileSync } from 'node:fs';
import { GUIDES, type GuideSlug, guidePath, type Provider, PUBLIC_URL_PLACEHOLDER } from '#contract';
import { type Lang, LANGS, otherLang } from '#contract/language';
import { GUIDE_WORDS } from './guide-words';
import { callUsHtml, escapeHtml, getHelpHtml, ladderHtml, phoneLinkHtml } from './ladder';

export { guideReviewText, spanishReviewLines } from './guide-words';

const read = (name: string) => readFileSync(new URL(`./guides/${name}`, import.meta.url), 'utf8');
/** One pass: what a value brings in is never filled again. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);

/** Where a guide's content is kept: guides/<slug>.html in English, guides/<lang>/<slug>.html in another language. */
export const guideSource = (slug: GuideSlug, lang: Lang) => (lang === 'en' ? `${slug}.html` : `${lang}/${slug}.html`);

/** The head's links between a guide and its twins: each language, and English for any other (x-default). */
function alternates(slug: GuideSlug, origin: string): string {
  const link = (hreflang: string, lang: Lang) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + guidePath(slug, lang))}">`;
  return [...LANGS.map((lang) => link(lang, lang)), link('x-default', 'en')].join('\n');
}

/** The values every guide in `lang` shares: the provider's facts, and the layout's and boxes' words in that language. */
function sharedValues(provider: Provider, lang: Lang): Record<string, string> {
  const words = GUIDE_WORDS[lang];
  const other = otherLang(lang);
  const brandName = escapeHtml(provider.brandName);
  const hours = words.hours(provider);
  return {
    lang,
    brandName,
    phone: escapeHtml(provider.phone),
    phoneHref: escapeHtml(provider.phoneHref),
    hoursTime: escapeHtml(hours.time),
    hoursDays: escapeHtml(hours.days),
    onCall: escapeHtml(hours.onCall),
    navLabel: escapeHtml(words.navLabel),
    home: words.home,
    backTo: escapeHtml(words.backTo(provider.brandName)),
    otherLang: other,
    otherLanguage: escapeHtml(GUIDE_WORDS[other].languageName),
    questions: words.questions({
      brandName,
      phoneLink: phoneLinkHtml(provider),
      emailLink: `<a href="mailto:${escapeHtml(provider.email)}">${escapeHtml(provider.email)}</a>`,
    }),
    disclaimer: escapeHtml(words.disclaimer),
    reviewed: words.reviewLines(provider).map((line) => `<p class="reviewed">${escapeHtml(line)}</p>`).join('\n'),
    styles: read('guide.css'),
    ladder: ladderHtml(provider, words.ladder),
    getHelp: getHelpHtml(provider, { label: words.getHelpLabel, lines: words.wayToHelp }),
    callUs: callUsHtml(provider, words.ladder),
  };
}

/**
 * Every guide in every language with the provider's facts filled in, keyed by its path
 * (guidePath). Each guide file holds only its own content; one layout (guides/layout.html) gives
 * them all the same head, header, footer and reviewer lines, in the guide's language
 * (guide-words.ts). The "get help now" box goes where the content says {{getHelp}} (under the
 * lead, decision 025) and the escalation ladder where it says {{ladder}}. They share one
 * stylesheet, inlined so every guide stays a single self-contained file. `origin` is the site's
 * public URL, or the build's placeholder for it (canonical and alternate links).
 */
export function renderGuides(provider: Provider, origin = PUBLIC_URL_PLACEHOLDER): Map<string, string> {
  const layout = read('layout.html');
  const guides = new Map<string, string>();
  for (const lang of LANGS) {
    const values = sharedValues(provider, lang);
    for (const { slug } of GUIDES) {
      const content = read(guideSource(slug, lang));
      const name = guideSource(slug, lang);
      if (!content.includes('{{ladder}}')) throw new Error(`The guide ${name} does not place the escalation ladder ({{ladder}}).`);
      if (!/<p class="lead">[\s\S]*?<\/p>\n\{\{getHelp\}\}\n/.test(content)) throw new Error(`The guide ${name} does not place the "get help now" box ({{getHelp}}) right under its lead.`);
      const title = /<h1>([^<]+)<\/h1>/.exec(content)?.[1];
      if (!title) throw new Error(`The guide ${name} has no <h1>.`);
      const path = guidePath(slug, lang);
      guides.set(
        path,
        fill(fill(layout, { content }), {
          ...values,
          title,
          description: escapeHtml(GUIDE_WORDS[lang].descriptions[slug]),
          canonical: escapeHtml(origin + path),
          alternates: alternates(slug, origin),
          otherPath: guidePath(slug, otherLang(lang)),
        }),
      );
    }
  }
  return guides;
}
