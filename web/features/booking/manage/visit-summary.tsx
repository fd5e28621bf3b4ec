import styled from 'styled-components';
import { formatTime12h, type ManagedBooking } from '../../../../api/contract';
import { slotWhen, type ToastWords } from '../../../content/messages';
import { useShell } from '../../../i18n/lang-context';
import { color, radius } from '../../../ui/theme';
import { PanelTitle } from '../booking.styles';
import { clinicTimeZoneName } from '../../../lib/clinic-time';
import { Phone } from '../../../ui/phone';

export const VISIT_LABEL: Record<ManagedBooking['kind'], { noun: string; what: string }> = {
  consultation: { noun: 'free consultation', what: 'Free 15-minute consultation, by phone or video' },
  coordinator: { noun: 'facility coordination visit', what: '1-hour on-site coordination visit with our care coordinator' },
};

/** 'Tuesday, June 9, 2026 at 9:15 AM (Eastern Time)'; a facility visit as its hour (they start on the hour, 9 AM to 2 PM). */
export function visitWhen({ kind, date, time }: Pick<ManagedBooking, 'kind' | 'date' | 'time'>, words: ToastWords): string {
  const hourLater = `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`;
  const when = kind === 'coordinator' ? `${slotWhen(words, date, time)} – ${formatTime12h(hourLater)}` : slotWhen(words, date, time);
  return `${when} (${clinicTimeZoneName()})`;
}

/** The visit as it stands: when, what, and whether it is still on. No name or contact: the link shows only the visit. */
export function VisitSummary({ booking }: { booking: ManagedBooking }) {
  const cancelled = booking.status === 'cancelled';
  const { toasts } = useShell();
  return (
    <section aria-labelledby="visit-title">
      <PanelTitle id="visit-title">Your {VISIT_LABEL[booking.kind].noun}</PanelTitle>
      <Facts>
        <dt>When</dt>
        <dd>{visitWhen(booking, toasts)}</dd>
        <dt>What</dt>
        <dd>{VISIT_LABEL[booking.kind].what}</dd>
        <dt>Status</dt>
        <dd>
          <Status $cancelled={cancelled}>{cancelled ? 'Cancelled' : 'Booked'}</Status>
        </dd>
      </Facts>
      {!cancelled && (
        <p>
          Questions, or a change this page cannot make? Call us at <Phone />.
        </p>
      )}
    </section>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.25rem;
  margin: 0 0 1rem;
  dt { font-weight: 700; }
  dd { margin: 0; }
`;

/** The state in words first; the colour only repeats it. */
const Status = styled.span<{ $cancelled: boolean }>`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border-radius: ${radius.sm};
  font-weight: 700;
  color: ${({ $cancelled }) => ($cancelled ? color.danger : color.brandDark)};
  background: ${({ $cancelled }) => ($cancelled ? '#fdf2f2' : color.brandSoft)};
`;
