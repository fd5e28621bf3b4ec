import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DurableJsonFile } from '../db/durable-json-file';
import type { StoredDocument } from '../db/record-source';
import { canonicalJson, type HeadState } from './audit-chain';

/**
 * The trail's head: the id and hash of the newest entry written, MAC'd with a key of its own
 * (`AppSecret.key(HEAD_PURPOSE)`), rewritten after every entry. A trail that lacks the entry its
 * head names had its newest entries cut off, which the chain alone cannot show. Rolling back every
 * audit file and the head together to an older copy is not detectable here (decision 024).
 */
export const HEAD_FILE = 'audit-head.json';
export const HEAD_PURPOSE = 'audit-head';

interface StoredHead {
  lastId: string;
  hash: string;
  mac: string;
}

const macOf = (key: Buffer, lastId: string, hash: string) => createHmac('sha256', key).update(canonicalJson({ lastId, hash })).digest('base64url');

/** Reads the head without changing anything in the folder (the command line reads it while the server runs). */
export async function readHead(dataDir: string, key: Buffer): Promise<HeadState> {
  let text: string;
  try {
    text = await readFile(join(dataDir, HEAD_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'missing' };
    throw error;
  }
  let stored: Partial<StoredHead>;
  try {
    stored = JSON.parse(text) as Partial<StoredHead>;
  } catch {
    return { state: 'invalid' };
  }
  return checked(key, stored);
}

function checked(key: Buffer, stored: Partial<StoredHead> | null): HeadState {
  const { lastId, hash, mac } = stored ?? {};
  const shaped = typeof lastId === 'string' && typeof hash === 'string' && typeof mac === 'string';
  if (!shaped || macOf(key, lastId, hash) !== mac) return { state: 'invalid' };
  return { state: 'ok', lastId, hash };
}

/** What the audit store reads and writes of its head: a file in the data folder, or a document in the database. */
export interface TrailHead {
  read(): Promise<HeadState>;
  /** Resolves once the new head is stored. */
  write(lastId: string, hash: string): Promise<void>;
}

/** The head as a stored document (a row in the database), MAC'd as the file is. */
export class DocumentHead implements TrailHead {
  constructor(
    private readonly document: StoredDocument<StoredHead>,
    private readonly key: Buffer,
  ) {}

  async read(): Promise<HeadState> {
    const stored = await this.document.read();
    if (stored === null) return { state: 'missing' };
    return checked(this.key, stored);
  }

  write(lastId: string, hash: string): Promise<void> {
    return this.document.write({ lastId, hash, mac: macOf(this.key, lastId, hash) });
  }
}

export class HeadFile implements TrailHead {
  private readonly file: DurableJsonFile<StoredHead>;

  constructor(
    readonly dataDir: string,
    private readonly key: Buffer,
  ) {
    this.file = new DurableJsonFile<StoredHead>(join(dataDir, HEAD_FILE));
  }

  read(): Promise<HeadState> {
    return readHead(this.dataDir, this.key);
  }

  /** Resolves once the new head is on disk. */
  write(lastId: string, hash: string): Promise<void> {
    return this.file.write({ lastId, hash, mac: macOf(this.key, lastId, hash) });
  }
}
