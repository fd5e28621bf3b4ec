/**
 * Two facts of the facts file (provider.ts) in Spanish, for the contact card and "What happens
 * after you book" only (decision 031): a module of their own rather than provider.es.ts, which every
 * Spanish page loads with the shell, so the pages that do not show them do not carry them.
 * Change a fact there and its twin here together: care-facts.es.test.ts names the English each
 * twin was written for. A qualified medical translator reviews these with the rest of the Spanish.
 */
export const careFactsEs = {
  /** provider.careSettings: where the nurses see patients, as the contact page lists them. */
  careSettings: 'Hogares, hogares de ancianos (nursing homes) y centros de vida asistida',
  /** provider.insurance.coverage: the one insurance statement, as the booking pages say it. */
  coverage:
    'Medicare Parte B y muchos planes cubren el cuidado de heridas cuando es médicamente necesario. Los sustitutos de piel se cubren solo en casos específicos, y el suero por la vena (IV) en casa casi nunca se cubre. Con Medicare Original, si es posible que Medicare no pague algo, le decimos primero el costo y le pedimos que firme un Aviso Anticipado al Beneficiario (ABN). Con un plan Medicare Advantage, le pedimos al plan que decida primero.',
};
