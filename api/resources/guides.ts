import { readFileSync } from 'node:fs';
import { GUIDES, type GuideSlug, type Provider } from '../contract';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The five guides with the provider's facts filled in, keyed by slug. They share one
 * stylesheet, inlined into each so every guide stays a single self-contained file.
 */
export function renderGuides(provider: Provider): Map<GuideSlug, string> {
  const values: Record<string, string> = {
    brandName: escapeHtml(provider.brandName),
    phone: escapeHtml(provider.phone),
    phoneHref: escapeHtml(provider.phoneHref),
    email: escapeHtml(provider.email),
    styles: readFileSync(new URL('./guides/guide.css', import.meta.url), 'utf8'),
  };
  const guides = new Map<GuideSlug, string>();
  for (const { slug } of GUIDES) {
    const template = readFileSync(new URL(`./guides/${slug}.html`, import.meta.url), 'utf8');
    guides.set(
      slug,
      template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match),
    );
  }
  return guides;
}
