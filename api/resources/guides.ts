import { readFileSync } from 'node:fs';
import { GUIDES, type GuideSlug, type Provider } from '../contract';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The five guides with the provider's facts filled in, keyed by slug. */
export function renderGuides(provider: Provider): Map<GuideSlug, string> {
  const values: Record<string, string> = {
    brandName: provider.brandName,
    phone: provider.phone,
    phoneHref: provider.phoneHref,
    email: provider.email,
  };
  const guides = new Map<GuideSlug, string>();
  for (const { slug } of GUIDES) {
    const template = readFileSync(new URL(`./guides/${slug}.html`, import.meta.url), 'utf8');
    guides.set(
      slug,
      template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? escapeHtml(values[name]!) : match)),
    );
  }
  return guides;
}
