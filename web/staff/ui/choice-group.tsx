import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { ErrorText, Hint } from '../../ui/form/form.styles';
import { color } from '../../ui/theme';

interface Option<T extends string | number> {
  value: T;
  label: ReactNode;
}

interface Props<T extends string | number> {
  legend: string;
  /** The field's name in messages and drafts; each box is `${name}` with its value. */
  name: string;
  options: readonly Option<T>[];
  hint?: ReactNode;
  error?: string;
  /** Boxes to tick any number of, or one choice of several. */
  type: 'checkbox' | 'radio';
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  /** On a line (the default), or one under another. */
  stacked?: boolean;
}

/**
 * Boxes or radio buttons under one legend, with the group's hint and message tied to each control
 * (aria-describedby) and aria-invalid always present (decision 013). Each is 44 px tall to tap.
 */
export function ChoiceGroup<T extends string | number>({ legend, name, options, hint, error, type, chosen, onChange, stacked }: Props<T>) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const toggle = (value: T, on: boolean) => {
    if (type === 'radio') return onChange([value]);
    onChange(on ? options.map((option) => option.value).filter((item) => item === value || chosen.includes(item)) : chosen.filter((item) => item !== value));
  };
  return (
    <Group data-span="full" data-field={name} $stacked={stacked}>
      <legend>{legend}</legend>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <div>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type={type}
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Group>
  );
}

const Group = styled.fieldset<{ $stacked?: boolean }>`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  display: grid;
  gap: 0.35rem;
  legend { font-weight: 650; margin-bottom: 0.35rem; padding: 0; }
  & > div { display: flex; flex-wrap: wrap; gap: 0 1.25rem; ${({ $stacked }) => ($stacked ? 'flex-direction: column;' : '')} }
  label { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; cursor: pointer; }
  input { flex: none; width: 1.35rem; height: 1.35rem; margin: 0; accent-color: ${color.brand}; }
`;
