import { filesIn } from '../db/record-source';
import { provider } from '#contract';
import { MailLogStore } from '../mail/mail-log.store';
import type { MailClaims } from '../mail/mail-claims';
import { createMailSender } from '../mail/mail-setup';
import type { MailSender } from '../mail/sender';
import { smtpTransport, type MailTransport } from '../mail/transport';
import { TEST_MAIL_FROM, TEST_STAFF_EMAIL, type TestApp } from './test-app';
import { removeDir, tempDataDir } from './temp-dir';

export interface TestSender {
  sender: MailSender;
  /** This server's own mail log, in a folder of its own. */
  log: MailLogStore;
  /** What the sender logged (ids, templates, codes), in order. */
  lines: { level: string; message: string; details: Record<string, unknown> }[];
  close(): Promise<void>;
}

export interface TestSenderOptions {
  claims: MailClaims;
  smtpUrl: string;
  reminderLeadHours?: number;
  /** Wraps the SMTP transport (a test's interruption of a send). */
  transport?: (smtp: MailTransport) => MailTransport;
}

/**
 * One more server's mail sender over an app's stored records (each server sees every record),
 * with a mail log of its own, as the servers of one database each have, and the claims given.
 * Not started: the test starts it or runs its rounds.
 */
export async function senderBeside(app: TestApp, { claims, smtpUrl, reminderLeadHours = 0, transport }: TestSenderOptions): Promise<TestSender> {
  const folder = await tempDataDir('mail-log');
  const log = await MailLogStore.open(filesIn(folder));
  const lines: TestSender['lines'] = [];
  const logTo = (level: string) => (details: object, message: string) => void lines.push({ level, message, details: details as Record<string, unknown> });
  const smtp = smtpTransport(smtpUrl);
  const sender = createMailSender({
    config: { smtpUrl, from: TEST_MAIL_FROM, staffEmail: TEST_STAFF_EMAIL, reminderLeadHours },
    publicUrl: app.publicUrl,
    dataDir: folder,
    stores: { ...app.stores, mailLog: log },
    clock: app.clock,
    timeZone: provider.timeZone,
    secret: app.secret,
    logger: { info: logTo('info'), warn: logTo('warn'), error: logTo('error') },
    transport: transport ? transport(smtp) : smtp,
    claims,
  });
  return {
    sender,
    log,
    lines,
    close: async () => {
      await sender.stop();
      await log.flush();
      await removeDir(folder);
    },
  };
}
