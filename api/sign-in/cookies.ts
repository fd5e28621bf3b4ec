import type { CookieOptions, Request, Response } from 'express';
import { PENDING_MINUTES } from './pending-sign-ins';

/**
 * The staff area's two cookies: the session, and the half-done sign-in between the password and
 * the code. Both HttpOnly (scripts never see them), SameSite=Strict (never sent from another
 * site's page), Path=/, no Domain. Over https they are also Secure and named `__Host-…`, which a
 * browser accepts only from this exact host over TLS (ASVS 5 3.3.1, 3.3.3).
 */
export class StaffCookies {
  readonly session: string;
  readonly pending: string;
  private readonly options: CookieOptions;

  constructor(secure: boolean) {
    this.session = secure ? '__Host-staff-session' : 'staff-session';
    this.pending = secure ? '__Host-staff-pending' : 'staff-pending';
    this.options = { httpOnly: true, sameSite: 'strict', path: '/', secure };
  }

  /** The session cookie lasts as long as the browser window: no Max-Age; the server ends it sooner. */
  setSession(res: Response, token: string): void {
    res.cookie(this.session, token, this.options);
  }

  /** `lastsMs`: until the half-done sign-in ends (PENDING_MINUTES, or what is left after more time was given). */
  setPending(res: Response, token: string, lastsMs = PENDING_MINUTES * 60_000): void {
    res.cookie(this.pending, token, { ...this.options, maxAge: lastsMs });
  }

  clearSession(res: Response): void {
    res.clearCookie(this.session, this.options);
  }

  clearPending(res: Response): void {
    res.clearCookie(this.pending, this.options);
  }

  read(req: Request, name: string): string | undefined {
    return readCookie(req.headers.cookie, name);
  }
}

/** One cookie's value from a Cookie header (RFC 6265 section 5.4: `name=value` pairs split by `; `); only token-like values count. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    if (/^[A-Za-z0-9_-]{1,100}$/.test(value)) return value;
  }
  return undefined;
}
