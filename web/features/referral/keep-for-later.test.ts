import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeepAnswer, PageToWorker } from '#contract';

const asked: PageToWorker[] = [];
let answer: KeepAnswer | undefined;
vi.mock('../../lib/worker-message', () => ({
  askWorker: (message: PageToWorker) => {
    asked.push(message);
    return Promise.resolve(answer);
  },
}));
const { keepForLater } = await import('./keep-for-later');

/** The device as the browser reports it: its estimate, and a persist() the visitor never answers. */
function device(estimate: { quota?: number; usage?: number } | null) {
  const persist = vi.fn(() => new Promise<boolean>(() => undefined));
  vi.stubGlobal('navigator', { storage: { estimate: () => (estimate ? Promise.resolve(estimate) : Promise.reject(new Error('no estimate'))), persist } });
  return persist;
}

const submission = (bytes: number) => ({ id: 'k-1', headers: {}, body: new Blob([new Uint8Array(bytes)]), files: [{ name: 'order.pdf', bytes }] });

afterEach(() => {
  vi.unstubAllGlobals();
  asked.length = 0;
  answer = undefined;
});

describe('handing a referral to the outbox', () => {
  it('when the estimate leaves less room than the body and a fifth, then it says how much is needed and free, and asks nothing of the worker or the visitor', async () => {
    const persist = device({ quota: 10_000, usage: 9_000 });

    const kept = await keepForLater(submission(900));

    expect(kept).toEqual({ kept: false, reason: 'no-room', needed: 1080, free: 1000 });
    expect(asked).toEqual([]);
    expect(persist).not.toHaveBeenCalled();
  });

  it('when there is room, then persistent storage is asked for without waiting for the answer, and the worker keeps it', async () => {
    const persist = device({ quota: 1_000_000, usage: 1000 });
    answer = { kept: true };

    const kept = await keepForLater(submission(900));

    expect(kept).toEqual({ kept: true });
    expect(persist).toHaveBeenCalledOnce();
    expect(asked.map((message) => message.type)).toEqual(['outbox:keep']);
  });

  it('when the estimate said there was room but the device refused the bytes, then it is the no-room answer, the free space unknown', async () => {
    device({ quota: 1_000_000, usage: 1000 });
    answer = { kept: false, noRoom: true };

    expect(await keepForLater(submission(900))).toEqual({ kept: false, reason: 'no-room', needed: 1080, free: null });
  });

  it('when the browser gives no estimate and the worker cannot keep it, then the answer is that this browser has no outbox', async () => {
    device(null);
    answer = { kept: false, noRoom: false };

    expect(await keepForLater(submission(900))).toEqual({ kept: false, reason: 'no-outbox' });
  });
});
