import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { pdf, phoneJpeg } from '../test-support/upload-files';
import { receiveUpload, safeName, type UploadOutcome, type UploadRules } from './receive-upload';

const MB = 1024 * 1024;
const RULES: UploadRules = { fileField: 'documents', files: 3, fileBytes: 2 * MB, totalBytes: 3 * MB, allowanceBytes: Infinity, drainBytes: 8 * MB, nameLength: 40 };

let folder: string;
let server: Server;
let url: string;
let outcomes: UploadOutcome[];

beforeEach(async () => {
  folder = await tempDataDir('upload');
  outcomes = [];
});
afterEach(async () => {
  server?.close();
  await removeDir(folder);
});

/** A server that reads each request with receiveUpload and answers its outcome (after the whole body, as the app does). */
async function start(rules: Partial<UploadRules> = {}) {
  server = createServer((req, res) => {
    void receiveUpload(req, folder, { ...RULES, ...rules }).then((outcome) => {
      outcomes.push(outcome);
      if (!outcome.ok && outcome.closeConnection) res.setHeader('Connection', 'close');
      res.writeHead(outcome.ok ? 200 : 400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(outcome.ok ? { documents: outcome.documents.map(({ name, kind, bytes }) => ({ name, kind, bytes })) } : { refusal: outcome.refusal }));
    });
  });
  server.listen(0);
  await once(server, 'listening');
  url = `http://localhost:${(server.address() as AddressInfo).port}/`;
}

function form(fields: Record<string, string>, files: [name: string, bytes: Buffer][] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes] of files) body.append('documents', new Blob([new Uint8Array(bytes)]), name);
  return body;
}

