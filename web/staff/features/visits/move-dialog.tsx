import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { type Clinician, type MoveRequest, moveRequestSchema, type StaffBooking } from '#contract/staff';
import { serverFieldErrors, serverMessage } from '../../../lib/api';
import { check } from '../../../lib/form-rules';
import { CheckboxField, focusFirstError, Notice, SelectField } from '../../../ui/form';
import { visitWhen } from '../../lib/record-names';
import { ConfirmDialog } from '../../ui/dialog';
import { InputField } from '../../ui/field';

interface Draft {
  date: string;
  time: string;
  clinicianId: string;
  notify: boolean;
  outsideHours: boolean;
}

interface Props {
  open: boolean;
  booking: StaffBooking;
  /** The active nurses who take this kind; none set up, no choice of nurse. */
  nurses: readonly Clinician[];
  busy: boolean;
  onMove: (move: MoveRequest, failed: (error: unknown) => void) => void;
  onClose: () => void;
}

const draftOf = (booking: StaffBooking): Draft => ({ date: booking.date, time: booking.time, clinicianId: booking.clinicianId ?? '', notify: false, outsideHours: false });

/**
 * 'Move' behind a dialog: a new day, time or nurse (the same time with another nurse gives it to
 * them). 'Tell the patient' shows only when there is an address to tell them at. A refusal (the
 * time taken, the nurse busy) is said in the dialog, which keeps what was chosen (decision 013).
 */
export function MoveDialog({ open, booking, nurses, busy, onMove, onClose }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(booking));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) {
      setDraft(draftOf(booking));
      setErrors({});
    }
    // Each opening starts from where the booking is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const set = (change: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...change }));
  const hasEmail = booking.clientEmail.trim() !== '';

  const confirm = () => {
    const move: MoveRequest = {
      date: draft.date,
      time: draft.time,
      notify: hasEmail && draft.notify,
      outsideHours: draft.outsideHours,
      ...(draft.clinicianId ? { clinicianId: draft.clinicianId } : {}),
    };
    const found = check(moveRequestSchema, move).errors ?? {};
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(body.current, found);
    onMove(move, (error) => {
      const fields = serverFieldErrors(error);
      setErrors({ ...fields, _: Object.keys(fields).length ? '' : (serverMessage(error) ?? 'The booking was not moved. Check the connection and try again.') });
      focusFirstError(body.current, fields);
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title="Move this booking?"
      description={
        <p>
          {booking.clientName}, now {visitWhen(booking)}
          {booking.clinicianName ? ` with ${booking.clinicianName}` : ''}. Choose the new day and time, or keep them and choose another nurse.
        </p>
      }
      confirmLabel="Move booking"
      busyLabel="Moving…"
      dismissLabel="Keep it as it is"
      busy={busy}
      error={errors._}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Fields ref={body}>
        <InputField label="New day" name="date" type="date" value={draft.date} onValue={(date) => set({ date })} error={errors.date} />
        <InputField label="New time" name="time" type="time" step={300} value={draft.time} onValue={(time) => set({ time })} error={errors.time} />
        {nurses.length > 0 && (
          <SelectField
            label="Nurse"
            name="clinicianId"
            placeholder="First free nurse"
            options={nurses.map((nurse) => ({ value: nurse.id, label: nurse.id === booking.clinicianId ? `${nurse.name} (now)` : nurse.name }))}
            value={draft.clinicianId}
            onChange={(clinicianId) => set({ clinicianId })}
            optional
            error={errors.clinicianId}
          />
        )}
        <CheckboxField name="outsideHours" label="Outside the hours" checked={draft.outsideHours} onChange={(outsideHours) => set({ outsideHours })} error={errors.outsideHours} />
        {draft.outsideHours && (
          <Notice $tone="error">
            <p>The nurse is booked even outside their working hours. Agree it with the nurse first.</p>
          </Notice>
        )}
        {hasEmail && (
          <CheckboxField
            name="notify"
            label={`Tell the patient: an e-mail to ${booking.clientEmail} with the new time`}
            checked={draft.notify}
            onChange={(notify) => set({ notify })}
            error={errors.notify}
          />
        )}
      </Fields>
    </ConfirmDialog>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 1rem;
`;
