import { type FormEvent, useRef, useState } from 'react';
import { MAX_LENGTH } from '#contract';
import { type CareKind, CARE_KINDS, type Clinician, clinicianChangeSchema, type ClinicianChangedAnswer, newClinicianSchema } from '#contract/staff';
import { serverFieldErrors, serverMessage } from '../../../lib/api';
import { check } from '../../../lib/form-rules';
import { FieldGrid, focusFirstError, Notice, SubmitButton } from '../../../ui/form';
import { useKeptDraft } from '../../lib/drafts';
import { KIND_OPTIONS } from '../../lib/kinds';
import { ChoiceGroup } from '../../ui/choice-group';
import { InputField } from '../../ui/field';
import { KeptNote } from '../../ui/kept-note';
import { useAddClinician, useChangeClinician } from './api';
import { HoursFields } from './hours-fields';
import { type ClinicianDraft, clinicianRequest, draftOf, emptyClinician, formErrors } from './team-words';

type Props =
  | { clinician?: undefined; onSaved: (outcome: { id: string; name: string }) => void }
  | { clinician: Clinician; onSaved: (outcome: ClinicianChangedAnswer) => void };

/**
 * A nurse's name, week, territory, the kinds of booking they take, and the staff account they
 * sign in with. Adds a nurse, or, given one, changes theirs. Checked with the contract's rules
 * before sending; the server's messages show beside the same fields.
 */
export function ClinicianForm(props: Props) {
  const editing = props.clinician;
  const [draft, setDraft] = useState<ClinicianDraft>(() => (editing ? draftOf(editing) : emptyClinician()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddClinician();
  const change = useChangeClinician();
  const busy = add.isPending || change.isPending;
  const form = useRef<HTMLFormElement>(null);
  const headingId = editing ? 'edit-clinician' : 'add-clinician';
  const set = <K extends keyof ClinicianDraft>(name: K, value: ClinicianDraft[K]) => setDraft((previous) => ({ ...previous, [name]: value }));
  const restored = useKeptDraft(
    headingId,
    { name: draft.name, zips: draft.zips, staffUser: draft.staffUser, kinds: draft.kinds.join(' '), days: JSON.stringify(draft.days) },
    (kept) =>
      setDraft((previous) => ({
        ...previous,
        name: kept.name ?? previous.name,
        zips: kept.zips ?? previous.zips,
        staffUser: kept.staffUser ?? previous.staffUser,
        kinds: kept.kinds ? CARE_KINDS.filter((kind) => kept.kinds!.split(' ').includes(kind)) : previous.kinds,
        days: kept.days ? (JSON.parse(kept.days) as ClinicianDraft['days']) : previous.days,
      })),
  );

  const failed = (error: unknown) => {
    const fields = formErrors(serverFieldErrors(error), draft);
    setErrors({ ...fields, _: Object.keys(fields).length ? '' : (serverMessage(error) ?? 'Nothing was saved. Check the connection and try again.') });
    focusFirstError(form.current, fields);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = clinicianRequest(draft);
    const found = formErrors(check(editing ? clinicianChangeSchema : newClinicianSchema, request).errors ?? {}, draft);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(form.current, found);
    if (props.clinician) {
      const onSaved = props.onSaved;
      change.mutate({ id: props.clinician.id, change: { ...request, staffUser: request.staffUser || null } }, { onSuccess: onSaved, onError: failed });
    } else {
      const onSaved = props.onSaved;
      add.mutate(
        { ...request, staffUser: request.staffUser || undefined },
        {
          onSuccess: ({ id }) => {
            setDraft(emptyClinician());
            onSaved({ id, name: request.name });
          },
          onError: failed,
        },
      );
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{editing ? 'Change the details' : 'Add a nurse'}</h2>
      <FieldGrid>
        <KeptNote shown={restored} />
        <InputField label="Name" name="name" autoComplete="off" maxLength={MAX_LENGTH.name} value={draft.name} onValue={(value) => set('name', value)} error={errors.name} />
        <InputField
          label="Staff account"
          name="staffUser"
          optional
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="The username this nurse signs in with: their day and calendar feed follow it."
          maxLength={MAX_LENGTH.shortText}
          value={draft.staffUser}
          onValue={(value) => set('staffUser', value)}
          error={errors.staffUser}
        />
        <HoursFields days={draft.days} errors={errors} onChange={(weekday, day) => set('days', { ...draft.days, [weekday]: day })} />
        <InputField
          label="ZIP codes"
          name="zips"
          optional
          inputMode="numeric"
          hint="The nurse’s territory, separated by spaces or commas. Empty: anywhere in the service area."
          value={draft.zips}
          onValue={(value) => set('zips', value)}
          error={errors.zips}
        />
        <ChoiceGroup<CareKind>
          legend="Takes"
          name="kinds"
          type="checkbox"
          options={KIND_OPTIONS}
          chosen={draft.kinds}
          onChange={(kinds) => set('kinds', kinds)}
          error={errors.kinds}
        />
        {errors._ && (
          <Notice $tone="error" role="alert" data-span="full">
            <p>{errors._}</p>
          </Notice>
        )}
        <div data-span="full">
          <SubmitButton busy={busy} busyLabel="Saving…">
            {editing ? 'Save changes' : 'Add nurse'}
          </SubmitButton>
        </div>
      </FieldGrid>
    </form>
  );
}
