import { afterEach, describe, expect, it } from 'vitest';
import { API, type Slot } from '#contract';
import { postJson, request } from '../test-support/http';
import { TestSmtpServer } from '../test-support/mail';
import { consultation, inquiry } from '../test-support/payloads';
import { type ServerProcess, startServerProcess } from '../test-support/server-process';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

let dataDir: string;
let smtp: TestSmtpServer;
const servers: ServerProcess[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop('SIGKILL');
  await smtp.stop();
  await removeDir(dataDir);
});

async function until(condition: () => boolean, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('e-mail across kill -9', () => {
  it('when the server is killed with messages pending, then after a restart each is delivered, once', async () => {
    dataDir = await tempDataDir('mail-crash');
    smtp = await TestSmtpServer.open({ running: false });
    const env = { SMTP_URL: smtp.url, STAFF_EMAIL: 'staff@evergreen.example', PUBLIC_URL: 'https://care.example.org' };
    const first = await startServerProcess(dataDir, env);
    servers.push(first);
    const slot = (await request<Slot[]>(first.url + API.consultationSlots)).body.find((each) => each.available)!;

    const booked = await postJson(first.url + API.consultationBook, consultation(slot.date, slot.time));
    const asked = await postJson(first.url + API.contact, inquiry());
    expect([booked.status, asked.status]).toEqual([201, 201]);
    // The sender has tried and found the mail server down before the kill.
    await until(() => first.output().includes('mail server unreachable'), 'a failed delivery');
    await first.stop('SIGKILL');

    await smtp.start();
    const second = await startServerProcess(dataDir, env);
    servers.push(second);
    await until(() => smtp.received.length >= 4, 'four messages');
    // A later inquiry's two messages: the sender sends oldest first, one round after another, so a
    // message of the four that were to go again would reach the mail server before these.
    expect((await postJson(second.url + API.contact, inquiry({ firstName: 'Later' }))).status).toBe(201);
    await until(() => smtp.received.length >= 6, 'the later inquiry’s messages');

    const subjects = smtp.received.map((mail) => mail.parsed.subject?.split(':')[0]);
    expect(subjects.slice(0, 4).sort()).toEqual(['Booking confirmed', 'New booking', 'New inquiry', 'We received your message']);
    expect(subjects.slice(4).sort()).toEqual(['New inquiry', 'We received your message']);
    expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(6);
    expect(second.output()).not.toMatch(/james\.carter|maria\.lopez|token=/);
  }, 60_000);

  it('when there is no SMTP_URL, then start-up says once where the .eml files go', async () => {
    dataDir = await tempDataDir('mail-eml');
    smtp = await TestSmtpServer.open({ running: false });
    const server = await startServerProcess(dataDir);
    servers.push(server);
    await until(() => server.output().includes('No SMTP_URL'), 'the start-up line');

    expect(server.output().match(/No SMTP_URL/g)).toHaveLength(1);
    expect(server.output()).toContain(`${dataDir}/mail`);
  }, 30_000);
});
