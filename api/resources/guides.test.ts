import { readFileSync } from 'node:fs';
import { withTty } from '#contract/phone';
import { describe, expect, it } from 'vitest';
import { textOfHtml, untrueEmailClaimsIn } from '../../build/checks/email-promises';
import { GUIDES, type GuideSlug, guidePath, provider } from '#contract';
import { GUIDE_TITLES_ES } from '#contract/guides.es';
import { type Lang, LANGS, otherLang } from '#contract/language';
import { ESCALATION } from '#contract/escalation';
import { GUIDE_WORDS } from './guide-words';
import { guideReviewText, guideSource, renderGuides } from './guides';

const guides = renderGuides(provider);
const guide = (slug: GuideSlug, lang: Lang = 'en') => guides.get(guidePath(slug, lang))!;
const textOf = (slug: GuideSlug, lang: Lang = 'en') => textOfHtml(guide(slug, lang)).replace(/\s+/g, ' ');
/** A guide's title in a language: GUIDES' in English, GUIDE_TITLES_ES' in Spanish. */
const titleOf = (slug: GuideSlug, lang: Lang) => (lang === 'en' ? GUIDES.find((candidate) => candidate.slug === slug)!.title : GUIDE_TITLES_ES[slug]);
const count = (html: string, part: string) => html.split(part).length - 1;
/** Every guide in every language: [slug, lang]. */
const EVERY_GUIDE = LANGS.flatMap((lang) => GUIDES.map(({ slug }): [GuideSlug, Lang] => [slug, lang]));

