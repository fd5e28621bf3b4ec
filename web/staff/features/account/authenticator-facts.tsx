import type { AccountAnswer } from '#contract/staff';
import { formatInstant } from '../../lib/clinic-time';
import { Facts } from '../../ui/facts';

const codesLeft = (count: number) => (count === 1 ? '1 unused' : `${count} unused`);

/**
 * When and from where this account's authenticator app was set up, so its owner can tell whether
 * it was them (decision 026: whoever first uses an admin-issued password sets it up). If it was not,
 * the password must be reset from the server, which also ends that enrolment.
 */
export function AuthenticatorFacts({ account }: { account: AccountAnswer }) {
  const set = account.authenticator;
  if (!set) return <p>No authenticator app is set up for this account.</p>;
  return (
    <>
      <Facts>
        <dt>Set up</dt>
        <dd>{formatInstant(set.enrolledAt)}</dd>
        <dt>From</dt>
        <dd>{set.browser ?? 'Not recorded'}</dd>
        <dt>Address</dt>
        <dd>{set.address ?? 'Not recorded'}</dd>
        <dt>Recovery codes</dt>
        <dd>{codesLeft(account.unusedRecoveryCodes)}</dd>
      </Facts>
      <p>If you did not set it up then, from there, someone else may have: ask whoever runs the server to give you a new password at once.</p>
    </>
  );
}
