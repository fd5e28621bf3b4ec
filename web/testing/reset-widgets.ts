import { act, cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { dismissToast } from '../ui/toast';
import { getQueryClient } from '../lib/query-client';

/** After each widget test: no toast, no DOM, no cached or persisted data, real fetch. */
export function resetWidgets(): void {
  act(() => dismissToast());
  cleanup();
  getQueryClient().clear();
  // Slot lists are persisted for offline use; each test starts without a previous visit.
  localStorage.clear();
  vi.unstubAllGlobals();
}
