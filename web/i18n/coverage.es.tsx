/** What care costs, in Spanish (coverage.en.tsx says what and where), typed by the English. */
import { providerEs } from '#contract/provider.es';
import { GOOD_FAITH_ESTIMATE } from './after-booking-lines';
import { Link } from '../ui/link';
import type { CoverageWords } from './coverage.en';

const selfPayText = providerEs.insurance.selfPay
  ? `Si usted paga el cuidado por su cuenta: ${providerEs.insurance.selfPay}.`
  : 'Si usted paga el cuidado por su cuenta, le decimos el costo antes de cualquier visita.';

export const coverage: CoverageWords = {
  statement: providerEs.insurance.coverage,
  checked: 'Revisamos su seguro durante la consulta gratis, antes de empezar cualquier cuidado.',
  selfPay: () => (
    <>
      {selfPayText}{' '}
      <Link to={`/privacy-policy#${GOOD_FAITH_ESTIMATE.id}`}>Su derecho a un presupuesto de buena fe (Good Faith Estimate)</Link>.
    </>
  ),
};
