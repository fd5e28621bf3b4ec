/**
 * Names that do not overclaim (decision 025). A treatment's name is often read alone: in search
 * results, a menu, a screen reader's list of headings or links, an inquiry's choices. So a name
 * may say "stem cell therapy" only in quotes after what the treatment is (a placental tissue
 * graft), never "biologic", and never the FDA; a sentence that names the FDA says the product is
 * not FDA-approved to heal wounds. web/content/names.test.ts checks every name in the code,
 * e2e/site-safety.spec.ts every name and sentence of the build.
 */

/** A name that calls the graft "stem cell therapy" must say what it is first, and quote the popular name (in Spanish too). */
const STEM_CELLS_NAMED_HONESTLY = /placental tissue grafts?\s+\(["“]stem cell therapy["”]\)|injertos? de tejido placentario\s+\(["“]terapia con células madre["”]\)/i;

/** Why `name` overclaims, or null when it does not. */
export function overclaimIn(name: string): string | null {
  const text = name.replace(/\s+/g, ' ');
  if (/\bbiol[oó]gic/i.test(text)) return 'calls a treatment a biologic';
  if (/\bFDA\b/.test(text)) return 'names the FDA, which reads as an approval';
  if (/stem[- ]cell|células madre/i.test(text) && !STEM_CELLS_NAMED_HONESTLY.test(text)) return 'promises stem cells without saying it is a placental tissue graft';
  return null;
}

/** The names among `names` that overclaim, each with the reason. */
export function overclaimingNames(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const problem = overclaimIn(name);
    return problem ? [`"${name}" ${problem}`] : [];
  });
}

/** The exact words for the grafts' regulation: what the FDA regulates, and what it has not approved. */
export const FDA_STATUS = 'regulated by the FDA as a human tissue product; not FDA-approved to heal wounds';
/** The same, in the Spanish pages' words. */
export const FDA_STATUS_ES = 'la FDA lo regula como un producto de tejido humano; la FDA no lo ha aprobado para sanar heridas';

/** The sentences of `text` that name the FDA without saying, in English or Spanish, that the product is not FDA-approved to heal wounds. */
export function fdaClaimsIn(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => /\bFDA\b/.test(sentence) && ![FDA_STATUS, FDA_STATUS_ES].some((status) => sentence.toLowerCase().includes(status.toLowerCase())));
}
