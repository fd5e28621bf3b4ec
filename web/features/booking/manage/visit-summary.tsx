import styled from 'styled-components';
import type { ManagedBooking } from '#contract';
import { slotWhen, type ToastWords } from '../../../i18n/messages';
import type { BookingWords } from '../../../i18n/booking.en';
import { useShell } from '../../../i18n/lang-context';
import type { ManageWords } from '../../../i18n/manage.en';
import { useBookingWords } from '../booking-words';
import { color, radius } from '../../../ui/theme';
import { PanelTitle } from '../booking.styles';
import { Phone } from '../../../ui/phone';

/** 'Tuesday, June 9, 2026 at 9:15 AM (Eastern Time)'; a facility visit as its hour (they start on the hour, 9 AM to 2 PM). */
export function visitWhen({ kind, date, time }: Pick<ManagedBooking, 'kind' | 'date' | 'time'>, words: ToastWords, booking: Pick<BookingWords, 'time' | 'zone'>): string {
  const hourLater = `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`;
  const when = kind === 'coordinator' ? `${slotWhen(words, date, time)} – ${booking.time(hourLater)}` : slotWhen(words, date, time);
  return `${when} (${booking.zone()})`;
}

/** The visit as it stands: when, what, and whether it is still on. No name or contact: the link shows only the visit. */
export function VisitSummary({ booking, words }: { booking: ManagedBooking; words: ManageWords }) {
  const cancelled = booking.status === 'cancelled';
  const { toasts } = useShell();
  const bookingWords = useBookingWords();
  const kind = words.kinds[booking.kind];
  return (
    <section aria-labelledby="visit-title">
      <PanelTitle id="visit-title">{kind.title}</PanelTitle>
      <Facts>
        <dt>{words.facts.when}</dt>
        <dd>{visitWhen(booking, toasts, bookingWords)}</dd>
        <dt>{words.facts.what}</dt>
        <dd>{kind.what}</dd>
        <dt>{words.facts.status}</dt>
        <dd>
          <Status $cancelled={cancelled}>{cancelled ? words.status.cancelled : words.status.booked}</Status>
        </dd>
      </Facts>
      {!cancelled && (
        <p>{words.questions(<Phone />)}</p>
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
