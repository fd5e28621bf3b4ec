import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostServer, startWorkerOutbox } from './test-support/outbox';

/** A referral the page hands over after its upload found no network: its exact bytes wait on the device and go out once. */
const api = new PostServer();
beforeAll(() => api.reserve());
afterAll(() => api.stop());

/** A multipart body with a binary document in it, as the page builds it once (bytes 0-255 twice: nothing a text round trip would keep). */
function referralBody(): { body: Blob; contentType: string; document: Buffer } {
  const document = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 512 }, (_, index) => index % 256))]);
  const boundary = '----referral-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\nen\r\n--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="order.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    document,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body: new Blob([body]), contentType: `multipart/form-data; boundary=${boundary}`, document };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('a referral in the outbox', () => {
  it('when the page hands a referral over, then it waits with its documents listed, and on replay the server receives the very bytes, with its key and content type, once', async () => {
    const outbox = await startWorkerOutbox();
    await api.stop();
    const { body, contentType } = referralBody();
    const sent = new Uint8Array(await body.arrayBuffer());

    const kept = await outbox.keep({ id: 'ref-1', kind: 'referral', url: `http://127.0.0.1:${api.port}/api/referrals`, headers: { 'Content-Type': contentType, 'Idempotency-Key': 'ref-1' }, body, files: [{ name: 'order.pdf', bytes: 521 }] });

    expect(kept).toEqual({ kept: true });
    expect(await outbox.entries()).toMatchObject([{ id: 'ref-1', kind: 'referral', status: 'waiting', files: [{ name: 'order.pdf', bytes: 521 }] }]);
    await api.start();
    await outbox.replayQuietly();
    expect((await outbox.entries()).map((entry) => [entry.status, entry.message])).toEqual([['sent', 'Thanks']]);
    const [received, ...more] = api.receivedBytes.filter(({ key }) => key === 'ref-1');
    expect(more).toEqual([]);
    expect(received!.contentType).toBe(contentType);
    expect(sha256(received!.bytes)).toBe(sha256(sent));

    await outbox.replayQuietly();
    expect(api.receivedBytes.filter(({ key }) => key === 'ref-1')).toHaveLength(1);
  });

  it('when the worker starts again before the connection returns, then the referral and its bytes are still there and go out then', async () => {
    await api.stop();
    const first = await startWorkerOutbox();
    const { body, contentType } = referralBody();
    await first.keep({ id: 'ref-2', kind: 'referral', url: `http://127.0.0.1:${api.port}/api/referrals`, headers: { 'Content-Type': contentType, 'Idempotency-Key': 'ref-2' }, body, files: [] });

    await api.start();
    const second = await startWorkerOutbox();

    await expect.poll(async () => (await second.entries()).find((entry) => entry.id === 'ref-2')?.status, { timeout: 5000 }).toBe('sent');
    expect(sha256(api.receivedBytes.find(({ key }) => key === 'ref-2')!.bytes)).toBe(sha256(new Uint8Array(await body.arrayBuffer())));
  });

  it('when a kept referral is refused, then it stays with its bytes for a retry; discarded, its bytes leave the device', async () => {
    const outbox = await startWorkerOutbox();
    await api.stop();
    const { body, contentType } = referralBody();
    await outbox.keep({ id: 'ref-3', kind: 'referral', url: `http://127.0.0.1:${api.port}/api/referrals`, headers: { 'Content-Type': contentType, 'Idempotency-Key': 'ref-3' }, body, files: [] });
    await api.start();
    api.answer = () => ({ status: 415, message: '“order.pdf” is a PDF with scripts in it.' });

    await outbox.replayQuietly();
    expect((await outbox.entries()).find((entry) => entry.id === 'ref-3')).toMatchObject({ status: 'failed', message: '“order.pdf” is a PDF with scripts in it.' });
    api.answer = () => undefined;
    await outbox.retry('ref-3');
    expect((await outbox.entries()).find((entry) => entry.id === 'ref-3')?.status).toBe('sent');
    expect(api.receivedBytes.filter(({ key }) => key === 'ref-3')).toHaveLength(1);

    const { bodyOf } = await import('./outbox-bodies');
    expect(await bodyOf('ref-3')).toBeUndefined();
    await outbox.keep({ id: 'ref-4', kind: 'referral', url: `http://127.0.0.1:${api.port}/api/nowhere`, headers: {}, body, files: [] });
    await outbox.discard('ref-4');
    expect(await bodyOf('ref-4')).toBeUndefined();
  });

  it('when a kept referral’s bytes are gone from the device (the browser cleared its storage), then it is refused without sending, in the language of the page that kept it', async () => {
    const outbox = await startWorkerOutbox();
    await api.stop();
    const { body, contentType } = referralBody();
    for (const [id, language] of [['ref-5', 'es'], ['ref-6', undefined]] as const) {
      await outbox.keep({ id, kind: 'referral', url: `http://127.0.0.1:${api.port}/api/referrals`, headers: { 'Content-Type': contentType, 'Idempotency-Key': id, ...(language ? { 'Content-Language': language } : {}) }, body, files: [] });
    }
    const { dropBody } = await import('./outbox-bodies');
    await dropBody('ref-5');
    await dropBody('ref-6');
    await api.start();

    await outbox.replayQuietly();

    const entries = await outbox.entries();
    expect(entries.find((entry) => entry.id === 'ref-5')).toMatchObject({ status: 'failed', message: expect.stringContaining('Los documentos guardados en este dispositivo ya no están') });
    expect(entries.find((entry) => entry.id === 'ref-6')).toMatchObject({ status: 'failed', message: expect.stringContaining('The documents saved on this device are gone') });
    expect(api.receivedBytes.filter(({ key }) => key === 'ref-5' || key === 'ref-6')).toEqual([]);
  });
});
