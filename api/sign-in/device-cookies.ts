import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { UserState } from '../users/users.store';

/** A browser keeps its device cookie a year after its last full sign-in; each sign-in renews it. */
const MAX_AGE_MS = 365 * 24 * 60 * 60_000;
/** Accounts one browser is known for (a shared desk); the least recently signed-in one drops out first. */
const MAX_ACCOUNTS = 3;
const NONCE_BYTES = 12;
/** A cookie value longer than this is not one of ours: not read. */
const MAX_VALUE = 600;

interface Entry {
  userId: string;
  nonce: string;
  signature: string;
}

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a full
 * sign-in the browser gets a signed cookie naming the account, and from then on its failed
 * attempts count against that cookie alone (sign-in-throttle.ts), never against the account's
 * count for unknown browsers, so nobody elsewhere can lock it out. The signature also covers the
 * account's password version: `reset-password` or a password change makes every older cookie of
 * the account unknown, so a browser that signed in before that is a new browser again (its next
 * sign-in alerts staff). One cookie holds entries for up to three accounts, `~`-separated, each
 * `base64url(userId).nonce.signature`; HttpOnly, SameSite=Strict, and Secure with `__Host-` over
 * https, like the session's. Nothing is stored on the server.
 */
export class DeviceCookies {
  readonly name: string;

  constructor(
    private readonly key: Buffer,
    private readonly secure: boolean,
  ) {
    this.name = secure ? '__Host-staff-device' : 'staff-device';
  }

  /** The id of this browser's valid device cookie for `user` (its nonce), if it has one. */
  deviceOf(req: Request, user: Pick<UserState, 'id' | 'passwordVersion'>): string | undefined {
    const entry = this.entries(req).find((each) => each.userId === user.id);
    if (!entry) return undefined;
    const expected = Buffer.from(this.sign(user, entry.nonce));
    const given = Buffer.from(entry.signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? entry.nonce : undefined;
  }

  /** Gives this browser a new device cookie entry for `user` (after a full sign-in, or a password change), keeping its others. */
  issue(req: Request, res: Response, user: Pick<UserState, 'id' | 'passwordVersion'>): void {
    const nonce = randomBytes(NONCE_BYTES).toString('base64url');
    const others = this.entries(req).filter((each) => each.userId !== user.id);
    const entries = [...others.slice(-(MAX_ACCOUNTS - 1)), { userId: user.id, nonce, signature: this.sign(user, nonce) }];
    const value = entries.map((each) => `${Buffer.from(each.userId).toString('base64url')}.${each.nonce}.${each.signature}`).join('~');
    res.cookie(this.name, value, { httpOnly: true, sameSite: 'strict', path: '/', secure: this.secure, maxAge: MAX_AGE_MS });
  }

  private sign(user: Pick<UserState, 'id' | 'passwordVersion'>, nonce: string): string {
    return createHmac('sha256', this.key).update(`${user.id}\n${user.passwordVersion}\n${nonce}`).digest('base64url');
  }

  private entries(req: Request): Entry[] {
    const value = cookieValue(req.headers.cookie, this.name);
    if (!value || value.length > MAX_VALUE) return [];
    return value.split('~').flatMap((part) => {
      const [id, nonce, signature] = part.split('.');
      if (!id || !nonce || !signature || !/^[A-Za-z0-9_-]+$/.test(id + nonce + signature)) return [];
      return [{ userId: Buffer.from(id, 'base64url').toString(), nonce, signature }];
    });
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at >= 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
