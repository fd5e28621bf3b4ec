import { randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import * as v from 'valibot';
import { credentialsSchema, fieldErrors } from '../contract';
import { RecordStore } from '../db/record-store';
import { ConflictError, InvalidInputError } from '../domain-errors';

/** Spec 3's users table. No screen uses it yet; passwords are only ever stored as scrypt hashes. */
export interface StoredUser {
  id: string;
  username: string;
  password: string;
}

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

export class UsersStore {
  private constructor(private readonly store: RecordStore<StoredUser>) {}

  static async open(dataDir: string): Promise<UsersStore> {
    return new UsersStore(await RecordStore.open<StoredUser>(dataDir, 'users'));
  }

  flush(): Promise<void> {
    return this.store.flush();
  }

  find(username: string): StoredUser | undefined {
    const wanted = username.trim().toLowerCase();
    return this.store.records.find((user) => user.username.toLowerCase() === wanted);
  }

  async create(input: v.InferInput<typeof credentialsSchema>, now = Date.now()): Promise<StoredUser> {
    const parsed = v.safeParse(credentialsSchema, input);
    if (!parsed.success) throw new InvalidInputError('Please correct the highlighted fields and try again.', fieldErrors(parsed.issues));
    const { username, password } = parsed.output;
    const hash = await hashPassword(password);
    const { record } = await this.store.insertOnce({ payload: { username }, now }, () => {
      if (this.find(username)) throw new ConflictError('That username is already taken.');
      return { id: randomUUID(), username, password: hash };
    });
    return record;
  }

  async verify(username: string, password: string): Promise<StoredUser | null> {
    const user = this.find(username);
    if (!user) return null;
    return (await verifyPassword(password, user.password)) ? user : null;
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}
