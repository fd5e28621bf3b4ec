import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeGate } from '../db/write-gate';

/** The file that keeps a generated secret when APP_SECRET is unset. */
export const SECRET_FILE = 'app-secret';
const MIN_SECRET_LENGTH = 32;

/**
 * The server's one secret, from which every key it signs or seals with is derived (manage-link
 * tokens, the client-address fingerprints of bookings, the sealing of two-factor secrets), each
 * purpose with a key of its own, so no key serves two purposes. From `APP_SECRET` when it is set;
 * otherwise generated at first start into `DATA_DIR/app-secret` (mode 0600) and read from there.
 */
export class AppSecret {
  private constructor(private readonly secret: Buffer) {}

  static fromString(value: string): AppSecret {
    if (value.length < MIN_SECRET_LENGTH) throw new Error(`APP_SECRET must be at least ${MIN_SECRET_LENGTH} characters long (e.g. the output of \`openssl rand -base64 48\`).`);
    return new AppSecret(Buffer.from(value, 'utf8'));
  }

  /** `APP_SECRET` if given, else the data folder's secret file; null when there is neither. Creates nothing (for the commands that only read). */
  static async find(dataDir: string, fromEnv?: string): Promise<AppSecret | null> {
    if (fromEnv) return AppSecret.fromString(fromEnv);
    try {
      return AppSecret.fromString((await readFile(join(dataDir, SECRET_FILE), 'utf8')).trim());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** `APP_SECRET` if given, else the data folder's secret file, created with 48 random bytes when missing. */
  static async load(dataDir: string, fromEnv?: string): Promise<AppSecret> {
    const found = await AppSecret.find(dataDir, fromEnv);
    if (found) return found;
    const file = join(dataDir, SECRET_FILE);
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    // Written whole to a file of its own, then linked in: of two processes starting at once, one
    // links its secret and the other reads that one; neither ever sees a half-written file.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeGate.write(async () => {
      await writeFile(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
      try {
        await link(draft, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await unlink(draft);
      }
    });
    return AppSecret.fromString((await readFile(file, 'utf8')).trim());
  }

  /** A 32-byte key for one purpose ('manage-link', 'client-address', 'totp-seal', …). */
  key(purpose: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.secret, Buffer.alloc(0), `woundcare:${purpose}`, 32));
  }

  /** HMAC-SHA-256 of `data` under the purpose's key, base64url. */
  sign(purpose: string, data: string): string {
    return createHmac('sha256', this.key(purpose)).update(data).digest('base64url');
  }
}
