import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostServer, startWorkerOutbox } from './test-support/outbox';
import { provider } from '#contract';
import { withTty } from '#contract/phone';

/** Replay by status: what is delivered, what is refused with its reason, what waits for later. */
const api = new PostServer();
beforeAll(() => api.reserve());
afterAll(() => api.stop());

const statusOf = async (outbox: Awaited<ReturnType<typeof startWorkerOutbox>>, id: string) => (await outbox.entries()).find((entry) => entry.id === id);

describe('the outbox in a browser without Background Sync', () => {
  it('evaluates without throwing, keeps a submission made while the server is unreachable, and sends it once when the worker next starts', async () => {
    const first = await startWorkerOutbox();
    expect(await first.entries()).toEqual([]);

    const answer = await first.sendOrQueue(api.submission('key-1', 'kept while offline'));
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ queued: true, id: 'key-1' });
    expect((await first.entries()).map((entry) => entry.status)).toEqual(['waiting']);

    await api.start();
    // A new worker start: the constructor's replay delivers what waits, with no page asking.
    const second = await startWorkerOutbox();
    await expect.poll(async () => (await second.entries()).map((entry) => entry.status), { timeout: 5000 }).toEqual(['sent']);
    expect(api.received).toEqual([{ body: JSON.stringify({ message: 'kept while offline' }), key: 'key-1' }]);

    // Asking again (page open, 'online', the page's timer) sends nothing twice.
    await second.replayQuietly();
    expect(api.received).toHaveLength(1);
  });

  it('when the server is full (507), failing (500), busy (503, 429) or gone, then a waiting submission stays waiting and goes out once it can', async () => {
    const outbox = await startWorkerOutbox();
    await api.stop();
    expect((await outbox.sendOrQueue(api.submission('key-2', 'sent when there is room'))).status).toBe(202);

    await outbox.replayQuietly();
    expect((await statusOf(outbox, 'key-2'))?.status).toBe('waiting');
    await api.start();
    for (const status of [507, 500, 503, 429]) {
      api.answer = () => ({ status });
      await outbox.replayQuietly();
      expect((await statusOf(outbox, 'key-2'))?.status, String(status)).toBe('waiting');
    }
    api.answer = () => undefined;
    await outbox.replayQuietly();
    expect(await statusOf(outbox, 'key-2')).toMatchObject({ status: 'sent', message: 'Thanks', attempts: 6 });
    expect(api.bodiesWith('sent when there is room')).toHaveLength(1);
  });

  it('when the server refuses a submission (4xx), then it is kept as refused with the server’s reason, and sent again only on retry', async () => {
    const outbox = await startWorkerOutbox();
    await api.stop();
    expect((await outbox.sendOrQueue(api.submission('taken-1', 'the 10:00 slot'))).status).toBe(202);
    await api.start();
    api.answer = () => ({ status: 409, message: 'That time was just taken. Please choose another.' });

    await outbox.replayQuietly();
    expect(await statusOf(outbox, 'taken-1')).toMatchObject({ status: 'failed', message: 'That time was just taken. Please choose another.' });
    await outbox.replayQuietly();
    expect(await statusOf(outbox, 'taken-1')).toMatchObject({ status: 'failed', attempts: 1 });

    api.answer = () => undefined;
    await outbox.retry('taken-1');
    expect(await statusOf(outbox, 'taken-1')).toMatchObject({ status: 'sent', attempts: 2 });
    // The same submission, with the same key, so the server can tell a repeat from a new one.
    expect(api.received.filter(({ body }) => body.includes('the 10:00 slot'))).toEqual([{ body: JSON.stringify({ message: 'the 10:00 slot' }), key: 'taken-1' }]);
  });

  it('when a refusal has no reason, then the worker words it itself, never the status text', async () => {
    const outbox = await startWorkerOutbox();
    await api.stop();
    await outbox.sendOrQueue(api.submission('bad-1', 'malformed'));
    await api.start();
    api.answer = () => ({ status: 400, message: '' });

    await outbox.replayQuietly();
    expect(await statusOf(outbox, 'bad-1')).toMatchObject({ status: 'failed', message: `We could not send this. Please try again, or call us at ${withTty(provider.phone)}.` });
    api.answer = () => undefined;
  });

  it('when a Spanish page’s submission is refused with no reason of the server’s, then the worker says so in Spanish, the entry’s language', async () => {
    const outbox = await startWorkerOutbox();
    await api.stop();
    await outbox.sendOrQueue(api.submission('es-1', 'mensaje', 'es'));
    await api.start();
    api.answer = () => ({ status: 413, message: '' });

    await outbox.replayQuietly();
    expect(await statusOf(outbox, 'es-1')).toMatchObject({ status: 'failed', message: `No pudimos enviar esto. Inténtelo otra vez, o llámenos al ${withTty(provider.phone)}.` });
    api.answer = () => undefined;
  });

  it('when the server says "not now" to one submission, then the others still go; a 429 that asks to wait a day is a refusal with its reason', async () => {
    const outbox = await startWorkerOutbox();
    await api.stop();
    expect((await outbox.sendOrQueue(api.submission('busy-1', 'busy one'))).status).toBe(202);
    expect((await outbox.sendOrQueue(api.submission('capped-1', 'capped one'))).status).toBe(202);
    expect((await outbox.sendOrQueue(api.submission('fine-1', 'fine one'))).status).toBe(202);

    await api.start();
    api.answer = (body) => {
      if (body.includes('busy one')) return { status: 503 };
      if (body.includes('capped one')) return { status: 429, headers: { 'Retry-After': '86400' } };
      return undefined;
    };
    await outbox.replayQuietly();
    expect((await statusOf(outbox, 'busy-1'))?.status).toBe('waiting');
    expect(await statusOf(outbox, 'capped-1')).toMatchObject({ status: 'failed', message: 'Not now: please call us.' });
    expect((await statusOf(outbox, 'fine-1'))?.status).toBe('sent');
    api.answer = () => undefined;
  });
});
