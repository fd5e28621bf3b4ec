import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * The test server runs without SMTP_URL, so every e-mail it sends is an .eml file in its data
 * folder's mail/ (api/mail/transport.ts): the messages a visitor would receive, read here.
 */
const mailFolder = () => join(process.env.E2E_DATA_DIR!, 'mail');

async function messagesTo(address: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = readdirSync(mailFolder()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const mine = files.map((name) => readFileSync(join(mailFolder(), name), 'utf8')).filter((raw) => raw.includes(address));
  const parsed = await Promise.all(mine.map((raw) => simpleParser(raw)));
  return parsed.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(address)));
}

/** The one message to `address` whose subject starts with `subject`, once it has been written. */
export async function mailTo(address: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail[] = [];
  await expect
    .poll(async () => {
      found = (await messagesTo(address)).filter((mail) => mail.subject?.startsWith(subject));
      return found.length;
    }, { timeout: 15_000, message: `an e-mail "${subject}…" to ${address}` })
    .toBe(1);
  return found[0]!;
}

/** The manage link in a message's text, as a path the test's browser can open. */
export function manageLinkIn(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/booking\/manage\?token=\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no manage link in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * The link into the staff area of the staff alert `template` (e.g. 'staff-inquiry-received')
 * about record `id`, once it has been written, as a path the test's browser can open.
 */
export async function staffAlertLink(template: string, id: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      let files: string[] = [];
      try {
        files = readdirSync(mailFolder()).filter((name) => name.includes(`-${template}-`) && name.endsWith('.eml'));
      } catch {
        return '';
      }
      for (const name of files) {
        const mail = await simpleParser(readFileSync(join(mailFolder(), name), 'utf8'));
        const link = /https?:\/\/\S+\/staff\/\S+/.exec(mail.text ?? '')?.[0];
        if (link && new URL(link).pathname.endsWith(`/${encodeURIComponent(id)}`)) found = new URL(link).pathname;
      }
      return found;
    }, { timeout: 15_000, message: `a ${template} alert about ${id}` })
    .not.toBe('');
  return found;
}

/** Every e-mail the server has written so far, each as its bytes and its decoded text and HTML, for words that must be in none. */
export async function everyMailText(): Promise<{ file: string; text: string }[]> {
  let files: string[];
  try {
    files = readdirSync(mailFolder()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(join(mailFolder(), file), 'utf8');
      const mail = await simpleParser(raw);
      return { file, text: [raw, mail.subject ?? '', mail.text ?? '', typeof mail.html === 'string' ? mail.html : ''].join('\n') };
    }),
  );
}
