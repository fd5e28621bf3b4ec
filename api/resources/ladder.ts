import type { Provider } from '../contract';
import {
  aroundPhone,
  CALL_US_TODAY,
  CANNOT_REACH_US,
  ESCALATION,
  ESCALATION_INTRO,
  ESCALATION_TITLE,
  NOT_YET_OUR_PATIENT,
} from '../contract/escalation';
import { WAY_TO_HELP } from '../contract/way-to-help';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A sentence of the ladder, with '{phone}' as a tel: link. */
function sentence(text: string, provider: Provider): string {
  const parts = aroundPhone(text);
  if (!parts) return escapeHtml(text);
  return `${escapeHtml(parts[0])}<a href="tel:${escapeHtml(provider.phoneHref)}">${escapeHtml(provider.phone)}</a>${escapeHtml(parts[1])}`;
}

/** The "call us now" lines of every guide's own warning box: the phone, where anyone not yet our patient goes, and what to do when no nurse answers. */
export function callUsHtml(provider: Provider): string {
  return [CALL_US_TODAY, NOT_YET_OUR_PATIENT, CANNOT_REACH_US].map((text) => `<p>${sentence(text, provider)}</p>`).join('\n');
}

/**
 * The box at the top of every guide (issue 26): the way to help in three lines, before any
 * reading, because most guides show the whole ladder only at the end. 911 and our number are links.
 */
export function getHelpHtml(provider: Provider): string {
  const answer = (text: string) =>
    escapeHtml(text)
      .replace('911', '<a href="tel:911">911</a>')
      .replace('{phone}', `<a href="tel:${escapeHtml(provider.phoneHref)}">${escapeHtml(provider.phone)}</a>`);
  return [
    '<section class="get-help" aria-label="Get help now">',
    ...WAY_TO_HELP.map(({ ask, answer: text }) => `<p><strong>${escapeHtml(ask)}</strong> ${answer(text)}</p>`),
    '</section>',
  ].join('\n');
}

/** The escalation ladder (api/contract/escalation.ts) as the guides show it: the same steps and words as the FAQ page. */
export function ladderHtml(provider: Provider): string {
  const steps = ESCALATION.map((step) =>
    [
      `<div class="step step-${step.id}">`,
      `<h3>${escapeHtml(step.heading)}</h3>`,
      `<p>${escapeHtml(step.intro)}</p>`,
      '<ul>',
      ...step.signs.map(({ sign, detail }) => `<li><strong>${escapeHtml(sign)}:</strong> ${escapeHtml(detail)}</li>`),
      '</ul>',
      ...step.after.map((text) => `<p>${sentence(text, provider)}</p>`),
      '</div>',
    ].join('\n'),
  );
  return [
    '<section class="ladder" aria-labelledby="when-to-get-help">',
    `<h2 id="when-to-get-help">${escapeHtml(ESCALATION_TITLE)}</h2>`,
    `<p>${escapeHtml(ESCALATION_INTRO)}</p>`,
    ...steps,
    '</section>',
  ].join('\n');
}
