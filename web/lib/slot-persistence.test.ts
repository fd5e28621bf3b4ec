import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { persistSlotLists, SLOT_STORAGE_KEY } from './slot-persistence';

const LIST_KEY = ['/api', 'consultation', 'slots'];
const SLOTS = [{ date: '2030-03-05', time: '09:00', available: true }];

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A visit that loaded the slot list and left it saved in `storage`. */
async function earlierVisit(storage: Storage, data: unknown = SLOTS) {
  const client = new QueryClient();
  await persistSlotLists(client, storage);
  client.setQueryData(LIST_KEY, data);
  client.setQueryData(['other'], 'not an API list');
  await vi.waitFor(() => expect(storage.getItem(SLOT_STORAGE_KEY)).toContain('2030-03-05'));
}

describe('persistSlotLists', () => {
  it('when a slot list was loaded on an earlier visit, then the next visit shows it, to be loaded afresh', async () => {
    const storage = memoryStorage();
    await earlierVisit(storage);
    expect(storage.getItem(SLOT_STORAGE_KEY)).not.toContain('not an API list');

    const client = new QueryClient();
    await persistSlotLists(client, storage);
    expect(client.getQueryData(LIST_KEY)).toEqual(SLOTS);
    expect(client.getQueryState(LIST_KEY)?.isInvalidated).toBe(true);
  });

  it('when the page loaded a list before the restore, then the older saved list does not replace it', async () => {
    const storage = memoryStorage();
    await earlierVisit(storage);

    const client = new QueryClient();
    const fresh = [{ date: '2030-03-06', time: '10:00', available: true }];
    client.setQueryData(LIST_KEY, fresh);
    await persistSlotLists(client, storage);
    expect(client.getQueryData(LIST_KEY)).toEqual(fresh);
    expect(client.getQueryState(LIST_KEY)?.isInvalidated).toBe(false);
  });

  it('when the list arrived before the saving started (the head preloaded it) and nothing changes after, then it is saved all the same', async () => {
    const storage = memoryStorage();
    const client = new QueryClient();
    client.setQueryData(LIST_KEY, SLOTS);
    await persistSlotLists(client, storage);
    await vi.waitFor(() => expect(storage.getItem(SLOT_STORAGE_KEY)).toContain('2030-03-05'));

    const next = new QueryClient();
    await persistSlotLists(next, storage);
    expect(next.getQueryData(LIST_KEY)).toEqual(SLOTS);
  });

  it('when the saved lists are more than a week old, then they are dropped', async () => {
    const storage = memoryStorage();
    await earlierVisit(storage);
    vi.useFakeTimers({ now: Date.now() + 8 * 24 * 60 * 60 * 1000, toFake: ['Date'] });
    try {
      const client = new QueryClient();
      await persistSlotLists(client, storage);
      expect(client.getQueryData(LIST_KEY)).toBeUndefined();
      expect(storage.getItem(SLOT_STORAGE_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the saved copy is unreadable, then the page starts without it and no error escapes', async () => {
    const storage = memoryStorage();
    storage.setItem(SLOT_STORAGE_KEY, '{not json');
    const client = new QueryClient();
    await expect(persistSlotLists(client, storage)).resolves.toBeUndefined();
    expect(client.getQueryData(LIST_KEY)).toBeUndefined();
    expect(storage.getItem(SLOT_STORAGE_KEY)).toBeNull();
  });
});
