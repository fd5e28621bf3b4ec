import { createHash, type Hash, randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import busboy from 'busboy';
import type { DocumentKind } from '#contract/referral';
import { cleanDocument, type DocumentProblem } from './clean-document';
import { HEAD_BYTES, kindOf } from '#contract/file-kind';
import { removeQuietly, writeTempFile } from './upload-folder';

export interface UploadRules {
  /** The multipart field of the files; files under any other name are read and dropped. */
  fileField: string;
  files: number;
  fileBytes: number;
  totalBytes: number;
  /** What this client may still send (the daily byte cap); Infinity for no cap. */
  allowanceBytes: number;
  /** How much body is read past a refusal so the browser sees the answer; beyond it the connection is closed. */
  drainBytes: number;
  /** Longest file name kept (the rest of a longer one is cut, its extension kept). */
  nameLength: number;
}

/** Why an upload is refused; the caller says it in the request's language. */
export type UploadRefusal =
  | { reason: 'not-multipart' | 'malformed' | 'too-many-files' | 'too-big' | 'allowance' | 'storage' }
  | { reason: 'file-too-big' | 'kind' | DocumentProblem; file: string };

export interface ReceivedDocument {
  /** The name the sender gave it, made safe to show (never used as a path). */
  name: string;
  kind: DocumentKind;
  /** Its size as kept (a photo loses its metadata). */
  bytes: number;
  /** SHA-256 of the bytes as sent, so a retry of the same submission is known for one. */
  sha256: string;
  /** The temporary file holding it as kept; the caller moves it into place or removes it. */
  path: string;
}

export type UploadOutcome =
  | { ok: true; fields: Record<string, string>; documents: ReceivedDocument[]; receivedBytes: number }
  | { ok: false; refusal: UploadRefusal; fields: Record<string, string>; receivedBytes: number; closeConnection: boolean };

/** Field values longer than this are not a referral's; 4 bytes a character for the longest text (2000 characters). */
const FIELD_BYTES = 16 * 1024;
const MAX_FIELDS = 40;

interface Arriving {
  name: string;
  path: string;
  out: WriteStream;
  written: Promise<void>;
  head: Buffer;
  /** Decided from the first bytes; undefined until enough have come. */
  kind?: DocumentKind | null;
  bytes: number;
  hash: Hash;
  /** A part with no file in it (an empty file input sends one). */
  empty: boolean;
}

/**
 * Reads a multipart/form-data request to its end (docs/decisions/061-referral-documents.md): each
 * file is streamed to a temporary file as it arrives, never held whole in memory, its kind decided
 * by its first bytes, its size and the running total checked as the bytes come. A refusal is
 * decided at once and the rest of the body is still read (up to `drainBytes`), so the browser
 * reads the answer rather than a reset. Once all has arrived each file is checked or cleaned
 * (cleanDocument). Resolves with the fields and the documents, or with the first refusal; on a
 * refusal every temporary file of the request is already removed.
 */
export function receiveUpload(req: IncomingMessage, folder: string, rules: UploadRules): Promise<UploadOutcome> {
  const fields: Record<string, string> = {};
  const files: Arriving[] = [];
  let refusal: UploadRefusal | null = null;
  let received = 0;
  let bodyBytes = 0;
  let closeConnection = false;
  let finishing: Promise<void> | null = null;
  const refuse = (why: UploadRefusal) => {
    refusal ??= why;
  };

  return new Promise<UploadOutcome>((resolve) => {
    const finish = () => {
      finishing ??= (async () => {
        // A file cut off mid-way (a refusal past the drain limit, a broken body) ends here.
        for (const file of files) if (!file.out.writableEnded) file.out.end();
        await Promise.all(files.map((file) => file.written));
        const documents = refusal ? [] : await check(files.filter((file) => !file.empty), folder, refuse);
        await Promise.all(files.map((file) => removeQuietly(file.path)));
        if (refusal) {
          await Promise.all(documents.map((document) => removeQuietly(document.path)));
          resolve({ ok: false, refusal, fields, receivedBytes: received, closeConnection });
        } else {
          resolve({ ok: true, fields, documents, receivedBytes: received });
        }
      })();
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defCharset: 'utf8',
        defParamCharset: 'utf8',
        limits: { fieldSize: FIELD_BYTES, fields: MAX_FIELDS, files: rules.files + 1, parts: MAX_FIELDS + rules.files + 1, fieldNameSize: 100 },
      });
    } catch {
      // Not multipart at all: read what was sent (a form's body is small) and answer.
      refuse({ reason: 'not-multipart' });
      countDrained();
      req.resume();
      req.once('end', finish);
      req.once('error', finish);
      return;
    }

    countDrained();
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) refuse({ reason: 'malformed' });
      else if (!(name in fields)) fields[name] = value;
    });
    parser.on('fieldsLimit', () => refuse({ reason: 'malformed' }));
    parser.on('partsLimit', () => refuse({ reason: 'malformed' }));
    parser.on('filesLimit', () => refuse({ reason: 'too-many-files' }));
    parser.on('file', (field, stream, info) => {
      if (field !== rules.fileField || refusal) {
        stream.resume();
        return;
      }
      const file = startFile(folder, safeName(info.filename ?? '', rules.nameLength), !info.filename, () => refuse({ reason: 'storage' }));
      files.push(file);
      stream.on('data', (chunk: Buffer) => {
        if (refusal) return;
        file.bytes += chunk.length;
        received += chunk.length;
        if (file.head.length < HEAD_BYTES) {
          file.head = Buffer.concat([file.head, chunk.subarray(0, HEAD_BYTES - file.head.length)]);
          if (file.head.length >= HEAD_BYTES) decideKind(file, refuse);
        }
        if (file.bytes > rules.fileBytes) refuse({ reason: 'file-too-big', file: file.name });
        else if (received > rules.totalBytes) refuse({ reason: 'too-big' });
        else if (received > rules.allowanceBytes) refuse({ reason: 'allowance' });
        if (refusal) return;
        file.hash.update(chunk);
        if (!file.out.write(chunk)) {
          stream.pause();
          file.out.once('drain', () => stream.resume());
        }
      });
      stream.once('end', () => {
        file.out.end();
        file.empty = file.empty && file.bytes === 0;
        if (file.empty || refusal) return;
        if (files.filter((each) => !each.empty).length > rules.files) refuse({ reason: 'too-many-files' });
        decideKind(file, refuse);
      });
    });
    parser.once('error', () => {
      refuse({ reason: 'malformed' });
      req.unpipe(parser);
      req.resume();
      if (req.complete) finish();
      else req.once('end', finish).once('close', finish);
    });
    parser.once('close', finish);
    req.once('aborted', () => {
      refuse({ reason: 'malformed' });
      finish();
    });
    req.pipe(parser);

    /** Past a refusal the body is read only so far: then the connection is closed once answered. */
    function countDrained() {
      req.on('data', (chunk: Buffer) => {
        bodyBytes += chunk.length;
        if (!refusal || bodyBytes <= rules.drainBytes || closeConnection) return;
        closeConnection = true;
        req.unpipe();
        req.pause();
        finish();
      });
    }
  });
}

