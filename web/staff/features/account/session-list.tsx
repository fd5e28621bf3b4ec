import styled from 'styled-components';
import type { AccountSession } from '#contract/staff';
import { Button } from '../../../ui/button';
import { formatInstant } from '../../lib/clinic-time';
import { Badge } from '../../ui/badge';
import { Card, CardList } from '../../ui/card-list';
import { Facts } from '../../ui/facts';

/**
 * Where this account is signed in: the browser in words, since when, last active; this device
 * marked in words, and each other one with its own 'Sign out' (ASVS 5 7.5.2: any or all).
 */
export function SessionList({ sessions, onSignOut }: { sessions: AccountSession[]; onSignOut: (session: AccountSession) => void }) {
  return (
    <CardList aria-label="Signed-in sessions">
      {sessions.map((session) => (
        <li key={session.id}>
          <Item as="div">
            <Title>
              <strong>{session.browser}</strong>
              {session.current && <Badge $tone="ok">This device</Badge>}
            </Title>
            <Facts>
              <dt>Signed in</dt>
              <dd>{formatInstant(session.signedInAt)}</dd>
              <dt>Last active</dt>
              <dd>{session.current ? 'Now' : formatInstant(session.lastActiveAt)}</dd>
            </Facts>
            {!session.current && (
              <SignOut type="button" $variant="secondary" onClick={() => onSignOut(session)} aria-label={`Sign out: ${session.browser}, signed in ${formatInstant(session.signedInAt)}`}>
                Sign out
              </SignOut>
            )}
          </Item>
        </li>
      ))}
    </CardList>
  );
}

const Item = styled(Card)`
  dl { margin: 0; }
`;

const Title = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin: 0 0 0.5rem;
`;

const SignOut = styled(Button)`
  margin-top: 0.75rem;
`;
