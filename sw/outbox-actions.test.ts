import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomes } from './outbox-store';
import { PostServer, startWorkerOutbox } from './test-support/outbox';

/** What the visitor and the worker's own restarts do to entries: interrupted deliveries, retry, discard, seen. */
const api = new PostServer();
beforeAll(() => api.reserve());
afterAll(() => api.stop());

type Outbox = Awaited<ReturnType<typeof startWorkerOutbox>>;
const statuses = async (outbox: Outbox) => Object.fromEntries((await outbox.entries()).map((entry) => [entry.id, entry.status]));

/** A delivery the worker recorded as under way and then stopped in the middle of (replay() writes this before it sends). */
async function interruptedDelivery(key: string, message: string): Promise<void> {
  const request = api.submission(key, message);
  await outcomes.put({
    id: key,
    kind: 'contact',
    createdAt: Date.now(),
    attempts: 1,
    status: 'sending',
    request: { url: request.url, method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: await request.text() },
  });
}

/** A submission made while the server is unreachable: the outbox keeps it (202); the server is back afterwards. */
async function queueOffline(outbox: Outbox, key: string, message: string): Promise<void> {
  await api.stop();
  expect((await outbox.sendOrQueue(api.submission(key, message))).status).toBe(202);
  await api.start();
}

describe('outbox entries over the worker’s life', () => {
  it('when the worker stopped in the middle of a delivery and the server is unreachable, then the entry goes back in the queue as waiting, and out once', async () => {
    await interruptedDelivery('cut-1', 'cut off mid-send');

    const restarted = await startWorkerOutbox();
    await expect.poll(() => statuses(restarted)).toEqual({ 'cut-1': 'waiting' });
    expect((await outcomes.all()).filter((record) => record.status === 'sending')).toEqual([]);

    await api.start();
    await restarted.replayQuietly();
    expect(await statuses(restarted)).toEqual({ 'cut-1': 'sent' });
    expect(api.received).toEqual([{ body: JSON.stringify({ message: 'cut off mid-send' }), key: 'cut-1' }]);
    await restarted.markSeen(['cut-1']);
  });

  it('when the worker restarts after an interrupted delivery and the server answers, then it is sent at once, with its key', async () => {
    await interruptedDelivery('cut-2', 'second cut');

    const restarted = await startWorkerOutbox();
    await expect.poll(() => statuses(restarted), { timeout: 5000 }).toEqual({ 'cut-2': 'sent' });
    expect(api.received.at(-1)).toEqual({ body: JSON.stringify({ message: 'second cut' }), key: 'cut-2' });
    await restarted.markSeen(['cut-2']);
  });

  it('when a refused submission is retried and refused again, then it stays refused with the new reason; retrying an unknown one changes nothing', async () => {
    const outbox = await startWorkerOutbox();
    await queueOffline(outbox, 'refused-1', 'bad address');
    api.answer = () => ({ status: 422, message: 'Please enter a valid email' });
    await outbox.replayQuietly();
    expect((await outbox.entries())[0]).toMatchObject({ id: 'refused-1', status: 'failed', message: 'Please enter a valid email', attempts: 1 });

    api.answer = () => ({ status: 409, message: 'Already booked.' });
    await outbox.retry('refused-1');
    expect((await outbox.entries())[0]).toMatchObject({ id: 'refused-1', status: 'failed', message: 'Already booked.', attempts: 2 });

    await outbox.retry('no-such-entry');
    expect(await statuses(outbox)).toEqual({ 'refused-1': 'failed' });
    api.answer = () => undefined;
    await outbox.discard('refused-1');
    expect(api.bodiesWith('bad address')).toEqual([]);
  });

  it('when the visitor discards a waiting and a refused submission, then both leave the device and neither is ever sent', async () => {
    const outbox = await startWorkerOutbox();
    await queueOffline(outbox, 'drop-waiting', 'never mind');
    await queueOffline(outbox, 'keep-waiting', 'still wanted');
    await queueOffline(outbox, 'drop-refused', 'refused one');
    api.answer = (body) => (body.includes('refused one') ? { status: 409, message: 'Taken.' } : { status: 503 });
    await outbox.replayQuietly();
    expect(await statuses(outbox)).toEqual({ 'drop-waiting': 'waiting', 'keep-waiting': 'waiting', 'drop-refused': 'failed' });

    await outbox.discard('drop-waiting');
    await outbox.discard('drop-refused');
    expect(await statuses(outbox)).toEqual({ 'keep-waiting': 'waiting' });

    api.answer = () => undefined;
    await outbox.replayQuietly();
    expect(await statuses(outbox)).toEqual({ 'keep-waiting': 'sent' });
    expect(api.bodiesWith('never mind')).toEqual([]);
    expect(api.bodiesWith('refused one')).toEqual([]);
    expect(api.bodiesWith('still wanted')).toHaveLength(1);
    await outbox.markSeen(['keep-waiting']);
  });

  it('when the visitor has seen the outcomes, then delivered ones leave the device and refused ones stay, marked seen, until discarded', async () => {
    const outbox = await startWorkerOutbox();
    await queueOffline(outbox, 'seen-sent', 'delivered');
    await queueOffline(outbox, 'seen-failed', 'refused');
    api.answer = (body) => (body.includes('refused') ? { status: 409, message: 'Taken.' } : undefined);
    await outbox.replayQuietly();
    expect(await statuses(outbox)).toEqual({ 'seen-sent': 'sent', 'seen-failed': 'failed' });

    await outbox.markSeen(['seen-sent', 'seen-failed']);
    expect(await outbox.entries()).toEqual([expect.objectContaining({ id: 'seen-failed', status: 'failed', seen: true })]);

    await outbox.discard('seen-failed');
    expect(await outbox.entries()).toEqual([]);
    api.answer = () => undefined;
  });
});
