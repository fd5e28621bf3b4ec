import type { Provider } from './provider';
import { type TaglineLang, US_TOP_15 } from './tagline-languages';

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

  /**
   * Notice of free language help (45 CFR 92.11): the languages of the taglines on the
   * nondiscrimination page, the 15 most spoken by people with limited English in your state
   * (BCP 47 codes of api/contract/taglines.ts). The US default list until you set your state's.
   */
  languageAssistance: { taglines: US_TOP_15 as readonly TaglineLang[] },

  /** When the site was last checked against WCAG 2.2 AA: the accessibility statement gives the date. */
  accessibilityReview: { date: '2026-11-27' },
} as const;

/** Every fact of the facts file, provider.ts's and these (the go-live check reads them all). */
export type AllFacts = Provider & typeof noticeFacts;
