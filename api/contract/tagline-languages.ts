/**
 * Which languages the taglines of free language help are in (45 CFR 92.11): at least the 15 most
 * spoken by people with limited English proficiency in the state or states the provider serves
 * (the facts file's `states`, provider.ts). Codes only, BCP 47 (the `lang` of each line): the texts
 * are taglines.ts's, loaded by the pages that show them.
 *
 * Source of each state's list: HHS Office for Civil Rights' "top 15 languages by state" for Section
 * 1557, as published with the Centers for Medicare & Medicaid Services' "Appendix A: Top 15
 * Non-English Languages by State" (American Community Survey 2009-2013,
 * www.cms.gov/cciio/resources/regulations-and-guidance/downloads/appendix-a-top-15.pdf), in its
 * order. What was found, and where, is decision 052.
 */
export const TOP_15_BY_STATE = {
  /**
   * Ohio (OH): Spanish, Chinese, German, Arabic, Pennsylvania Dutch, Russian, French, Vietnamese, Cushite
   * (here Somali, the Cushitic language Ohio's speakers of it speak most), Korean, Italian, Japanese,
   * Dutch, Ukrainian, Romanian. Chinese is one language written two ways: both scripts are shown.
   */
  OH: ['es', 'zh-Hans', 'zh-Hant', 'de', 'ar', 'pdc', 'ru', 'fr', 'vi', 'so', 'ko', 'it', 'ja', 'nl', 'uk', 'ro'],
} as const;

/** A state the taglines have a list for (its postal code). A state served needs its list here. */
export type StateCode = keyof typeof TOP_15_BY_STATE;

/** Each listed state's name, as the service area and the go-live check name it. */
export const STATE_NAMES: Record<StateCode, string> = { OH: 'Ohio' };

/** A language the taglines can be in: one of a state's list. */
export type TaglineLang = (typeof TOP_15_BY_STATE)[StateCode][number];

/**
 * The taglines' languages for the states served, the first state's order first. For several states
 * this is every state's list joined (more than 15 lines, and never one missing): the speakers' counts
 * that OCR's FAQ would let a provider add together are not in its published lists.
 */
export function taglineLanguagesFor(states: readonly StateCode[]): TaglineLang[] {
  return [...new Set(states.flatMap((state): readonly TaglineLang[] => TOP_15_BY_STATE[state]))];
}

/** A tagline language as spoken: its script dropped ('zh-Hant' → 'zh'), what an interpreter is asked for. */
export const spokenLanguageOf = (lang: TaglineLang): string => lang.split('-')[0]!;
