import { timingSafeEqual } from 'node:crypto';
import type { BookingKind } from '#contract';
import type { Lang } from '#contract/language';
import { manageLink } from '#contract/manage';
import type { AppSecret } from '../secrets/app-secret';

/** The app secret's purpose for these tokens: its key signs nothing else. */
export const MANAGE_LINK_PURPOSE = 'manage-link';

const KIND_CODE: Record<BookingKind, string> = { consultation: 'c', coordinator: 'f' };
const KIND_OF: Record<string, BookingKind> = { c: 'consultation', f: 'coordinator' };
const TOKEN = /^([cf])\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

export interface ManageLinks {
  /** `<kind>.<booking id>.<HMAC-SHA-256 of both>`: bound to one booking and its kind. */
  tokenFor(kind: BookingKind, bookingId: string): string;
  /** The page where the visitor sees, moves or cancels the booking: in the booking's language (the same token in each). */
  urlFor(kind: BookingKind, bookingId: string, lang?: Lang): string;
  /** The booking a token names, or null when it is malformed or its signature does not match. */
  read(token: string): { kind: BookingKind; bookingId: string } | null;
}

/**
 * Manage links carry no expiry of their own: a link is useless once its visit has started,
 * which the booking's current time decides (a move keeps the link working until the new time).
 */
export function manageLinks(secret: AppSecret, publicUrl: string): ManageLinks {
  const signature = (code: string, bookingId: string) => secret.sign(MANAGE_LINK_PURPOSE, `${code}.${bookingId}`);
  const tokenFor = (kind: BookingKind, bookingId: string) => `${KIND_CODE[kind]}.${bookingId}.${signature(KIND_CODE[kind], bookingId)}`;
  return {
    tokenFor,
    urlFor: (kind, bookingId, lang = 'en') => manageLink(publicUrl, tokenFor(kind, bookingId), lang),
    read(token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, code, bookingId, given] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(signature(code, bookingId));
      // Same length by the pattern above; compared in constant time so the signature cannot be guessed byte by byte.
      if (!timingSafeEqual(Buffer.from(given), expected)) return null;
      return { kind: KIND_OF[code]!, bookingId };
    },
  };
}
