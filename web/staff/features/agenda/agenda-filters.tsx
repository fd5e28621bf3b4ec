import styled from 'styled-components';
import { type CareKind, CARE_KINDS, type Clinician, OUTCOMES } from '#contract/staff';
import { Button } from '../../../ui/button';
import { FieldShell, useFieldIds } from '../../../ui/form/fields';
import { Select } from '../../../ui/form/form.styles';
import { KIND_LABEL, OUTCOME_LABEL } from '../../lib/kinds';
import type { AgendaFilters as Filters } from './api';

/** The filters as the address holds them (?nurse&kind&outcome), so a filtered agenda survives a new sign-in and can be shared. */
export function filtersOf(search: URLSearchParams): Filters {
  const kind = search.get('kind');
  const outcome = search.get('outcome');
  return {
    ...(search.get('nurse') ? { clinicianId: search.get('nurse')! } : {}),
    ...(kind && (CARE_KINDS as readonly string[]).includes(kind) ? { kind: kind as CareKind } : {}),
    ...(outcome === 'none' || (OUTCOMES as readonly string[]).includes(outcome ?? '') ? { outcome: outcome as Filters['outcome'] } : {}),
  };
}

/** 'Maria Lopez, wound-care visits, no-shows': what the list is filtered to, for the announcement of a new list. */
export function filtersWords(filters: Filters, nurses: readonly Clinician[]): string {
  const nurse = filters.clinicianId === 'none' ? 'no nurse' : nurses.find((one) => one.id === filters.clinicianId)?.name;
  const kind = filters.kind && `${KIND_LABEL[filters.kind].toLowerCase()}s`;
  const outcome = filters.outcome && (filters.outcome === 'none' ? 'outcome not marked' : `${OUTCOME_LABEL[filters.outcome].toLowerCase()}s`);
  return [nurse, kind, outcome].filter(Boolean).join(', ');
}

interface Props {
  filters: Filters;
  /** Every nurse, inactive ones too: their past bookings stay theirs. None set up: no nurse filter. */
  nurses: readonly Clinician[];
  onChange: (filters: Filters) => void;
}

/**
 * The agenda by nurse, kind and outcome. Each choice shows its list at once (a list changing is
 * not a change of context, WCAG 3.2.2); the agenda's live region says what it now shows.
 */
export function AgendaFilters({ filters, nurses, onChange }: Props) {
  const set = (change: Partial<Filters>) => onChange(Object.fromEntries(Object.entries({ ...filters, ...change }).filter(([, value]) => value)) as Filters);
  const any = Object.keys(filters).length > 0;
  return (
    <Box role="group" aria-label="Filter the agenda">
      {nurses.length > 0 && (
        <Choice
          label="Nurse"
          all="All nurses"
          value={filters.clinicianId ?? ''}
          options={[{ value: 'none', label: 'No nurse' }, ...nurses.map((nurse) => ({ value: nurse.id, label: nurse.active ? nurse.name : `${nurse.name} (inactive)` }))]}
          onChange={(clinicianId) => set({ clinicianId })}
        />
      )}
      <Choice label="Kind" all="All kinds" value={filters.kind ?? ''} options={CARE_KINDS.map((kind) => ({ value: kind, label: KIND_LABEL[kind] }))} onChange={(kind) => set({ kind: kind as CareKind })} />
      <Choice
        label="Outcome"
        all="Any outcome"
        value={filters.outcome ?? ''}
        options={[{ value: 'none', label: 'Not marked' }, ...OUTCOMES.map((outcome) => ({ value: outcome, label: OUTCOME_LABEL[outcome] }))]}
        onChange={(outcome) => set({ outcome: outcome as Filters['outcome'] })}
      />
      {any && (
        <Clear>
          <Button type="button" $variant="secondary" onClick={() => onChange({})}>
            Show all
          </Button>
        </Clear>
      )}
    </Box>
  );
}

function Choice({ label, all, value, options, onChange }: { label: string; all: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  const { id, aria } = useFieldIds(undefined, undefined);
  return (
    <FieldShell id={id} label={label}>
      <Select {...aria} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}

const Box = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: 0.75rem 1rem;
  align-items: end;
  margin-bottom: 1rem;
`;

const Clear = styled.div`
  display: flex;
  align-items: end;
`;
