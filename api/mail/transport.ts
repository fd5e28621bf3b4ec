import { mkdir, open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { writeGate } from '../db/write-gate';
import type { PendingMessage } from './render';
import type { Rendered } from './visitor-messages';

/** One message as the mailer takes it. */
export interface Envelope {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<id@host>`: the same on every attempt, so a resend after a crash is the same message to mail clients. */
  messageId: string;
  date: Date;
  icalEvent?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; filename: string; content: string };
  /** A file name for the .eml fallback: the template and the message id, nothing personal. */
  fileName: string;
}

/** A rendered message as the mailer takes it: the Message-ID and Date from the stored message, so every attempt is the same message. */
export function envelopeOf(message: PendingMessage, rendered: Rendered, from: string, messageIdHost: string): Envelope {
  const stamp = new Date(message.createdAt).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return {
    from,
    to: rendered.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    messageId: `<${message.id}@${messageIdHost}>`,
    date: new Date(message.createdAt),
    ...(rendered.ics ? { icalEvent: { method: rendered.ics.method, filename: rendered.ics.filename, content: rendered.ics.content } } : {}),
    fileName: `${stamp}-${message.template}-${message.id}`,
  };
}

export interface MailTransport {
  /** For the start-up line: where messages go, without credentials. */
  readonly description: string;
  /** Resolves once the mail server accepted the message (or the file is on disk); rejects with the mailer's error. */
  send(envelope: Envelope): Promise<void>;
  close(): void;
}

const message = ({ fileName: _fileName, ...fields }: Envelope) => ({ ...fields, disableFileAccess: true, disableUrlAccess: true });

/** Delivers through SMTP_URL; nodemailer as published, one connection per message (a clinic sends a few an hour). */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  const { protocol, hostname, port } = new URL(url);
  return {
    description: `${protocol}//${hostname}${port ? `:${port}` : ''}`,
    send: async (envelope) => {
      await transporter.sendMail(message(envelope));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: every message is written whole (nodemailer's stream transport) as an .eml
 * file, mode 0600, in `folder`, so a newcomer sees exactly what would be sent. A message written
 * again after a crash replaces its own file.
 */
export function emlTransport(folder: string): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let ready: Promise<unknown> | null = null;
  return {
    description: folder,
    send: async (envelope) => {
      ready ??= mkdir(folder, { recursive: true, mode: 0o700 });
      await ready;
      const { message: raw } = await transporter.sendMail(message(envelope));
      // With `buffer: true` the stream transport hands back the whole message.
      if (!Buffer.isBuffer(raw)) throw new Error('The stream transport did not return the message as a buffer.');
      const file = join(folder, `${envelope.fileName}.eml`);
      const draft = `${file}.tmp`;
      // In the write gate, so a backup's snapshot holds the message whole or not at all.
      await writeGate.write(async () => {
        const handle = await open(draft, 'w', 0o600);
        try {
          await handle.writeFile(raw);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(draft, file);
      });
    },
    close: () => transporter.close(),
  };
}
