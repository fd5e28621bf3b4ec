import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textOfHtml, untrueEmailClaimsIn } from '../../scripts/email-promises';
import { GUIDES, type GuideSlug, provider } from '../contract';
import { CANNOT_REACH_US, ESCALATION } from '../contract/escalation';
import { guideReviewText, renderGuides } from './guides';

const guides = renderGuides(provider);
const guide = (slug: GuideSlug) => guides.get(slug)!;
const textOf = (slug: GuideSlug) => textOfHtml(guide(slug)).replace(/\s+/g, ' ');
const count = (html: string, part: string) => html.split(part).length - 1;

describe('the five guides, from one layout', () => {
  it.each(GUIDES.map(({ slug }) => [slug]))('when %s is rendered, then the layout gives it one head, header, footer and reviewer line', (slug) => {
    const html = guide(slug);
    const source = readFileSync(new URL(`./guides/${slug}.html`, import.meta.url), 'utf8');

    expect(source).not.toMatch(/<(html|head|body|header|footer)\b/);
    expect(count(html, '<!doctype html>')).toBe(1);
    expect(count(html, '<header>')).toBe(1);
    expect(count(html, '<footer>')).toBe(1);
    expect(html).toContain(`<title>${/<h1>([^<]+)<\/h1>/.exec(source)![1]} | ${provider.brandName}</title>`);
    expect(textOf(slug)).toContain(guideReviewText(provider));
    expect(guideReviewText(provider)).toContain(provider.guideReview.credential);
  });

  it.each(GUIDES.map(({ slug }) => [slug]))('when %s is rendered, then it shows the escalation ladder once, every step and sign in order', (slug) => {
    const html = guide(slug);
    const text = textOf(slug);

    expect(count(html, 'id="when-to-get-help"')).toBe(1);
    let from = 0;
    for (const { heading, signs } of ESCALATION) {
      for (const part of [heading, ...signs.map(({ sign }) => sign)]) {
        const at = text.indexOf(part, from);
        expect(at, `${slug}: ${part}`).toBeGreaterThan(-1);
        from = at;
      }
    }
  });

  it.each(GUIDES.map(({ slug }) => [slug]))('when %s has its own "call us today" box, then the box holds the phone and what to do if no nurse answers', (slug) => {
    const boxes = [...guide(slug).matchAll(/<div class="(?:alert|step step-call-today)">([\s\S]*?)<\/div>/g)].map((match) => match[1]!);
    const callUsBoxes = boxes.filter((box) => /call us the same day/i.test(box));

    expect(callUsBoxes.length, slug).toBeGreaterThanOrEqual(1);
    for (const box of callUsBoxes) {
      expect(box).toContain(`<a href="tel:${provider.phoneHref}">${provider.phone}</a>`);
      expect(textOfHtml(box).replace(/\s+/g, ' ')).toContain(CANNOT_REACH_US);
    }
  });

  it.each(GUIDES.map(({ slug }) => [slug]))('when %s is read, then it promises no e-mail and leaves no placeholder', (slug) => {
    expect(untrueEmailClaimsIn(textOf(slug))).toEqual([]);
    expect(guide(slug)).not.toMatch(/\{\{\w+\}\}/);
  });
});

describe('what each guide says (issue 14)', () => {
  it('when the diabetic foot guide is read, then a new blister is a same-day call, feet are never soaked, and a hot swollen foot is kept off (Charcot)', () => {
    const text = textOf('diabetic-foot-care-guide');

    expect(text).toContain('Call us the same day, even if it is small and does not hurt.');
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
