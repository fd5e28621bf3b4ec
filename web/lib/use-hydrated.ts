import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true after. Submit buttons use it so
 * a tap before the scripts run cannot post a form natively, which would put personal data
 * in a plain request the API does not accept.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
