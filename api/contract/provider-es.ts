/**
 * The facts that are words, in Spanish (issue 28): what the Spanish pages say where the English
 * ones read a sentence of the facts file (provider.ts). Only the Spanish pages load this file.
 * Change a fact there and its twin here together: provider-es.test.ts names the English each
 * twin was written for, and fails until both are changed. Other facts (numbers, hours, phone,
 * names) are the same in both languages and read from provider.ts.
 */
export const providerEs = {
  /** provider.serviceArea, read after "en": 'Visitamos hogares y centros en …'. */
  serviceArea: 'los condados de Hamilton, Butler, Warren y Clermont, Ohio',
  /** provider.replyWithin. */
  replyWithin: '24 horas',
  /** provider.credential.name: what the abbreviation stands for, said of a nurse. */
  credentialName: 'enfermera certificada en heridas, ostomías y continencia',
} as const;

export type SpanishFacts = typeof providerEs;
