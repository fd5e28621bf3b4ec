import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MailFailure } from '#contract/staff';
import { color, radius } from '../../../ui/theme';
import { formatInstant } from '../../lib/clinic-time';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card-list';
import { Facts } from '../../ui/facts';
import { aboutLink, attemptsInWords, describeMessage, replyInWords } from './failure-words';

/** One message the mail server refused for good: which, when, why, what it was about, and what to do now. */
export function FailureItem({ failure }: { failure: MailFailure }) {
  const message = describeMessage(failure.template);
  const about = aboutLink(failure);
  const headingId = `mail-failure-${failure.id}`;
  return (
    <Item aria-labelledby={headingId}>
      <h2 id={headingId}>{message.name} not delivered</h2>
      <p>
        <Badge $tone="cancelled">{message.to === 'visitor' ? 'The visitor did not get it' : 'Staff did not get it'}</Badge>
      </p>
      <Facts>
        <dt>Failed</dt>
        <dd>{formatInstant(failure.failedAt)}</dd>
        <dt>Written</dt>
        <dd>{formatInstant(failure.createdAt)}</dd>
        <dt>Reply code</dt>
        <dd>{replyInWords(failure.code)}</dd>
        <dt>Tried</dt>
        <dd>{attemptsInWords(failure.attempts)}</dd>
        <dt>About</dt>
        <dd>
          <Link to={about.to}>{about.label}</Link>
        </dd>
      </Facts>
      <ToDo>
        <strong>What to do:</strong> {message.todo}
      </ToDo>
    </Item>
  );
}

const Item = styled(Card)`
  h2 { font-size: 1.2rem; margin: 0 0 0.5rem; }
`;

const ToDo = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${radius.sm};
  background: ${color.brandTint};
`;
