import { useSyncExternalStore } from 'react';
import { outboxServerSnapshot, outboxSnapshot, subscribeOutbox } from './outbox-store';

export function useOutbox() {
  return useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxServerSnapshot);
}
