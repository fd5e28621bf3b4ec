import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { serverMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/form';
import { color, radius } from '../../../ui/theme';
import { toast } from '../../../ui/toast';
import { formatInstant } from '../../lib/clinic-time';
import { auditQueries, useAcknowledgeBreak } from './api';
import { breakLabel } from './audit-words';

/**
 * On every signed-in screen while the audit trail has a break no one acknowledged (found by the
 * server as it started, decision 024): what broke, when, what to do, and 'Acknowledge', which the
 * trail records with who did it. The outcome takes focus and stays until the next screen
 * (decision 013). Nothing shows while the breaks are unknown: a failed read is the screen's own
 * business, not a second error in every screen.
 */
export function ChainBreakBanner() {
  const breaks = useQuery(auditQueries.breaks()).data ?? [];
  const acknowledge = useAcknowledgeBreak();
  const { pathname } = useLocation();
  const [outcome, setOutcome] = useState('');
  const outcomeRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => setOutcome(''), [pathname]);

  const onAcknowledge = (breakId: string) => {
    if (acknowledge.isPending) return;
    acknowledge.mutate(breakId, {
      onSuccess: () => {
        setOutcome('Break acknowledged. The audit trail records that you did, and when.');
        toast({ title: 'Break acknowledged', description: 'The audit trail records that you did.', variant: 'success', announce: false });
        requestAnimationFrame(() => outcomeRef.current?.focus());
      },
      onError: (error) => toast({ title: 'Not acknowledged', description: serverMessage(error) ?? 'Check the connection and try again.', variant: 'error' }),
    });
  };

  return (
    <>
      {outcome && (
        <Outcome $tone="success" ref={outcomeRef} tabIndex={-1}>
          <p>{outcome}</p>
        </Outcome>
      )}
      {breaks.length > 0 && (
        <Banner aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>The audit trail is broken</h2>
          <p>
            Someone may have changed or removed its files on the server. Whoever runs the server should compare the data folder with its latest backup
            (<code>npm run staff -- verify-audit</code> says where it broke). Acknowledge a break once it is understood: the trail records who did.
          </p>
          <Breaks>
            {breaks.map((found) => (
              <li key={found.id}>
                <p id={`${id}-${found.id}`}>
                  {breakLabel(found.kind)} Found {formatInstant(found.at)}.
                </p>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-describedby={`${id}-${found.id}`}
                  aria-busy={(acknowledge.isPending && acknowledge.variables === found.id) || undefined}
                  onClick={() => onAcknowledge(found.id)}
                >
                  Acknowledge
                </Button>
              </li>
            ))}
          </Breaks>
        </Banner>
      )}
    </>
  );
}

const Banner = styled.section`
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${color.danger};
  border-left-width: 6px;
  border-radius: ${radius.md};
  background: #fdf2f2;
  h2 { margin: 0 0 0.5rem; font-size: 1.2rem; color: ${color.danger}; }
  p { margin: 0; }
  code { font-size: 0.9em; word-break: break-word; }
`;

const Breaks = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; padding: 0.75rem 0 0; border-top: 1px solid ${color.border}; margin-top: 0.75rem; }
  li p { flex: 1 1 20rem; font-weight: 600; }
`;

const Outcome = styled(Notice)`
  margin: 0 0 1.5rem;
`;