describe('the guides, from one layout', () => {
  it('when the guides are rendered, then there is each guide in each language and nothing else, at its own path', () => {
    expect([...guides.keys()].sort()).toEqual(EVERY_GUIDE.map(([slug, lang]) => guidePath(slug, lang)).sort());
    expect(guidePath('skin-tears-in-older-adults')).toBe('/api/resources/skin-tears-in-older-adults.html');
    expect(guidePath('skin-tears-in-older-adults', 'es')).toBe('/api/resources/es/skin-tears-in-older-adults.html');
  });

  it.each(EVERY_GUIDE)('when %s (%s) is rendered, then the layout gives it one head, header, footer and reviewer line, in its language', (slug, lang) => {
    const html = guide(slug, lang);
    const source = readFileSync(new URL(`./guides/${guideSource(slug, lang)}`, import.meta.url), 'utf8');
    const h1 = /<h1>([^<]+)<\/h1>/.exec(source)![1]!;

    expect(source).not.toMatch(/<(html|head|body|header|footer)\b/);
    expect(count(html, '<!doctype html>')).toBe(1);
    expect(html).toContain(`<html lang="${lang}">`);
    expect(count(html, '<header>')).toBe(1);
    expect(count(html, '<footer>')).toBe(1);
    expect(html).toContain(`<title>${h1} | ${provider.brandName}</title>`);
    expect(h1).toContain(titleOf(slug, lang));
    expect(html).toContain(`<meta name="description" content="${GUIDE_WORDS[lang].descriptions[slug]}">`);
    for (const line of GUIDE_WORDS[lang].reviewLines(provider)) expect(/<footer>[\s\S]*<\/footer>/.exec(html)![0]).toContain(`<p class="reviewed">${line}</p>`);
    expect(guideReviewText(provider)).toContain(provider.guideReview.credential);
  });

  it.each(EVERY_GUIDE)('when %s (%s) is rendered, then it links to itself as canonical and to its twin in the other language, both ways, English as the default', (slug, lang) => {
    const html = guide(slug, lang);
    const other = otherLang(lang);
    const origin = 'https://public-url.invalid';

    expect(html).toContain(`<link rel="canonical" href="${origin}${guidePath(slug, lang)}">`);
    for (const each of LANGS) expect(html).toContain(`<link rel="alternate" hreflang="${each}" href="${origin}${guidePath(slug, each)}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}${guidePath(slug)}">`);
    expect(html).toContain(`<a class="other-language" href="${guidePath(slug, other)}" hreflang="${other}" lang="${other}">${GUIDE_WORDS[other].languageName}</a>`);
    expect(html).toContain(`<a class="back-link" href="${GUIDE_WORDS[lang].home}">`);
    expect(renderGuides(provider, 'https://www.example.org').get(guidePath(slug, lang))).toContain(`<link rel="canonical" href="https://www.example.org${guidePath(slug, lang)}">`);
  });

  it.each(EVERY_GUIDE)('when %s (%s) is rendered, then it shows the escalation ladder once, in its language, every step and sign in order', (slug, lang) => {
    const html = guide(slug, lang);
    const text = textOf(slug, lang);

    expect(count(html, 'id="when-to-get-help"')).toBe(1);
    let from = 0;
    for (const { heading, signs } of GUIDE_WORDS[lang].ladder.steps) {
      for (const part of [heading, ...signs.map(({ sign }) => sign)]) {
        const at = text.indexOf(part, from);
        expect(at, `${slug}: ${part}`).toBeGreaterThan(-1);
        from = at;
      }
    }
  });

  it.each(EVERY_GUIDE)('when %s (%s) has its own "call us now" box, then the box holds the phone, where others go, and what to do if no nurse answers', (slug, lang) => {
    const { callUs } = GUIDE_WORDS[lang].ladder;
    const boxes = [...guide(slug, lang).matchAll(/<div class="(?:alert|step step-call-today)">([\s\S]*?)<\/div>/g)].map((match) => match[1]!);
    const callUsBoxes = boxes.filter((box) => box.toLowerCase().includes(callUs.now.toLowerCase()));

    expect(callUsBoxes.length, slug).toBeGreaterThanOrEqual(1);
    for (const box of callUsBoxes) {
      expect(box).toContain(`<a href="tel:${provider.phoneHref}">${provider.phone}</a>`);
      // An English gloss is marked inline (<span lang="en">urgent care</span>): its tags are not word breaks.
      const text = textOfHtml(box.replace(/<\/?span[^>]*>/g, '')).replace(/\s+/g, ' ');
      expect(text).toContain(callUs.cannotReachUs);
      expect(text).toContain(callUs.notYetOurPatient);
      if (lang === 'es') expect(box).toContain('<span lang="en">urgent care</span>');
    }
  });

  it.each(EVERY_GUIDE)('when %s (%s) opens, then the "get help now" box comes before any section, 911 first, with 911 and our number as links', (slug, lang) => {
    const html = guide(slug, lang);
    const { getHelpLabel, wayToHelp } = GUIDE_WORDS[lang];
    const box = new RegExp(`<section class="get-help" aria-label="${getHelpLabel}">([\\s\\S]*?)<\\/section>`).exec(html);

    expect(box, slug).not.toBeNull();
    expect(box!.index).toBeLessThan(html.indexOf('<h2'));
    expect([...box![1]!.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((line) => textOfHtml(line[1]!).replace(/\s+/g, ' ').replace(' .', '.').trim())).toEqual(
      // The number with its relay beside it, as every phone number (docs/product.md, "Every public page").
      wayToHelp.map(({ ask, answer }) => `${ask} ${answer.replace('{phone}', withTty(provider.phone))}`.replace(/\s+/g, ' ')),
    );
    expect(box![1]).toContain('<a href="tel:911">911</a>');
    expect(box![1]).toContain(`<a href="tel:${provider.phoneHref}">${provider.phone}</a>`);
  });

  it.each(GUIDES.map(({ slug }) => [slug]))('when %s is read, then no step says "the same day", which reads as tomorrow at night', (slug) => {
    expect(textOf(slug), slug).not.toMatch(/the same day/i);
    expect(textOf(slug, 'es'), slug).not.toMatch(/el mismo día/i);
  });

  it.each(EVERY_GUIDE)('when %s (%s) is read, then it promises no e-mail and leaves no placeholder', (slug, lang) => {
    expect(untrueEmailClaimsIn(textOf(slug, lang))).toEqual([]);
    expect(guide(slug, lang)).not.toMatch(/\{\{\w+\}\}/);
  });
});

describe('what each guide says', () => {
  it('when the diabetic foot guide is read, then a new blister is a same-day call, feet are never soaked, and a hot swollen foot is kept off (Charcot)', () => {
    const text = textOf('diabetic-foot-care-guide');

    expect(text).toContain('Call us now, day or night, even if it is small and does not hurt.');
    expect(text).toContain('Do not soak your feet.');
    expect(text).not.toMatch(/for long periods|within a couple of days/);
    expect(text).toMatch(/suddenly red, hot and swollen[^.]*\. This can be Charcot foot[^.]*\. Keep all weight off that foot \(do not walk on it\) and be seen today\./);
  });

  it('when the compression guide is read, then no compression without a check, a falsely normal ABI, the 30-minute rule and DVT are there', () => {
    const text = textOf('understanding-compression-therapy');

    expect(text).toContain('Do not use compression of any strength');
    for (const who of ['arterial disease', 'diabetes', 'numb feet']) expect(text).toContain(who);
    expect(text).toMatch(/diabetes or kidney disease[^.]*ABI can read falsely normal/);
    expect(text).toContain('toe pressures');
    expect(text).toContain('about 30 minutes after the compression came off, it is an emergency: call 911');
    expect(text).toMatch(/blood clot in a deep vein \(DVT\)\. Do not wrap, rub or massage it/);
    expect(text).toMatch(/Call 911 if there is chest pain or trouble breathing/);
  });

  it('when the caregiver guide is read, then C. diff means soap and water, and tube feeding keeps the head of the bed up', () => {
    const text = textOf('caregiver-training-guide');

    expect(text).toContain('if the person has diarrhea, or has been told they have C. diff');
    expect(text).toContain('always wash your hands with soap and water after care. Hand sanitizer does not kill C. diff.');
    expect(text).toMatch(/Tube feeding is an exception\. If the person is fed through a tube, keep the head of the bed raised to at least 30 degrees/);
  });

  it('when any guide speaks of bleeding, then no advice differs from the ladder\'s 10 minutes of pressure', () => {
    for (const { slug } of GUIDES) expect(textOf(slug), slug).not.toMatch(/within a few minutes/);
  });
});

describe('the clinical steps each guide gives', () => {
  it('when the diabetic foot guide is read, then an existing ulcer is offloaded: the boot every time one stands, even at night', () => {
    const text = textOf('diabetic-foot-care-guide');

    expect(text).toContain('If you already have a foot ulcer: take the weight off');
    expect(text).toContain('Wear the boot every time you stand or walk, even for a few steps, even at night , such as getting up to use the bathroom.');
    expect(text).toContain('Keep the boot next to the bed');
  });

  it('when blood sugar is spoken of, then it is in numbers, and low blood sugar with confusion is a 911 call', () => {
    const foot = textOf('diabetic-foot-care-guide');

    for (const { slug } of GUIDES) expect(textOf(slug), slug).not.toMatch(/much higher than usual/);
    expect(foot).toMatch(/two readings in a row are above 300 mg\/dL \(16\.7 mmol\/L\)/);
    expect(foot).toMatch(/below 70 mg\/dL \(3\.9 mmol\/L\) is low\. Take 15 grams of fast sugar/);
    expect(foot).toContain('Low blood sugar with confusion, passing out or a seizure is an emergency: call 911');
    const emergencies = ESCALATION.find(({ id }) => id === 'call-911')!.signs.map(({ sign }) => sign);
    expect(emergencies).toContain('Low blood sugar with confusion');
  });

  it('when the compression guide is read, then it says how to take off a multilayer bandage: unwind it, or cut it away with blunt-ended scissors held away from the skin', () => {
    const text = textOf('understanding-compression-therapy');

    expect(text).toContain('How to take off a multilayer bandage');
    expect(text).toMatch(/unwind each layer in turn/);
    expect(text).toContain('cut it away with blunt-ended scissors');
    expect(text).toContain('keep the blades pointing away from the skin');
    expect(text).not.toContain('if you were shown how');
  });

  it('when sepsis is described, then temperatures are in numbers and older adults may have no fever', () => {
    for (const { slug } of GUIDES) {
      const text = textOf(slug);
      expect(text, slug).toContain('a temperature of 101 °F (38.3 °C) or higher or below 96.8 °F (36 °C)');
      expect(text, slug).toContain('Older adults may have no fever at all');
      expect(text, slug).not.toMatch(/very high or very low temperature/);
    }
  });

  it('when wound photos are mentioned, then they are shown on the video call and never e-mailed', () => {
    expect(textOf('home-wound-care-checklist')).toContain('show them to the nurse at a visit or on a video call. Never e-mail wound photos');
    expect(textOf('when-to-seek-professional-help')).toContain('A recent photo of the wound on your phone, to show on a video call (never e-mail it)');
    for (const { slug } of GUIDES) expect(textOf(slug), slug).not.toMatch(/e-?mail (us )?(a|the|your) (photo|picture)/i);
  });

  it('when the skin tears guide is read, then it covers prevention, first aid and when to call, without tape on the skin', () => {
    const html = guide('skin-tears-in-older-adults');
    const text = textOf('skin-tears-in-older-adults');

    expect([...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1])).toEqual([
      'What is a skin tear?',
      'Preventing skin tears',
      'First aid for a skin tear',
      'When to call',
      'When to get help',
    ]);
    expect(text).toContain('Bleeding that has not stopped after 10 minutes of firm, steady pressure is an emergency: call 911.');
    expect(text).toMatch(/ease it back over the wound/);
    expect(text).toContain('Do not use adhesive strips, plasters or skin glue on a skin tear.');
    expect(text).toMatch(/Draw an arrow on the dressing in the direction the flap lies/);
  });
});
