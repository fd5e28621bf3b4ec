import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { IncomingDocument } from '../referrals/document.store';

/** A PDF-like file of `size` bytes: a PDF's header and end around random bytes, so no two are alike. */
export function pdfLike(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The SHA-256 of everything a stream gives, and how many bytes it gave. */
export async function streamed(stream: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** A received document as the upload step leaves it: a temporary file in `folder`, and what it is. */
export async function received(folder: string, name: string, bytes: Buffer): Promise<IncomingDocument> {
  const path = join(folder, `${randomBytes(8).toString('hex')}.upload`);
  await writeFile(path, bytes, { mode: 0o600 });
  return { path, name, kind: 'pdf', bytes: bytes.length };
}
