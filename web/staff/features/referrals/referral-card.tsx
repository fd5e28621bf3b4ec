import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ReferralSummary } from '#contract/staff';
import { color } from '../../../ui/theme';
import { formatInstant } from '../../lib/clinic-time';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card-list';
import { Facts } from '../../ui/facts';
import { PrefersSpanish, prefersSpanish } from '../../ui/prefers-spanish';
import { ROLE_LABELS, STATUS_LABELS, urgencyLabel } from './labels';

/** One referral in the list: its marks first (urgent, outside the area), then who and what; the patient's name opens its page. */
export function ReferralCard({ referral }: { referral: ReferralSummary }) {
  const headingId = `referral-${referral.id}`;
  return (
    <Item aria-labelledby={headingId}>
      <h2 id={headingId}>
        <NameLink to={`/referrals/${encodeURIComponent(referral.id)}`}>{referral.patientName}</NameLink>
      </h2>
      <Marks referral={referral} />
      <Facts>
        <dt>Reference</dt>
        <dd>{referral.reference}</dd>
        <dt>Received</dt>
        <dd>{formatInstant(referral.createdAt)}</dd>
        <dt>Wound</dt>
        <dd>{referral.woundType}</dd>
        <dt>From</dt>
        <dd>
          {referral.referrerName}, {ROLE_LABELS[referral.referrerRole]}
          {referral.referrerOrganization ? ` (${referral.referrerOrganization})` : ''}
        </dd>
        <dt>Documents</dt>
        <dd>{referral.documents || 'None'}</dd>
      </Facts>
    </Item>
  );
}

/** What staff must see first, in words: status, urgency, outside the service area, entered by staff, language. */
export function Marks({ referral }: { referral: Pick<ReferralSummary, 'status' | 'urgency' | 'outOfArea' | 'source' | 'language'> }) {
  return (
    <MarkRow>
      <Badge $tone={referral.status === 'declined' ? 'cancelled' : referral.status === 'new' ? 'info' : 'ok'}>{STATUS_LABELS[referral.status]}</Badge>
      {referral.urgency === '48h' && <Badge $tone="cancelled">{urgencyLabel(referral.urgency)}</Badge>}
      {referral.outOfArea && <Badge $tone="burst">Outside the service area: call to discuss</Badge>}
      {referral.source === 'staff' && <Badge $tone="info">Entered by staff</Badge>}
      {prefersSpanish(referral) && <PrefersSpanish record={referral} />}
    </MarkRow>
  );
}

const Item = styled(Card)`
  h2 { font-size: 1.2rem; margin: 0; }
`;

const NameLink = styled(Link)`
  color: ${color.brandDark};
`;

const MarkRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0 1rem;
`;