function startFile(folder: string, name: string, empty: boolean, failed: () => void): Arriving {
  const path = join(folder, randomBytes(16).toString('hex'));
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  // Settles whatever happens to the file: the caller waits for it before removing the file.
  const written = new Promise<void>((done) => {
    out.once('close', done);
    out.once('error', () => {
      // A full disk or a folder gone: nothing of the request is kept.
      failed();
      done();
    });
  });
  return { name, path, out, written, head: Buffer.alloc(0), bytes: 0, hash: createHash('sha256'), empty };
}

function decideKind(file: Arriving, refuse: (why: UploadRefusal) => void): void {
  if (file.kind !== undefined) return;
  file.kind = kindOf(file.head);
  if (!file.kind) refuse({ reason: 'kind', file: file.name });
}

/** Each file as it will be kept, one at a time (each at most the per-file limit in memory). */
async function check(files: Arriving[], folder: string, refuse: (why: UploadRefusal) => void): Promise<ReceivedDocument[]> {
  const kept: ReceivedDocument[] = [];
  for (const file of files) {
    if (!file.kind) {
      // Shorter than the signature's bytes, or empty with a name: no kind we take.
      refuse({ reason: 'kind', file: file.name });
      return kept;
    }
    const cleaned = cleanDocument(file.kind, await readFile(file.path));
    if ('problem' in cleaned) {
      refuse({ reason: cleaned.problem, file: file.name });
      return kept;
    }
    const path = await writeTempFile(folder, cleaned.bytes).catch(() => null);
    if (!path) {
      refuse({ reason: 'storage' });
      return kept;
    }
    kept.push({ name: file.name, kind: file.kind, bytes: cleaned.bytes.length, sha256: file.hash.digest('hex'), path });
  }
  return kept;
}

/**
 * A file name as staff will see it: no folders, no control or direction-changing characters, at
 * most `max` characters with its extension kept; 'document' when nothing is left.
 */
export function safeName(raw: string, max: number): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/["<>|*?:]/g, '_')
    .trim()
    .replace(/^\.+/, '');
  if (!clean) return 'document';
  if ([...clean].length <= max) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 6 ? clean.slice(dot) : '';
  return [...clean.slice(0, clean.length - extension.length)].slice(0, max - extension.length).join('') + extension;
}
