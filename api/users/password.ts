import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { LimitReachedError } from '../domain-errors';

/** scrypt's cost: N = 2^log2N, block size r, parallelism p. */
export interface ScryptCost {
  log2N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB and about a third of a second per hash here). */
export const OWASP_SCRYPT: ScryptCost = { log2N: 17, r: 8, p: 1 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** A stored string asking for more than this is refused rather than allowed to claim gigabytes. */
const MAX_LOG2N = 20;

/**
 * At most two hashes run at once (one per core; 256 MiB at the OWASP cost) and at most 64 wait:
 * a flood of sign-ins gets 429s instead of exhausting memory or queueing for minutes.
 */
export class HashLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrent = 2,
    private readonly maxWaiting = 64,
  ) {}

  get active(): number {
    return this.running;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrent) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new LimitReachedError('The server is checking many passwords at the moment. Please try again in a few seconds.', 5);
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so `running` never dips and lets a newcomer jump the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const limiter = new HashLimiter();

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  // scrypt needs 128·N·r bytes; Node refuses anything over 32 MiB unless told.
  const maxmem = 128 * N * cost.r * cost.p + 64 * 1024 * 1024;
  return limiter.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, length, { N, r: cost.r, p: cost.p, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/**
 * A PHC-format string that carries its own parameters, so a later change of cost leaves older
 * hashes verifiable: `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64, no padding).
 */
export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, KEY_BYTES);
  return `$scrypt$ln=${cost.log2N},r=${cost.r},p=${cost.p}$${b64(salt)}$${b64(key)}`;
}

/** The parameters of a stored hash, or null when it is not one this module wrote. */
export function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  const cost = { log2N: Number(ln), r: Number(r), p: Number(p) };
  if (cost.log2N < 1 || cost.log2N > MAX_LOG2N || cost.r < 1 || cost.p < 1) return null;
  return { cost, salt: Buffer.from(salt!, 'base64'), key: Buffer.from(key!, 'base64') };
}

/** Whether `password` matches `stored`; a malformed hash never matches and never throws. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length < 16) return false;
  const actual = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(actual, parsed.key);
}
