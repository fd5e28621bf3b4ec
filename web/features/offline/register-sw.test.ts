import { describe, expect, it } from 'vitest';
import { isUpdateWaiting } from './register-sw';

/** A service worker as the page sees it: only its state matters here, and its identity. */
const worker = (state: ServiceWorkerState) => ({ state }) as ServiceWorker;

describe('isUpdateWaiting', () => {
  it('when a new version is installed beside the one that controls the page, then it is an update to offer', () => {
    expect(isUpdateWaiting(worker('installed'), worker('activated'))).toBe(true);
  });

  it('when the first worker installs on a first visit, then it is not an update (no controller yet)', () => {
    expect(isUpdateWaiting(worker('installed'), null)).toBe(false);
  });

  it('when the page hears of the first worker\'s install after that worker already controls it (WebKit), then it is not an update', () => {
    const first = worker('activated');
    expect(isUpdateWaiting(first, first)).toBe(false);
    const stillInstalled = worker('installed');
    expect(isUpdateWaiting(stillInstalled, stillInstalled)).toBe(false);
  });

  it('when the worker named as waiting has moved on (activating, activated, redundant), then nothing waits', () => {
    for (const state of ['activating', 'activated', 'redundant'] as const) expect(isUpdateWaiting(worker(state), worker('activated'))).toBe(false);
  });
});
