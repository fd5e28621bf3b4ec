import { useCallback, useState } from 'react';

/**
 * Values of a form of text fields. Messages appear after the first submit attempt and then
 * follow every change, so a fixed field loses its message as soon as it is right.
 */
export function useFormState<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  // The same function on every render, so memoised fields skip renders that change nothing of theirs.
  const set = useCallback(
    (name: keyof T) => (value: string) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setServerErrors((previous) => (name in previous ? omit(previous, name as string) : previous));
    },
    [],
  );

  const reset = () => {
    setValues(initial);
    setAttempted(false);
    setServerErrors({});
  };

  return { values, set, attempted, markAttempted: () => setAttempted(true), serverErrors, setServerErrors, reset };
}

function omit(record: Record<string, string>, key: string): Record<string, string> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

const FOCUSABLE = 'input, select, textarea, button:not(:disabled), [tabindex="0"]';

/**
 * Moves focus to the first field with a message: a named control, or the first focusable
 * part of a widget marked data-field (the calendar, the time list).
 */
export function focusFirstError(root: HTMLElement | null, errors: Record<string, string>): void {
  for (const name of Object.keys(errors)) {
    const field = root?.querySelector<HTMLElement>(`[name="${name}"], [data-field="${name}"]`);
    // A widget's own tab stop (the calendar's roving cell) comes before its other controls.
    const target = field?.matches(FOCUSABLE)
      ? field
      : (field?.querySelector<HTMLElement>('[tabindex="0"]') ?? field?.querySelector<HTMLElement>(FOCUSABLE));
    if (target) {
      target.focus();
      return;
    }
  }
}
