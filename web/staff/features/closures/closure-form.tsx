import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { MAX_LENGTH } from '#contract';
import { type Clinician, type ClosureAnswer, closureSchema } from '#contract/staff';
import { serverFieldErrors, serverMessage } from '../../../lib/api';
import { FieldGrid, focusFirstError, Notice, SelectField, SubmitButton } from '../../../ui/form';
import { color } from '../../../ui/theme';
import { toast } from '../../../ui/toast';
import { check } from '../../../lib/form-rules';
import { useKeptDraft } from '../../lib/drafts';
import { InputField } from '../../ui/field';
import { KeptNote } from '../../ui/kept-note';
import { useAddClosure } from './api';
import { type ClosureDraft, type ClosureKind, closureMessages, closureRequest, closureWhen, EMPTY_DRAFT } from './closure-words';

const KINDS: { value: ClosureKind; label: string }[] = [
  { value: 'day', label: 'One day' },
  { value: 'days', label: 'Several days' },
  { value: 'hours', label: 'Some hours of a day' },
];

/**
 * Closes a day, several days or some hours of a day. Visitors stop seeing those times at once;
 * bookings already inside are reported (onAdded), never cancelled by this.
 */
export function ClosureForm({ onAdded, nurses, nurse = '' }: { onAdded: (answer: ClosureAnswer) => void; nurses: readonly Clinician[]; nurse?: string }) {
  const [draft, setDraft] = useState<ClosureDraft>({ ...EMPTY_DRAFT, clinicianId: nurse });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddClosure();
  const form = useRef<HTMLFormElement>(null);
  const set = (name: keyof ClosureDraft) => (value: string) => setDraft((previous) => ({ ...previous, [name]: value }));
  const restored = useKeptDraft('add-closure', draft, (kept) =>
    setDraft((previous) => ({ ...previous, ...kept, kind: KINDS.some((kind) => kind.value === kept.kind) ? kept.kind! : previous.kind })),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const request = closureRequest(draft);
    const found = closureMessages(check(closureSchema, request).errors ?? {}, draft.kind);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(form.current, found);
    add.mutate(request as Parameters<typeof add.mutate>[0], {
      onSuccess: (answer) => {
        setDraft({ ...EMPTY_DRAFT, kind: draft.kind, clinicianId: draft.clinicianId });
        toast({ title: 'Closed time added', description: `${closureWhen(answer.closure)}: no longer offered to visitors.`, variant: 'success', announce: false });
        onAdded(answer);
      },
      onError: (error) => {
        const fields = closureMessages(serverFieldErrors(error), draft.kind);
        setErrors({ ...fields, _: Object.keys(fields).length ? '' : (serverMessage(error) ?? 'The closed time was not saved. Try again.') });
        focusFirstError(form.current, fields);
      },
    });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="add-closure">
      <h2 id="add-closure">Close days or hours</h2>
      <FieldGrid>
        <KeptNote shown={restored} />
        {nurses.length > 0 && (
          <SelectField
            label="Closed for"
            name="clinicianId"
            full
            placeholder="The whole practice"
            hint="One nurse’s leave closes only that nurse’s times; the others stay open."
            options={nurses.map((clinician) => ({ value: clinician.id, label: `${clinician.name} (leave)` }))}
            value={draft.clinicianId}
            onChange={set('clinicianId')}
            optional
            error={errors.clinicianId}
          />
        )}
        <Kinds data-span="full">
          <legend>What to close</legend>
          {KINDS.map((kind) => (
            <label key={kind.value}>
              <input type="radio" name="kind" value={kind.value} checked={draft.kind === kind.value} onChange={() => setDraft({ ...draft, kind: kind.value })} />
              {kind.label}
            </label>
          ))}
        </Kinds>
        <InputField label={draft.kind === 'days' ? 'First day' : 'Day'} name="from" type="date" value={draft.from} onValue={set('from')} error={errors.from} />
        {draft.kind === 'days' && <InputField label="Last day" name="to" type="date" min={draft.from || undefined} value={draft.to} onValue={set('to')} error={errors.to} />}
        {draft.kind === 'hours' && (
          <>
            <InputField label="From" name="startTime" type="time" step={900} value={draft.startTime} onValue={set('startTime')} error={errors.startTime} />
            <InputField label="Until" name="endTime" type="time" step={900} value={draft.endTime} onValue={set('endTime')} error={errors.endTime} />
          </>
        )}
        <InputField
          label="Reason"
          name="reason"
          hint="Holiday, staff leave, training… Seen by staff only."
          maxLength={MAX_LENGTH.shortText}
          value={draft.reason}
          onValue={set('reason')}
          error={errors.reason}
        />
        {errors._ && (
          <Notice $tone="error" role="alert" data-span="full">
            <p>{errors._}</p>
          </Notice>
        )}
        <div data-span="full">
          <SubmitButton busy={add.isPending} busyLabel="Saving…">
            Add closed time
          </SubmitButton>
        </div>
      </FieldGrid>
    </form>
  );
}

const Kinds = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  legend { font-weight: 650; margin-bottom: 0.35rem; padding: 0; }
  label { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; cursor: pointer; }
  input { width: 1.35rem; height: 1.35rem; margin: 0; accent-color: ${color.brand}; }
`;
