import { useRef } from 'react';
import { formUnavailable } from '../i18n/messages';
import { useShell } from '../i18n/lang-context';
import type { LazyRules } from '../lib/lazy-rules';
import { toast } from '../ui/toast';

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
