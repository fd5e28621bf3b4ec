import { type Provider, provider } from './provider';
import { type TaglineLang, taglineLanguagesFor } from './tagline-languages';

/**
 * The facts of the notices (docs/product.md, "Nondiscrimination" and "Accessibility"): what the nondiscrimination page and the accessibility
 * statement say of you. Part of the facts file (provider.ts; README, "Before going live"), in a
 * module of its own because only those two pages read them: every page loads provider.ts, and a
 * page's first load holds its modules whole. `npm run preflight` reads both.
 */
export const noticeFacts = {
  /**
   * Who coordinates the provider's duties under Section 1557 of the Affordable Care Act (45 CFR
   * 92.7) and receives grievances about discrimination: the nondiscrimination page names them.
   * `name` is a person's name, or empty to name the role by its title alone (the title in
   * Spanish: provider.es.ts). `npm run preflight` lists it while it is the sample.
   */
  section1557Coordinator: {
    name: '',
    title: 'Section 1557 Coordinator',
    phone: '(555) 014-2273',
    /** E.164 form used for tel: links. */
    phoneHref: '+15550142273',
    email: 'civilrights@evergreenwoundcare.com',
    address: '4000 Sample Street, Suite 100, Cincinnati, OH 45202',
  },

  languageAssistance: {
    /**
     * Notice of free language help (45 CFR 92.11): the taglines' languages, the 15 most spoken by
     * people with limited English in the states you serve (provider.ts `states`; BCP 47 codes).
     */
    taglines: taglineLanguagesFor(provider.states) as readonly TaglineLang[],
    /**
     * A qualified translator's tagline for a language HHS has published none in (`npm run
     * preflight` lists those): HHS's tagline (api/contract/taglines.ts ENGLISH_TAGLINE) in that
     * language, with `{phone}` where the number goes, and who translated it. Never a machine translation.
     */
    qualifiedTranslations: {} as Partial<Record<TaglineLang, { text: string; by: string }>>,
    /**
     * Whether you have a contract with a qualified medical interpreter service (spoken languages by
     * phone or video, and American Sign Language): the forms offer a free interpreter on the call,
     * and `npm run preflight` asks you to confirm one is contracted before going live.
     */
    interpreterServiceContracted: false as boolean,
  },

  /**
   * When the site was last checked against WCAG 2.2 AA, and within how many days a barrier reported
   * in your own pages is fixed: the accessibility statement gives both.
   */
  accessibilityReview: { date: '2026-11-27', fixWithinDays: 30 },
} as const;

/** Every fact of the facts file, provider.ts's and these (the go-live check reads them all). */
export type AllFacts = Provider & typeof noticeFacts;
