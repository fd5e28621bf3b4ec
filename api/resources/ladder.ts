import type { Provider } from '#contract';
import { aroundPhone, type Ladder } from '#contract/escalation';
import { splitGlosses } from '#contract/english-glosses';
import { TTY_RELAY } from '#contract/phone';
import type { WayToHelpLines } from './guide-words';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The provider's number as every guide shows it: one link with "TTY 711" beside it (as web/ui/phone.tsx on the pages), made in one place. */
export const phoneLinkHtml = (provider: Provider) => `<a href="tel:${escapeHtml(provider.phoneHref)}">${escapeHtml(provider.phone)}</a> (${TTY_RELAY})`;

/** Text as HTML, its English glosses marked as English (WCAG 3.1.2; api/contract/english-glosses.ts). */
export const glossedHtml = (text: string): string =>
  splitGlosses(text)
    .map((part, index) => (index % 2 ? `<span lang="en">${escapeHtml(part)}</span>` : escapeHtml(part)))
    .join('');

/** A sentence of the ladder, with '{phone}' as a tel: link. */
function sentence(text: string, provider: Provider): string {
  const parts = aroundPhone(text);
  if (!parts) return glossedHtml(text);
  return `${glossedHtml(parts[0])}${phoneLinkHtml(provider)}${glossedHtml(parts[1])}`;
}

/** The "call us now" lines of every guide's own warning box: the phone, where anyone not yet our patient goes, and what to do when no nurse answers. */
export function callUsHtml(provider: Provider, { callUs }: Ladder): string {
  return [callUs.today, callUs.notYetOurPatient, callUs.cannotReachUs].map((text) => `<p>${sentence(text, provider)}</p>`).join('\n');
}

/**
 * The box at the top of every guide (decision 025): the way to help in three lines, before any
 * reading, because most guides show the whole ladder only at the end. 911 and our number are links.
 */
export function getHelpHtml(provider: Provider, { label, lines }: { label: string; lines: WayToHelpLines }): string {
  const answer = (text: string) => escapeHtml(text).replace('911', '<a href="tel:911">911</a>').replace('{phone}', phoneLinkHtml(provider));
  return [
    `<section class="get-help" aria-label="${escapeHtml(label)}">`,
    ...lines.map(({ ask, answer: text }) => `<p><strong>${escapeHtml(ask)}</strong> ${answer(text)}</p>`),
    '</section>',
  ].join('\n');
}

/** The escalation ladder (api/contract/escalation.ts) as the guides show it: the same steps and words as the FAQ page, in the guide's language (escalation.es.ts in Spanish). */
export function ladderHtml(provider: Provider, { title, intro, steps }: Ladder): string {
  return [
    '<section class="ladder" aria-labelledby="when-to-get-help">',
    `<h2 id="when-to-get-help">${escapeHtml(title)}</h2>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...steps.map((step) =>
      [
        `<div class="step step-${step.id}">`,
        `<h3>${escapeHtml(step.heading)}</h3>`,
        `<p>${escapeHtml(step.intro)}</p>`,
        '<ul>',
        ...step.signs.map(({ sign, detail }) => `<li><strong>${escapeHtml(sign)}:</strong> ${glossedHtml(detail)}</li>`),
        '</ul>',
        ...step.after.map((text) => `<p>${sentence(text, provider)}</p>`),
        '</div>',
      ].join('\n'),
    ),
    '</section>',
  ].join('\n');
}
