import { MAX_LENGTH } from '#contract';
import { VISIT_MINUTES } from '#contract/staff';
import { ChoiceGroup } from '../../ui/choice-group';
import { InputField, TextAreaInput } from '../../ui/field';
import type { PhoneDraft } from './booking-draft';

interface Props {
  draft: PhoneDraft;
  change: (next: Partial<PhoneDraft>) => void;
  errors: Record<string, string>;
}

const TOWN_HINT = 'All of the place a nurse’s calendar feed shows. Left empty, it is read from an address that ends “…, Town, ST 12345”.';

/** What each kind needs beyond who and when: a call's type; a facility's name; a home visit's place, length and supplies. */
export function KindFields({ draft, change, errors }: Props) {
  if (draft.type === 'consultation') {
    return (
      <ChoiceGroup<'phone' | 'video'>
        legend="Call by"
        name="consultationType"
        type="radio"
        options={[
          { value: 'phone', label: 'Phone call' },
          { value: 'video', label: 'Video call' },
        ]}
        chosen={[draft.consultationType]}
        onChange={([consultationType]) => change({ consultationType })}
        error={errors.consultationType}
      />
    );
  }
  if (draft.type === 'coordinator') {
    return (
      <>
        <InputField label="Facility" name="facilityName" maxLength={MAX_LENGTH.shortText} value={draft.facilityName} onValue={(facilityName) => change({ facilityName })} error={errors.facilityName} />
        <InputField label="Town" name="town" optional hint={TOWN_HINT} maxLength={MAX_LENGTH.shortText} value={draft.town} onValue={(town) => change({ town })} error={errors.town} />
      </>
    );
  }
  return (
    <>
      <InputField
        label="Address of the visit"
        name="address"
        autoComplete="off"
        hint="Street, town, state and ZIP, as the nurse will look it up."
        maxLength={MAX_LENGTH.address}
        value={draft.address}
        onValue={(address) => change({ address })}
        error={errors.address}
      />
      <InputField label="ZIP code" name="zip" inputMode="numeric" autoComplete="off" maxLength={5} value={draft.zip} onValue={(zip) => change({ zip })} error={errors.zip} />
      <InputField label="Town" name="town" optional hint={TOWN_HINT} maxLength={MAX_LENGTH.shortText} value={draft.town} onValue={(town) => change({ town })} error={errors.town} />
      <InputField
        label="Length in minutes"
        name="minutes"
        type="number"
        inputMode="numeric"
        min={VISIT_MINUTES.min}
        max={VISIT_MINUTES.max}
        step={VISIT_MINUTES.step}
        hint={`${VISIT_MINUTES.min} to ${VISIT_MINUTES.max}, in steps of ${VISIT_MINUTES.step}.`}
        value={draft.minutes}
        onValue={(minutes) => change({ minutes })}
        error={errors.minutes}
      />
      <TextAreaInput
        label="What to bring"
        name="supplies"
        optional
        hint="Dressings, a compression kit…: shown on the nurse’s day."
        maxLength={MAX_LENGTH.notes}
        value={draft.supplies}
        onValue={(supplies) => change({ supplies })}
        error={errors.supplies}
      />
    </>
  );
}
