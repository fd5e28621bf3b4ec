/** What care costs, in Spanish (coverage.en.tsx says what and where), typed by the English. */
import { providerEs } from '#contract/provider.es';
import { GOOD_FAITH_ESTIMATE } from './after-booking-lines';
import { Link } from '../ui/link';
import type { CoverageWords } from './coverage.en';

const selfPayText = providerEs.insurance.selfPay
  ? `Si usted paga el cuidado por su cuenta: ${providerEs.insurance.selfPay}.`
  : 'Si usted paga el cuidado por su cuenta, le decimos el costo antes de cualquier visita.';

/** The link to the Good Faith Estimate notice in the words of CMS's Spanish notice (docs/glossary.es.md). */
const GOOD_FAITH_LINK_ES = 'Su derecho a una Estimación de buena fe';

export const coverage: CoverageWords = {
  statement: providerEs.insurance.coverage,
  goodFaithLink: GOOD_FAITH_LINK_ES,
  checked: 'Revisamos su seguro durante la consulta gratuita, antes de empezar cualquier cuidado.',
  selfPay: () => (
    <>
      {selfPayText}{' '}
      <Link to={`/privacy-policy#${GOOD_FAITH_ESTIMATE.id}`}>{GOOD_FAITH_LINK_ES}</Link>.
    </>
  ),
};
