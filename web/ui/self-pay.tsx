import { GOOD_FAITH_ESTIMATE, selfPayText } from '../content/after-booking';
import { Link } from './link';

/** The self-pay line and the No Surprises Act notice it links (issue 26): the FAQ, services and booking pages. */
export function SelfPay() {
  return (
    <>
      {selfPayText()} <Link to={`/privacy-policy#${GOOD_FAITH_ESTIMATE.id}`}>{GOOD_FAITH_ESTIMATE.link}</Link>.
    </>
  );
}