const post = async (body: FormData) => {
  const response = await fetch(url, { method: 'POST', body });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

const leftovers = async () => readdir(folder);

describe('receiveUpload', () => {
  it('when a form sends fields, a PDF and a phone photo, then the fields, each document with its kind and size, and only the kept temporary files remain', async () => {
    await start();
    const order = pdf();
    const photo = await phoneJpeg();

    const { status, json } = await post(form({ language: 'es', patientName: 'María' }, [['order.pdf', order], ['heel.jpg', photo]]));

    expect(status).toBe(200);
    const [outcome] = outcomes;
    if (!outcome?.ok) throw new Error('refused');
    expect(outcome.fields).toEqual({ language: 'es', patientName: 'María' });
    expect(json.documents).toEqual([
      { name: 'order.pdf', kind: 'pdf', bytes: order.length },
      { name: 'heel.jpg', kind: 'jpeg', bytes: expect.any(Number) },
    ]);
    expect(outcome.documents[0]!.sha256).toBe(createHash('sha256').update(order).digest('hex'));
    expect(outcome.documents[1]!.sha256).toBe(createHash('sha256').update(photo).digest('hex'));
    // The photo as kept has lost its metadata; the PDF is as sent.
    expect((await readFile(outcome.documents[0]!.path)).equals(order)).toBe(true);
    const kept = await readFile(outcome.documents[1]!.path);
    expect(kept.toString('latin1')).not.toContain('exif-secret');
    expect((await sharp(kept).metadata()).orientation).toBe(6);
    expect((await stat(outcome.documents[1]!.path)).mode & 0o777).toBe(0o600);
    expect((await leftovers()).sort()).toEqual(outcome.documents.map((document) => document.path.slice(folder.length + 1)).sort());
  });

  it('when a file input is left empty, then its empty part is no document', async () => {
    await start();
    const body = form({ language: 'en' });
    body.append('documents', new Blob([]), '');

    const { status } = await post(body);

    expect(status).toBe(200);
    expect(outcomes[0]).toMatchObject({ ok: true, documents: [] });
    expect(await leftovers()).toEqual([]);
  });

  it.each([
    ['a page pretending to be a PDF by its name', [['order.pdf', Buffer.from('<html><script>alert(1)</script></html>')]], { reason: 'kind', file: 'order.pdf' }],
    ['a PDF that runs JavaScript', [['note.pdf', pdf({ catalogue: '/OpenAction << /S /JavaScript /JS (x) >>' })]], { reason: 'pdf-active', file: 'note.pdf' }],
    ['an encrypted PDF', [['card.pdf', pdf({ trailer: '/Encrypt 9 0 R' })]], { reason: 'pdf-encrypted', file: 'card.pdf' }],
    ['a broken JPEG', [['heel.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1, 2, 3])]], { reason: 'broken-image', file: 'heel.jpg' }],
    ['four files where three are allowed', [1, 2, 3, 4].map((n) => [`p${n}.pdf`, pdf()]), { reason: 'too-many-files' }],
    ['a file over its own limit', [['big.pdf', Buffer.concat([pdf(), Buffer.alloc(2 * MB)])]], { reason: 'file-too-big', file: 'big.pdf' }],
    ['files over the total limit', [['a.pdf', Buffer.concat([pdf(), Buffer.alloc(1.8 * MB)])], ['b.pdf', Buffer.concat([pdf(), Buffer.alloc(1.8 * MB)])]], { reason: 'too-big' }],
  ] as const)('when the form sends %s, then that refusal, and no temporary file is left', async (_, files, refusal) => {
    await start();

    const { status, json } = await post(form({ language: 'en' }, files.map(([name, bytes]) => [String(name), Buffer.from(bytes)] as [string, Buffer])));

    expect(status).toBe(400);
    expect(json.refusal).toEqual(refusal);
    expect(await leftovers()).toEqual([]);
  });

  it('when the client has less left of its daily allowance than it sends, then "allowance"', async () => {
    await start({ allowanceBytes: 100 });

    const { json } = await post(form({}, [['order.pdf', pdf()]]));

    expect(json.refusal).toEqual({ reason: 'allowance' });
  });

  it('when a body is far over the limit, then the refusal is answered only after the body was read, so the client gets it whole', async () => {
    await start();
    const huge = Buffer.concat([pdf(), Buffer.alloc(6 * MB)]);

    const { status, json } = await post(form({ language: 'en' }, [['scan.pdf', huge]]));

    expect(status).toBe(400);
    expect(json.refusal).toEqual({ reason: 'file-too-big', file: 'scan.pdf' });
    expect(await leftovers()).toEqual([]);
  });

  it('when a body goes on past the drain limit, then the connection is closed once the refusal is answered, and nothing is left', async () => {
    await start({ drainBytes: 3 * MB });
    const socket = connect((server.address() as AddressInfo).port);
    const boundary = 'x-boundary';
    socket.write(`POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${100 * MB}\r\n\r\n`);
    socket.write(`--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="endless.pdf"\r\n\r\n%PDF-1.7\n`);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    // The server stops reading: writes after that fail, as a browser's would.
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const drained = () => new Promise<void>((resolve) => socket.once('drain', () => resolve()));
    const chunk = Buffer.alloc(256 * 1024);
    for (let sent = 0; sent < 20 * MB && !socket.destroyed; sent += chunk.length) if (!socket.write(chunk)) await Promise.race([drained(), closed]);

    await closed;

    expect(answer).toMatch(/^HTTP\/1.1 400/);
    expect(answer).toContain('file-too-big');
    expect(await leftovers()).toEqual([]);
  });

  it('when the body is not multipart, then "not-multipart"', async () => {
    await start();

    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });

    expect(((await response.json()) as { refusal: unknown }).refusal).toEqual({ reason: 'not-multipart' });
  });

  it('when the multipart body is cut off mid-file, then "malformed" and nothing is left', async () => {
    await start();
    const socket = connect((server.address() as AddressInfo).port);
    socket.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 500\r\n\r\n--b\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\n\r\n%PDF-1.7 partial');
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await expect.poll(() => outcomes.length).toBe(1);

    expect(outcomes[0]).toMatchObject({ ok: false, refusal: { reason: 'malformed' } });
    expect(await leftovers()).toEqual([]);
  });
});

describe('safeName', () => {
  it.each([
    ['C:\\Users\\nurse\\Desktop\\order.pdf', 'order.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['scan\u202Efdp.exe', 'scanfdp.exe'],
    ['line\nbreak.pdf', 'linebreak.pdf'],
    ['"quoted".pdf', '_quoted_.pdf'],
    ['...', 'document'],
    ['', 'document'],
    [`${'a'.repeat(60)}.pdf`, `${'a'.repeat(36)}.pdf`],
  ])('when the name sent is %j, then it is kept as %j', (raw, kept) => {
    expect(safeName(raw, 40)).toBe(kept);
  });
});
