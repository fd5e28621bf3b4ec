import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { API } from '#contract';
import { referralFields } from '../test-support/referrals';
import { serverFixtures } from '../test-support/server-fixtures';
import { pdf } from '../test-support/upload-files';

// The upload limits of POST /api/referrals on the server `npm start` runs (compiled, its own
// process, real sockets): what a browser sees at each limit, and what the server keeps.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const MB = 1024 * 1024;
const { folder, start } = serverFixtures({ after: 'all', signal: 'SIGTERM' });

/** A PDF of `bytes` bytes: a real head, then bytes that differ from file to file. */
const pdfOf = (bytes: number) => {
  const head = pdf();
  return Buffer.concat([head, randomBytes(bytes - head.length)]);
};

interface Sent {
  status: number;
  json: { message?: string; reference?: string };
  /** Whether the server said it would close the connection after this answer. */
  closes: boolean;
}

/**
 * Posts a referral as the page's script does, its body written in 1 MiB pieces as a browser
 * sends it, and reads the answer. Resolves with the answer even when the server stops reading
 * and closes the connection mid-body (what a browser then shows); rejects only when no answer came.
 */
function postUpload(url: string, documents: [string, Buffer][], { language = 'en' } = {}): Promise<Sent> {
  const boundary = `----referral${randomBytes(8).toString('hex')}`;
  const part = (headers: string) => Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`);
  const pieces: Buffer[] = [part('Content-Disposition: form-data; name="language"'), Buffer.from(`${language}\r\n`)];
  for (const [name, value] of Object.entries(referralFields({ patientName: `Upload ${randomBytes(4).toString('hex')}` }))) {
    pieces.push(part(`Content-Disposition: form-data; name="${name}"`), Buffer.from(`${value}\r\n`));
  }
  for (const [name, bytes] of documents) {
    pieces.push(part(`Content-Disposition: form-data; name="documents"; filename="${name}"\r\nContent-Type: application/pdf`), bytes, Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(pieces);
  return new Promise((resolve, reject) => {
    const outgoing = request(`${url}${API.referrals}`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length, 'Idempotency-Key': crypto.randomUUID(), Accept: 'application/json' },
    });
    outgoing.once('response', (incoming) => {
      let text = '';
      incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
      incoming.once('end', () => resolve({ status: incoming.statusCode!, json: JSON.parse(text) as Sent['json'], closes: incoming.headers.connection === 'close' }));
    });
    // Writing on after the server closed: the answer, already read, is what counts.
    outgoing.on('error', (error) => setTimeout(() => reject(error), 1000).unref());
    let at = 0;
    const writeMore = () => {
      while (at < body.length) {
        const piece = body.subarray(at, at + MB);
        at += piece.length;
        if (!outgoing.write(piece)) return void outgoing.once('drain', writeMore);
      }
      outgoing.end();
    };
    writeMore();
  });
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the upload limits on npm start’s server', () => {
  it('when a referral brings 25 MB in five documents of 5 MB, then 201, and each is kept byte for byte as a 0600 file, with nothing left among the uploads', async () => {
    const dataDir = await folder('upload-limits-whole');
    const server = await start(dataDir);
    const documents = [1, 2, 3, 4, 5].map((n): [string, Buffer] => [`page${n}.pdf`, pdfOf(5 * MB)]);

    const answer = await postUpload(server.url, documents);

    expect(answer.status).toBe(201);
    const kept = await readdir(join(dataDir, 'documents'));
    const hashes = await Promise.all(kept.map(async (name) => sha(await readFile(join(dataDir, 'documents', name)))));
    expect(hashes.sort()).toEqual(documents.map(([, bytes]) => sha(bytes)).sort());
    for (const name of kept) expect((await stat(join(dataDir, 'documents', name))).mode & 0o777).toBe(0o600);
    expect(await readdir(join(dataDir, 'uploads.tmp'))).toEqual([]);
  });

  it.each([
    ['one document over 10 MB', [['scan.pdf', 11 * MB]], 'en', '“scan.pdf” is larger than 10 MB'],
    ['documents over 25 MB together', [['a.pdf', 9 * MB], ['b.pdf', 9 * MB], ['c.pdf', 9 * MB]], 'en', 'larger than 25 MB, the most one referral may carry'],
    ['one document over 10 MB, from the Spanish page', [['escaneo.pdf', 11 * MB]], 'es', '“escaneo.pdf” pesa más de 10 MB'],
  ] as const)('when a referral brings %s, then 413 with the limit in its words, read whole by the client (not a reset), and nothing kept', async (_, sizes, language, words) => {
    const dataDir = await folder('upload-limits-over');
    const server = await start(dataDir);

    const answer = await postUpload(server.url, sizes.map(([name, bytes]): [string, Buffer] => [name, pdfOf(bytes)]), { language });

    expect(answer.status).toBe(413);
    expect(answer.json.message).toContain(words);
    expect(await readdir(join(dataDir, 'documents')).catch(() => [])).toEqual([]);
    expect(await readdir(join(dataDir, 'uploads.tmp'))).toEqual([]);
  });

  it('when a body goes on far past what a referral may hold (60 MB), then the client reads 413, the connection is closed rather than read to its end, and the server serves the next one', async () => {
    const dataDir = await folder('upload-limits-flood');
    const server = await start(dataDir);

    const answer = await postUpload(server.url, [1, 2, 3, 4, 5, 6].map((n): [string, Buffer] => [`big${n}.pdf`, pdfOf(10 * MB)]));
    const next = await postUpload(server.url, [['order.pdf', pdf()]]);

    expect(answer).toMatchObject({ status: 413, closes: true });
    expect(next.status).toBe(201);
    expect(await readdir(join(dataDir, 'uploads.tmp'))).toEqual([]);
  });

  it('when a file is not a PDF, JPEG, PNG or HEIC by its bytes, whatever its name, then 415 naming the kinds taken', async () => {
    const dataDir = await folder('upload-limits-kind');
    const server = await start(dataDir);

    const answer = await postUpload(server.url, [['order.pdf', Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(2 * MB)])]]);

    expect(answer.status).toBe(415);
    expect(answer.json.message).toContain('is not a PDF, JPEG, PNG or HEIC file');
    expect(await readdir(join(dataDir, 'uploads.tmp'))).toEqual([]);
  });
});
