import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from 'vitest';
import { MAIL_FOLDER } from '../mail/mail-setup';
import type { MailTemplate } from '../declared-mail/outgoing';
import type { ReceivedMail } from './test-smtp-server';

// The SMTP server is in a file of its own, free of vitest, so the browser journeys (e2e/) can start one too.
export { type ReceivedMail, TestSmtpServer } from './test-smtp-server';

/** The `mail` field a new record declares: one message per template, each with its own UUID. */
export function declared(...templates: MailTemplate[]) {
  return templates.map((template) => ({
    id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    template,
    to: template.startsWith('staff-') ? 'staff' : 'visitor',
  }));
}

/** Text parts of a calendar attachment, unfolded (RFC 5545 3.1). */
export function calendarOf(mail: ReceivedMail): string {
  const part = mail.parsed.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar') || attachment.filename?.endsWith('.ics'));
  if (!part) throw new Error(`no calendar file in "${mail.parsed.subject}"`);
  return part.content.toString('utf8').replace(/\r\n[ \t]/g, '');
}

/** The first link to `path` in a message's text. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const link = (mail.parsed.text ?? '').match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`))?.[0];
  if (!link) throw new Error(`no ${path} link in "${mail.parsed.subject}"`);
  return link;
}

/** A message as written or received: its bytes, and mailparser's reading of them. */
export interface MessageOnFile {
  raw: string;
  parsed: ParsedMail;
}

/** Every message written as an .eml file in a data folder's mail/ (no SMTP_URL), each read whole; none when the folder is absent. */
export async function emlFiles(dataDir: string): Promise<(MessageOnFile & { file: string })[]> {
  const folder = join(dataDir, MAIL_FOLDER);
  const files = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map(async (file) => {
        const raw = await readFile(join(folder, file), 'utf8');
        return { file, raw, parsed: await simpleParser(raw) };
      }),
  );
}

/**
 * All a message carries, as sent and as read: its bytes, the decoded subject, text and HTML
 * (quoted-printable and base64 undone) and every attachment's content. A word absent from this
 * is in no part of the message.
 */
export function allTextOf({ raw, parsed }: MessageOnFile): string {
  const attachments = parsed.attachments.map((part) => part.content.toString('utf8'));
  return [raw, parsed.subject ?? '', parsed.text ?? '', typeof parsed.html === 'string' ? parsed.html : '', ...attachments].join('\n');
}

/** Staff alerts about an account's own sign-ins (api/mail/account-alerts.ts): every test that signs staff in causes one. */
const ACCOUNT_ALERT = /^(Authenticator set up|Recovery code used|Sign-in from a new browser):/;

/** The messages about bookings and inquiries, without the alerts that signing staff in causes. */
export const aboutRecords = <M extends { parsed: { subject?: string } }>(messages: readonly M[]): M[] => messages.filter((mail) => !ACCOUNT_ALERT.test(mail.parsed.subject ?? ''));
