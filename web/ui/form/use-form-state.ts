import { useCallback, useEffect, useRef, useState } from 'react';
import { registerDraft, takeDraft } from '../../lib/form-drafts';

/**
 * Values of a form of text fields. Messages appear after the first submit attempt and then
 * follow every change, so a fixed field loses its message as soon as it is right. With a
 * `draftId`, what is typed goes along when the visitor switches language, and comes back here
 * in the same form on the other language's page (web/lib/form-drafts.ts); after hydration, so
 * the first render is the prerendered one.
 */
export function useFormState<T extends Record<string, string>>(initial: T, draftId?: string) {
  const [values, setValues] = useState(initial);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  useEffect(() => {
    if (!draftId) return;
    const draft = takeDraft(draftId, initial);
    if (draft) setValues((previous) => ({ ...previous, ...draft }));
    return registerDraft(draftId, () => latest.current);
    // The draft is the page load's: taken once, when the form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftId]);
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
