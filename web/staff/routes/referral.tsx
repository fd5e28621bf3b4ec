import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api';
import { Button, ButtonLink, ButtonRow } from '../../ui/button';
import { Notice } from '../../ui/form';
import { referralQueries, useAccept, useDecline, useDeleteReferral } from '../features/referrals/api';
import { DeclineDialog } from '../features/referrals/decline-dialog';
import { ReferralFacts } from '../features/referrals/referral-facts';
import { Marks } from '../features/referrals/referral-card';
import { DeleteDialog } from '../features/records/delete-dialog';
import { formatInstant } from '../lib/clinic-time';
import { initials } from '../lib/record-names';
import { useConfirmedChange } from '../lib/use-confirmed-change';
import { useDeletion } from '../lib/use-deletion';
import { usePageTitle } from '../lib/use-page-title';
import { LoadFailed, Loading } from '../ui/states';

/**
 * One referral, the page a staff alert's link opens: the marks first (urgent, outside the area),
 * then everything sent with it; accept, decline, delete. Reading it is audited on the server.
 */
export function ReferralPage() {
  const id = useParams().id ?? '';
  const accept = useAccept();
  const decline = useDecline();
  const declining = useConfirmedChange();
  const deletion = useDeletion(useDeleteReferral(), id, () =>
    declining.done('This referral was deleted permanently, with its documents and its e-mails.', 'Referral deleted', 'It is gone for good.'),
  );
  const referral = useQuery({ ...referralQueries.detail(id), enabled: !deletion.deleted });
  const data = deletion.deleted ? undefined : referral.data;
  // In the tab's title (kept in the history) only the patient's initials.
  usePageTitle(data ? `Referral ${data.reference}, ${initials(data.patientName)}` : 'Referral');

  const accepted = () =>
    accept.mutate(id, {
      onSuccess: () => declining.done('This referral is accepted. The referrer is e-mailed that it was.', 'Referral accepted', 'The referrer is told.'),
      onError: (failure) => declining.failed(failure, 'It was not accepted. Check the connection and try again.'),
    });
  const declined = (words: { message: string; note: string }) =>
    decline.mutate(
      { id, ...words },
      {
        onSuccess: () => declining.done('This referral is declined. The referrer is e-mailed your message.', 'Referral declined', 'The referrer is told.'),
        onError: (failure) => declining.failed(failure, 'It was not declined. Check the connection and try again.'),
      },
    );

  return (
    <>
      <p>
        <Link to={data && data.status !== 'new' ? `/referrals?status=${data.status}` : '/referrals'}>Back to the referrals</Link>
      </p>
      <h1 tabIndex={-1}>{data ? `Referral ${data.reference}: ${data.patientName}` : 'Referral'}</h1>
      {referral.isPending && !deletion.deleted && <Loading what="the referral" />}
      {referral.isError &&
        (referral.error instanceof ApiError && referral.error.status === 404 ? (
          <Notice role="alert">
            <p>There is no referral with this address. It may have been mistyped: the referrals screen lists every one.</p>
          </Notice>
        ) : (
          <LoadFailed what="The referral" error={referral.error} onRetry={() => void referral.refetch()} />
        ))}
      {declining.outcome && (
        <Notice $tone="success" ref={declining.outcomeRef} tabIndex={-1}>
          <p>{declining.outcome}</p>
        </Notice>
      )}
      {!declining.confirming && declining.error && (
        <Notice $tone="error" role="alert">
          <p>{declining.error}</p>
        </Notice>
      )}
      {data && (
        <>
          <Marks referral={data} />
          <ButtonRow>
            {data.status === 'new' && (
              <Button type="button" aria-busy={accept.isPending || undefined} onClick={accepted}>
                {accept.isPending ? 'Accepting…' : 'Accept'}
              </Button>
            )}
            {(data.status === 'new' || data.status === 'accepted') && (
              <>
                <ButtonLink to={`/referrals/${encodeURIComponent(data.id)}/schedule`}>Schedule the first visit</ButtonLink>
                <Button type="button" $variant="secondary" onClick={declining.ask}>
                  Decline
                </Button>
              </>
            )}
          </ButtonRow>
          <ReferralFacts referral={data} />
          <DeclineDialog
            open={declining.confirming}
            referralId={data.id}
            reference={data.reference}
            busy={decline.isPending}
            error={declining.error}
            onConfirm={declined}
            onClose={() => declining.setConfirming(false)}
          />
          <p>
            <Button type="button" $variant="secondary" onClick={deletion.ask}>
              Delete permanently
            </Button>
          </p>
          <DeleteDialog
            open={deletion.open}
            what="referral"
            which={`${data.reference}, ${data.patientName}, received ${formatInstant(data.createdAt)}.`}
            goes={
              <ul>
                <li>the referral and everything sent with it;</li>
                <li>its documents;</li>
                <li>what staff did with it, and the e-mails about it.</li>
              </ul>
            }
            busy={deletion.busy}
            error={deletion.error}
            onConfirm={deletion.confirm}
            onClose={deletion.close}
          />
        </>
      )}
    </>
  );
}
