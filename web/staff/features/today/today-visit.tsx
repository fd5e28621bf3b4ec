import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { addMinutes, formatTime12h } from '#contract';
import type { TodayVisit } from '#contract/staff';
import { color, radius } from '../../../ui/theme';
import { NewTabLink } from '../../../ui/new-tab-link';
import { KIND_LABEL, OUTCOME_LABEL } from '../../lib/kinds';
import { Badge } from '../../ui/badge';

/** '512-555-0142' → 'tel:5125550142'. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * One stop of the day, as a nurse needs it at the door: when, what, who, where (a facility, or the
 * address with a map link the nurse chooses to open: docs/security.md), the phone to call, what to
 * bring, the language, and how it ended.
 */
export function TodayVisitCard({ visit, idPrefix }: { visit: TodayVisit; idPrefix: string }) {
  const cancelled = visit.status === 'cancelled';
  const headingId = `${idPrefix}-${visit.id}`;
  return (
    <Card data-status={visit.status} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {formatTime12h(visit.time)} to {formatTime12h(addMinutes(visit.time, visit.minutes))}, {KIND_LABEL[visit.kind].toLowerCase()}
      </h3>
      <Marks>
        <Reference>{visit.reference}</Reference>
        {cancelled && <Badge $tone="cancelled">Cancelled</Badge>}
        {visit.outcome && <Badge $tone={visit.outcome === 'completed' ? 'ok' : 'burst'}>{OUTCOME_LABEL[visit.outcome]}</Badge>}
      </Marks>
      <dl>
        <dt>Patient</dt>
        <dd>{visit.clientName}</dd>
        {visit.clinicianName && (
          <>
            <dt>Nurse</dt>
            <dd>{visit.clinicianName}</dd>
          </>
        )}
        <dt>Place</dt>
        <dd>
          {visit.place || 'Not given'}
          {visit.mapUrl && (
            <>
              <br />
              <NewTabLink href={visit.mapUrl} note=" (opens the map in a new tab)">
                Open in maps
              </NewTabLink>
            </>
          )}
        </dd>
        {visit.clientPhone && (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={telOf(visit.clientPhone)}>Call {visit.clientPhone}</a>
            </dd>
          </>
        )}
        {visit.supplies && (
          <>
            <dt>Bring</dt>
            <dd>{visit.supplies}</dd>
          </>
        )}
        {visit.interpreterLanguage && (
          <>
            <dt>Language</dt>
            <dd>{visit.interpreterLanguage}</dd>
          </>
        )}
      </dl>
      <Details to={`/bookings/${encodeURIComponent(visit.id)}`} aria-label={`Details and outcome: ${visit.clientName}, ${formatTime12h(visit.time)}`}>
        Details and outcome
      </Details>
    </Card>
  );
}

const Card = styled.article`
  padding: 1rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  overflow-wrap: anywhere;
  h3 { font-size: 1.15rem; margin: 0 0 0.35rem; }
  &[data-status='cancelled'] { background: ${color.brandTint}; }
  &[data-status='cancelled'] h3 { text-decoration: line-through; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 0.75rem; margin: 0.5rem 0; }
  dt { font-weight: 650; color: ${color.muted}; }
  dd { margin: 0; white-space: pre-line; }
  dd a { display: inline-flex; align-items: center; min-height: 2.75rem; }
`;

const Marks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  align-items: center;
  margin: 0;
`;

const Reference = styled.span`
  font-family: ui-monospace, monospace;
  letter-spacing: 0.08em;
  font-weight: 650;
  color: ${color.muted};
`;

const Details = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 650;
`;
