import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '#contract';
import { PostServer, startWorkerOutbox } from './test-support/outbox';

/** What a page is told of the outbox while the worker is delivering: every submission, once, as it stands. */
const api = new PostServer();
beforeAll(() => api.reserve());
afterAll(() => api.stop());

type Outbox = Awaited<ReturnType<typeof startWorkerOutbox>>;

/** A promise and the function that settles it. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const promise = new Promise<void>((resolve) => (fire = resolve));
  return { promise, fire };
}

const byId = (list: OutboxEntry[]) => Object.fromEntries(list.map((entry) => [entry.id, entry.status]));

/** Three submissions kept while the server was unreachable, oldest first; the server is back afterwards. */
async function threeWaiting(outbox: Outbox, prefix: string): Promise<string[]> {
  await api.stop();
  const ids = ['busy', 'slow', 'last'].map((name) => `${prefix}-${name}`);
  for (const id of ids) expect((await outbox.sendOrQueue(api.submission(id, id))).status).toBe(202);
  await api.start();
  return ids;
}

describe('the outbox list during a delivery', () => {
  it('when the page asks for the list while a replay is under way, then every submission is in it exactly once, and one kept for later is waiting', async () => {
    const outbox = await startWorkerOutbox();
    const [busy, slow, last] = await threeWaiting(outbox, 'during');
    // The first is kept for later (503); the second is still being delivered when the list is asked for.
    const slowArrived = signal();
    const slowAnswer = signal();
    api.answer = async (body) => {
      if (body.includes(busy!)) return { status: 503 };
      if (body.includes(slow!)) {
        slowArrived.fire();
        await slowAnswer.promise;
      }
      return undefined;
    };

    const replaying = outbox.replayQuietly();
    await slowArrived.promise;
    const listed = outbox.entries();
    slowAnswer.fire();
    await replaying;
    const list = await listed;

    expect(list.map((entry) => entry.id).sort()).toEqual([busy, last, slow].sort());
    expect(byId(list)).toEqual({ [busy!]: 'waiting', [slow!]: 'sent', [last!]: 'sent' });
    api.answer = () => undefined;
    await outbox.markSeen([slow!, last!]);
    await outbox.discard(busy!);
  });
});
