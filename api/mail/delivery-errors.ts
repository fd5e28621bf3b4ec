/**
 * What a failed delivery means for the message:
 * - `pause`: the mail server could not be reached or would not take anything (no connection,
 *   a timeout, 421 "closing", a refused login, a full disk for .eml files): every message waits.
 * - `later`: this message was deferred (4xx): it alone is tried again after its backoff.
 * - `never`: refused for good (5xx, or an address the mailer cannot use): logged as failed.
 * `code` is the SMTP reply code or the mailer's error code, never the reply's text, which can
 * quote the recipient's address.
 */
export function classify(error: unknown): { retry: 'pause' | 'later' | 'never'; code: string } {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  const mailerCode = typeof code === 'string' ? code : undefined;
  if (typeof responseCode === 'number') {
    const reply = String(responseCode);
    // A refused login is the provider's configuration, not this message's fault: keep everything for when it is fixed.
    if (mailerCode === 'EAUTH' || responseCode === 421) return { retry: 'pause', code: mailerCode ? `${reply} ${mailerCode}` : reply };
    if (responseCode >= 500) return { retry: 'never', code: reply };
    return { retry: 'later', code: reply };
  }
  // nodemailer's own checks of the envelope and message (no recipient, an address it cannot encode).
  if (mailerCode === 'EENVELOPE' || mailerCode === 'EMESSAGE') return { retry: 'never', code: mailerCode };
  return { retry: 'pause', code: mailerCode ?? 'unknown' };
}
