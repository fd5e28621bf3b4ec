import { provider } from '#contract';
import type { Lang } from '#contract/language';
import { withTty } from '#contract/phone';

/** A message's body as a few kinds of block, written once and rendered as plain text and as HTML. */
export type Block =
  | { p: string }
  | { h2: string }
  | { facts: readonly (readonly [label: string, value: string])[] }
  | { list: readonly string[] }
  /** Someone's own words, quoted as written: one paragraph per line, set apart from ours. */
  | { quote: string }
  | { link: { href: string; text: string } };

export interface Composed {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Colours from the site's theme, each pair at least 4.5:1; no images, fonts or anything fetched. */
const STYLE = {
  body: 'margin:0;padding:0;background:#f4f7f6;',
  main: 'max-width:36rem;margin:0 auto;padding:24px 20px;background:#ffffff;color:#1f2a30;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;',
  brand: 'margin:0 0 16px;font-weight:700;color:#0b6b61;',
  h1: 'margin:0 0 16px;font-size:22px;line-height:1.3;',
  h2: 'margin:24px 0 8px;font-size:18px;',
  dt: 'font-weight:700;margin:8px 0 0;',
  dd: 'margin:0;',
  quote: 'margin:8px 0;padding:4px 0 4px 16px;border-left:4px solid #0b6b61;',
  link: 'color:#0b6b61;font-weight:700;',
  footer: 'margin:24px 0 0;padding-top:16px;border-top:1px solid #d5dde3;font-size:14px;color:#3d4b57;',
} as const;

/** The lines of typed text, blank ones dropped: HTML would run them together, and a blank line is only a gap. */
const linesOf = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function blockHtml(block: Block): string {
  if ('p' in block) return `<p>${escapeHtml(block.p)}</p>`;
  if ('h2' in block) return `<h2 style="${STYLE.h2}">${escapeHtml(block.h2)}</h2>`;
  if ('list' in block) return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  if ('link' in block) return `<p><a href="${escapeHtml(block.link.href)}" style="${STYLE.link}">${escapeHtml(block.link.text)}</a></p>`;
  if ('quote' in block) return `<blockquote style="${STYLE.quote}">${linesOf(block.quote).map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</blockquote>`;
  const facts = block.facts.map(([label, value]) => `<dt style="${STYLE.dt}">${escapeHtml(label)}</dt><dd style="${STYLE.dd}">${escapeHtml(value)}</dd>`);
  return `<dl>${facts.join('')}</dl>`;
}

function blockText(block: Block): string {
  if ('p' in block) return block.p;
  if ('h2' in block) return `${block.h2}\n${'-'.repeat(block.h2.length)}`;
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  if ('link' in block) return `${block.link.text}:\n${block.link.href}`;
  // Not '> ' lines: mail clients fold those away as an earlier message quoted in a reply.
  if ('quote' in block) return linesOf(block.quote).join('\n\n');
  return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** The footer of every message: who sent it and how to reach them, from the facts file. */
const footer = (): Block[] => [{ p: `${provider.brandName} · ${withTty(provider.phone)} · ${provider.email}` }];

/**
 * Plain text and simple, accessible HTML (a language, one h1, real headings and lists) of the same
 * blocks. `lang`: the words' language (decision 033), so a screen reader speaks Spanish as Spanish.
 */
export function compose(subject: string, heading: string, blocks: readonly Block[], lang: Lang = 'en'): Composed {
  const text = [heading, '='.repeat(heading.length), ...blocks.map(blockText), '--', ...footer().map(blockText)].join('\n\n') + '\n';
  const html = [
    '<!doctype html>',
    `<html lang="${lang}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="${STYLE.body}">`,
    `<div role="article" aria-label="${escapeHtml(subject)}" lang="${lang}" style="${STYLE.main}">`,
    `<p style="${STYLE.brand}">${escapeHtml(provider.brandName)}</p>`,
    `<h1 style="${STYLE.h1}">${escapeHtml(heading)}</h1>`,
    ...blocks.map(blockHtml),
    `<footer style="${STYLE.footer}">${footer().map(blockHtml).join('')}</footer>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, text, html };
}
