import { expect } from 'vitest';
import type { MailTemplate } from '../mail/outgoing';
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
