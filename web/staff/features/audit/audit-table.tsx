import styled from 'styled-components';
import type { AuditEntry } from '#contract/staff';
import { color, radius } from '../../../ui/theme';
import { Badge } from '../../ui/badge';
import { formatInstant } from '../../lib/clinic-time';
import { actionLabel, detailLabel, recordsLabel } from './audit-words';

/**
 * The audit trail as a table: who did what, when, to which records (ids only), from where.
 * On a phone the table scrolls sideways inside its own focusable region.
 */
export function AuditTable({ entries, caption }: { entries: readonly AuditEntry[]; caption: string }) {
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Records</th>
            <th scope="col">From</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatInstant(entry.at)}</td>
              <td>{entry.actor}</td>
              <td>
                {actionLabel(entry.action)}
                {entry.detail && <Detail>{detailLabel(entry.detail)}</Detail>}
              </td>
              <td>
                {entry.recordIds.length > 1 ? (
                  <details>
                    <summary>{recordsLabel(entry.recordIds)}</summary>
                    <Ids>{entry.recordIds.join('\n')}</Ids>
                  </details>
                ) : (
                  recordsLabel(entry.recordIds)
                )}
              </td>
              <td>{entry.address}</td>
              <td>{entry.outcome === 'ok' ? 'Done' : <Badge $tone="cancelled">Refused</Badge>}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;

const Table = styled.table`
  width: 100%;
  min-width: 46rem;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption { text-align: left; padding: 0.75rem 1rem; font-weight: 650; }
  th, td { text-align: left; vertical-align: top; padding: 0.6rem 1rem; border-top: 1px solid ${color.border}; }
  th { background: ${color.brandTint}; }
  summary { cursor: pointer; min-height: 2.75rem; padding: 0.5rem 0; }
`;

const Detail = styled.span`
  display: block;
  color: ${color.muted};
  font-size: 0.875rem;
`;

const Ids = styled.pre`
  margin: 0;
  font-size: 0.85rem;
  white-space: pre-wrap;
  word-break: break-all;
`;
