import { useRef } from 'react';
import { formUnavailable } from '../content/messages';
import { useShell } from '../i18n/lang-context';
import { toast } from '../ui/toast';

/**
 * A module of validation rules (valibot and the contract's schemas, about 2.5 KB compressed),
 * loaded when a visitor first uses a form, or when a slot list arrives, instead of with the
 * page. `current` holds it once loaded; a failed load is tried again next time.
 */
export interface LazyRules<T> {
  load(): Promise<T>;
  readonly current: T | undefined;
}

export function lazyRules<T>(importRules: () => Promise<T>): LazyRules<T> {
  let rules: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= importRules().then(
        (module) => (rules = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get current() {
      return rules;
    },
  };
}

/**
 * A form's submit step: runs `handle` with the rules once they are loaded (at once when they
 * are), one submission at a time, and says so in a toast when they cannot be loaded.
 */
export function useWithRules<T>(rules: LazyRules<T>): (handle: (loaded: T) => void) => void {
  const checking = useRef(false);
  const { toasts } = useShell();
  return (handle) => {
    if (checking.current) return;
    checking.current = true;
    rules
      .load()
      .then(handle, () => toast(formUnavailable(toasts)))
      .finally(() => {
        checking.current = false;
      });
  };
}

/** What a form's checks found: the parsed values, or the first message of each field. */
export type Checked<T> = { success: true; output: T; errors?: undefined } | { success: false; errors: Record<string, string> };
