import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_URL_PLACEHOLDER } from '#contract';
import { type Lang, pathIn } from '#contract/language';

/**
 * The referral page for a browser without scripts (docs/decisions/062-referral-form-without-script.md):
 * the form again with what was sent and the messages, and the thank-you page with the reference.
 * Both are the page's own markup, rendered from its components at build time in a template mode
 * (`refer/form.tmpl`, `refer/sent.tmpl` in each language, without any script), where every value,
 * message and the reference is a placeholder. Here they are filled in, every text escaped, so the
 * server never loads React. Templates are read at their first use and kept.
 */
export interface ReferralPages {
  form(lang: Lang, filled: FilledForm): string;
  sent(lang: Lang, reference: string, message: string): string;
}

export interface FilledForm {
  values: Record<string, string>;
  errors: Record<string, string>;
  message: string;
}

/** Where the page is, and the no-script thank-you page after it. */
export const REFER_PATH = '/refer';
export const SENT_PATH = '/refer/sent';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function referralPages(webRoot: string | undefined, publicUrl: string): ReferralPages {
  const cache = new Map<string, string | null>();
  const template = (lang: Lang, name: 'form' | 'sent') => {
    const file = webRoot ? join(webRoot, `.${pathIn(REFER_PATH, lang)}`, `${name}.tmpl`) : '';
    if (!cache.has(file)) cache.set(file, file && existsSync(file) ? readFileSync(file, 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl) : null);
    return cache.get(file) ?? null;
  };
  return {
    form(lang, filled) {
      const page = template(lang, 'form');
      return page ? fillForm(page, filled) : plainPage(lang, filled.message, pathIn(REFER_PATH, lang));
    },
    sent(lang, reference, message) {
      const page = template(lang, 'sent');
      return page ? fillPlaceholders(page, { reference, message }) : plainPage(lang, message, pathIn('/', lang));
    },
  };
}

/** The form template with the values sent, each field's message (and the markup of those without one taken away) and the page's message. */
export function fillForm(template: string, { values, errors, message }: FilledForm): string {
  let page = template;
  for (const name of fieldsIn(page)) {
    if (!errors[name]) page = withoutError(page, name);
    const value = values[name] ?? '';
    page = page.replace(new RegExp(`(<select[^>]*\\bname="${escapeRegExp(name)}"[^>]*>)([\\s\\S]*?)(</select>)`), (_, open: string, options: string, close: string) =>
      open + options.replace(/ selected=""/g, '').replace(`<option value="${escapeHtml(value)}"`, `<option selected="" value="${escapeHtml(value)}"`) + close,
    );
    page = page.replace(/<input([^>]*)>/g, (tag, attributes: string) =>
      attributes.includes(` name="${name}"`) && attributes.includes(' type="checkbox"') && value === 'true' && !/\bchecked=""/.test(attributes) ? `<input checked=""${attributes}>` : tag,
    );
  }
  const placeholders: Record<string, string> = { message };
  for (const [name, value] of Object.entries(values)) placeholders[`value:${name}`] = value;
  for (const [name, text] of Object.entries(errors)) placeholders[`error:${name}`] = text;
  return fillPlaceholders(page, placeholders);
}

/** The fields a template holds a message place for. */
const fieldsIn = (template: string) => [...template.matchAll(/\{\{error:([A-Za-z]+)\}\}/g)].map((match) => match[1]!);

/** A field with no message: its message element goes, and its control is no longer marked invalid or described by it. */
function withoutError(page: string, name: string): string {
  const element = new RegExp(`<p([^>]*)\\bid="([^"]+)-error"([^>]*)>\\{\\{error:${escapeRegExp(name)}\\}\\}</p>`);
  const found = element.exec(page);
  if (!found) return page;
  const id = found[2]!;
  const withoutElement = page.slice(0, found.index) + page.slice(found.index + found[0].length);
  return withoutElement.replace(new RegExp(`<(input|select|textarea)([^>]*)\\bid="${escapeRegExp(id)}"([^>]*)>`), (_tag, element: string, before: string, after: string) => {
    const attributes = `${before}id="${id}"${after}`
      .replace(/\baria-invalid="true"/, 'aria-invalid="false"')
      .replace(/\baria-describedby="([^"]*)"/, (_all, ids: string) => {
        const kept = ids.split(' ').filter((each) => each && each !== `${id}-error`);
        return kept.length ? `aria-describedby="${kept.join(' ')}"` : '';
      });
    return `<${element}${attributes}>`;
  });
}

/** Every `{{name}}` in one pass, each text escaped; a place with nothing to fill is left empty. Text sent can never become a placeholder. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([a-z]+(?::[A-Za-z]+)?)\}\}/g, (_, key: string) => escapeHtml(values[key] ?? ''));
}

/** When the build has no templates (a server run without the site): the message alone, with a way back. */
function plainPage(lang: Lang, message: string, back: string): string {
  const title = lang === 'es' ? 'Referir a un paciente' : 'Refer a patient';
  const link = lang === 'es' ? 'Volver' : 'Go back';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="${back}">${link}</a></p></main></body></html>`;
}
