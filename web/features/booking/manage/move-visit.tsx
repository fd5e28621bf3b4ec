import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import type { BookingKind } from '../../../../api/contract';
import { slotWhen } from '../../../content/messages';
import { useShell } from '../../../i18n/lang-context';
import { useOnline } from '../../../lib/use-online';
import { focusFirstError, SubmitButton } from '../../../ui/form';
import { slotQueries } from '../api';
import { ChosenSlot, PanelTitle, Stack } from '../booking.styles';
import { clinicTimeZoneName } from '../../../lib/clinic-time';
import { SlotPicker } from '../consultation-booking';
import { currentChoice, indexSlots } from '../slots';
import { StaleSlotsNote } from '../stale-slots-note';

interface Props {
  kind: BookingKind;
  busy: boolean;
  /** The server answers for the slot; a refusal comes back through the page's outcome. */
  onMove: (date: string, time: string) => void;
}

const NO_ERRORS: Record<string, string> = {};

/** "Move to another time": the site's own slot picker, and one button. Loaded after the page (manage-booking.tsx). */
export function MoveVisit({ kind, busy, onMove }: Props) {
  const id = useId();
  const slots = useQuery(slotQueries.list(kind));
  const index = useMemo(() => (slots.data ? indexSlots(slots.data) : undefined), [slots.data]);
  const online = useOnline();
  const { toasts } = useShell();
  const [picked, setPicked] = useState({ date: '', time: '' });
  const [attempted, setAttempted] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const choice = currentChoice(index, picked.date, picked.time);
  const missing = (slot: { date: string; time: string }) => ({ ...(slot.date ? {} : { date: 'Please select a date' }), ...(slot.time ? {} : { time: 'Please select a time' }) });
  const errors: Record<string, string> = attempted ? missing(choice) : NO_ERRORS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    if (!choice.date || !choice.time) return focusFirstError(rootRef.current, missing(choice));
    onMove(choice.date, choice.time);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>Move to another time</PanelTitle>
      <form ref={rootRef} method="post" noValidate onSubmit={submit}>
        <Stack>
          <StaleSlotsNote stale={Boolean(slots.data) && (!online || slots.isError)} />
          <SlotPicker
            headingLevel={3}
            index={index}
            failed={slots.isError}
            onRetry={() => void slots.refetch()}
            date={choice.date || picked.date}
            time={choice.time}
            onDateChange={(date) => setPicked({ date, time: '' })}
            onTimeChange={(time) => setPicked((previous) => ({ ...previous, time }))}
            errors={errors}
          />
          <ChosenSlot>{choice.date && choice.time ? `New time: ${slotWhen(toasts, choice.date, choice.time)} (${clinicTimeZoneName()}).` : 'Choose a new date and time.'}</ChosenSlot>
          <SubmitButton busy={busy} busyLabel="Moving…">
            Move my visit
          </SubmitButton>
        </Stack>
      </form>
    </section>
  );
}
