import { useSyncExternalStore } from 'react';
import { outboxServerSnapshot, outboxSnapshot, subscribeOutbox } from './outbox-client';

export function useOutbox() {
  return useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxServerSnapshot);
}
