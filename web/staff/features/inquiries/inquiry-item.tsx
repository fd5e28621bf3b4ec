import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StaffInquiry } from '#contract/staff';
import { Button } from '../../../ui/button';
import { color } from '../../../ui/theme';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card-list';
import { Facts } from '../../ui/facts';
import { type ArrangeInterpreter, asksForInterpreter, InterpreterBadge, InterpreterFact } from '../../ui/interpreter';
import { PrefersSpanish, prefersSpanish, writtenIn } from '../../ui/prefers-spanish';
import { formatInstant } from '../../lib/clinic-time';
import { NOT_MAILED } from '../../lib/not-mailed';
import { locationLabel, serviceLabel } from './labels';

interface Props {
  inquiry: StaffInquiry;
  /** When new: a way to mark it handled. */
  onHandle?: () => void;
  /** In the inbox: the name links to the inquiry's own page (the one staff alerts link to). */
  linked?: boolean;
  /** While the interpreter asked for is not arranged: a way to mark it. */
  arrangeInterpreter?: ArrangeInterpreter;
}

/** One inquiry: who, how to reach them, what they asked, and, when new, a way to mark it handled. */
export function InquiryItem({ inquiry, onHandle, linked, arrangeInterpreter }: Props) {
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const headingId = `inquiry-${inquiry.id}`;
  return (
    <Item aria-labelledby={headingId}>
      <h2 id={headingId}>{linked ? <NameLink to={`/inquiries/${encodeURIComponent(inquiry.id)}`}>{name}</NameLink> : name}</h2>
      <Received>Received {formatInstant(inquiry.createdAt)}</Received>
      {(prefersSpanish(inquiry) || asksForInterpreter(inquiry)) && (
        <Marks>
          <PrefersSpanish record={inquiry} /> <InterpreterBadge record={inquiry} />
        </Marks>
      )}
      <Facts>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`}>{inquiry.phone}</a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
        </dd>
        <dt>Service</dt>
        <dd>{serviceLabel(inquiry.serviceType)}</dd>
        <dt>Care location</dt>
        <dd>{locationLabel(inquiry.careLocation)}</dd>
        <dt>Message</dt>
        {inquiry.message ? <dd lang={writtenIn(inquiry)}>{inquiry.message}</dd> : <dd>None</dd>}
        <InterpreterFact record={inquiry} arrange={arrangeInterpreter} />
        <dt>Consent to contact</dt>
        <dd>{inquiry.consent === 'true' ? 'Yes' : 'No'}</dd>
        {inquiry.notMailed && (
          <>
            <dt>Receipt</dt>
            <dd>{NOT_MAILED}</dd>
          </>
        )}
        {inquiry.status === 'handled' && (
          <>
            <dt>Handled</dt>
            <dd>
              <Badge $tone="ok">Handled</Badge> {inquiry.handledAt && formatInstant(inquiry.handledAt)}
            </dd>
            <dt>Note</dt>
            <dd>{inquiry.note || 'None'}</dd>
          </>
        )}
      </Facts>
      {onHandle && (
        <Button type="button" $variant="secondary" onClick={onHandle} aria-label={`Mark handled: ${name}`}>
          Mark handled
        </Button>
      )}
    </Item>
  );
}

const Item = styled(Card)`
  h2 { font-size: 1.2rem; margin: 0; }
`;

const NameLink = styled(Link)`
  display: inline-block;
  min-height: 2.75rem;
  padding: 0.35rem 0;
`;

const Received = styled.p`
  color: ${color.muted};
  margin: 0.25rem 0 0.75rem;
`;

const Marks = styled.p`
  margin: 0 0 0.75rem;
`;
