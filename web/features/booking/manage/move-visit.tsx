import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import type { BookingKind } from '#contract';
import { slotWhen } from '../../../i18n/messages';
import type { ManageWords } from '../../../i18n/manage.en';
import { useLang, useShell } from '../../../i18n/lang-context';
import { useWithRules } from '../../../blocks/use-with-rules';
import { useOnline } from '../../../lib/use-online';
import { focusFirstError, SubmitButton } from '../../../ui/form';
import { slotQueries } from '../api';
import { ChosenSlot, PanelTitle, Stack } from '../booking.styles';
import { useBookingWords } from '../booking-words';
import { bookingRules } from '../rules';
import { SlotPicker } from '../slot-picker';
import { currentChoice, indexSlots } from '../slots';
import { StaleSlotsNote } from '../stale-slots-note';

interface Props {
  words: ManageWords['move'];
  kind: BookingKind;
  busy: boolean;
  /** The server answers for the slot; a refusal comes back through the page's outcome. */
  onMove: (date: string, time: string) => void;
}

const NO_ERRORS: Record<string, string> = {};

/** "Move to another time": the site's own slot picker, and one button. Loaded after the page (manage-booking.tsx). */
export function MoveVisit({ words, kind, busy, onMove }: Props) {
  const id = useId();
  const bookingWords = useBookingWords();
  const rules = bookingRules[useLang()];
  const withRules = useWithRules(rules);
  const slots = useQuery(slotQueries.list(kind, bookingWords.slotsFailed, rules));
  const index = useMemo(() => (slots.data ? indexSlots(slots.data) : undefined), [slots.data]);
  const online = useOnline();
  const { toasts } = useShell();
  const [picked, setPicked] = useState({ date: '', time: '' });
  const [attempted, setAttempted] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const choice = currentChoice(index, picked.date, picked.time);
  // Messages (the page's language's, from its checks) show from the first attempt on.
  const errors: Record<string, string> = (attempted && rules.current?.checkSlot(choice).errors) || NO_ERRORS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    withRules((checks) => {
      setAttempted(true);
      const result = checks.checkSlot(choice);
      if (!result.success) return focusFirstError(rootRef.current, result.errors);
      onMove(result.output.date, result.output.time);
    });
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>{words.title}</PanelTitle>
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
          <ChosenSlot>{choice.date && choice.time ? words.chosen(slotWhen(toasts, choice.date, choice.time), bookingWords.zone()) : words.choose}</ChosenSlot>
          <SubmitButton busy={busy} busyLabel={words.busy}>
            {words.submit}
          </SubmitButton>
        </Stack>
      </form>
    </section>
  );
}
