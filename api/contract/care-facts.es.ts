/**
 * A fact of the facts file (provider.ts) in Spanish, for the contact card only (decision 031): a
 * module of its own rather than provider.es.ts, which every Spanish page loads with the shell, so the
 * pages that do not show it do not carry it. The insurance statement is provider.es.ts's: one text
 * wherever a Spanish page says it. Change a fact there and its twin here together:
 * care-facts.es.test.ts names the English each twin was written for. A qualified medical
 * translator reviews these with the rest of the Spanish.
 */
export const careFactsEs = {
  /** provider.careSettings: where the nurses see patients, as the contact page lists them ("nursing homes" marked as English there). */
  careSettings: 'Hogares, hogares de ancianos (nursing homes) y centros de vida asistida',
};
