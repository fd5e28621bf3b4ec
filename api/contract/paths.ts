import type { GuideSlug } from './constants';
import type { Lang } from './language';

export const API = {
  consultationSlots: '/api/consultation/slots',
  consultationBook: '/api/consultation/book',
  coordinatorSlots: '/api/coordinators/slots',
  coordinatorBook: '/api/coordinators/book',
  contact: '/api/contact',
  /** multipart/form-data: a referral and its documents (docs/product.md, "Refer a patient"). */
  referrals: '/api/referrals',
  resources: '/api/resources',
} as const;

/** Where a guide is read: '/api/resources/<slug>.html' in English (its path since the first guide), '/api/resources/es/<slug>.html' in Spanish. */
export const guidePath = (slug: GuideSlug, lang: Lang = 'en'): string => `${API.resources}/${lang === 'en' ? '' : `${lang}/`}${slug}.html`;

/**
 * The origin the build writes where the site's public URL belongs (canonical links, structured
 * data, robots.txt, the sitemap): PUBLIC_URL is a run-time setting, so the server puts it in
 * place of this when it loads the build (api/site/static-site.ts). A reserved, valid URL, so a
 * page stays valid HTML either way.
 */
export const PUBLIC_URL_PLACEHOLDER = 'https://public-url.invalid';
