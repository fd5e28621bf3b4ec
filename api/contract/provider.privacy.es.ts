import type { Provider } from './provider';

/**
 * The facts file's privacy words in Spanish (provider.privacy's `officer` and `hosting`): what the
 * Spanish privacy policy and Notice of Privacy Practices say where the English read them. A module
 * of its own, beside provider.es.ts, because only those two pages read them and provider.es.ts is in
 * every Spanish page's first load. Change a fact and its twin together: provider.es.test.ts names
 * the English each twin was written for. A qualified medical translator reviews these with the
 * rest of the Spanish (README, "Before going live").
 */
export const privacyEs = {
  /** provider.privacy.officer: who answers privacy questions and complaints, as a title ("nuestro …"). */
  officer: 'Oficial de Privacidad',
  /** provider.privacy.hosting: who hosts the website, read after "por" or "como". */
  hosting: 'nuestra empresa de alojamiento web',
} satisfies Record<keyof Pick<Provider['privacy'], 'officer' | 'hosting'>, string>;
