import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { REFERRAL_STATUSES, type ReferralStatus } from '#contract/staff';
import { referralQueries } from '../features/referrals/api';
import { STATUS_LABELS } from '../features/referrals/labels';
import { ReferralCard } from '../features/referrals/referral-card';
import { usePageTitle } from '../lib/use-page-title';
import { useViewAnnouncement } from '../lib/use-view-announcement';
import { CardList } from '../ui/card-list';
import { LiveStatus } from '../ui/live-status';
import { SegmentLink, Segments } from '../ui/segments';
import { Empty, LoadFailed, Loading } from '../ui/states';

const isStatus = (value: string | null): value is ReferralStatus => (REFERRAL_STATUSES as readonly (string | null)[]).includes(value);

/** Referrals by status (?status=accepted…; new by default), newest first as the server lists them; each opens its page. */
export function ReferralsPage() {
  usePageTitle('Referrals');
  const [search] = useSearchParams();
  const asked = search.get('status');
  const status: ReferralStatus = isStatus(asked) ? asked : 'new';
  const referrals = useQuery(referralQueries.list(status));
  const [said, say] = useState('');
  const count = referrals.data?.length ?? 0;
  useViewAnnouncement(status, referrals.isSuccess, () => `${STATUS_LABELS[status]} referrals: ${count === 0 ? 'none' : count} shown.`, say);

  return (
    <>
      <h1 tabIndex={-1}>Referrals</h1>
      <LiveStatus>{said}</LiveStatus>
      <p>
        <Link to="/referrals/new">Enter a referral that came by fax or phone</Link>
      </p>
      <Segments aria-label="Which referrals">
        {REFERRAL_STATUSES.map((each) => (
          <SegmentLink key={each} to={each === 'new' ? '/referrals' : `/referrals?status=${each}`} aria-current={status === each ? 'page' : undefined}>
            {STATUS_LABELS[each]}
          </SegmentLink>
        ))}
      </Segments>
      {referrals.isPending && <Loading what="referrals" />}
      {referrals.isError && <LoadFailed what="The referrals" error={referrals.error} onRetry={() => void referrals.refetch()} />}
      {referrals.data?.length === 0 && (
        <Empty>
          <p>{status === 'new' ? 'No new referrals. New ones appear here as they arrive.' : `No ${STATUS_LABELS[status].toLowerCase()} referrals.`}</p>
        </Empty>
      )}
      {!!referrals.data?.length && (
        <CardList>
          {referrals.data.map((referral) => (
            <li key={referral.id}>
              <ReferralCard referral={referral} />
            </li>
          ))}
        </CardList>
      )}
    </>
  );
}
