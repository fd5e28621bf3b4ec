import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuditBreakKind, type AuditEntry, STAFF_API } from '#contract/staff';
import { AppSecret } from '../secrets/app-secret';
import { serverFixtures } from '../test-support/server-fixtures';
import { staffCli } from '../test-support/staff-cli';
import { addStaffCheaply } from '../test-support/staff-seed';
import { brokenLines, changeCurrent, currentFile, signIn } from '../test-support/tampered-trail';
import type { AuditRecord } from './audit-record';
import { AuditStore } from './audit.store';
import { filesIn } from '../db/record-source';

// The audit trail shows tampering (decision 024): the trail is tampered with while the real server (api/server.ts) is stopped; at its
// next start it logs the break, records it and shows it to staff until acknowledged, and
// `npm run staff -- verify-audit` exits 1, or 0 on a whole trail.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const { folder, start } = serverFixtures({ after: 'all', signal: 'SIGKILL' });

/** The 10th of the month `offset` months from now, at noon UTC. */
const monthDay = (offset: number, hour = 12) => {
  const today = new Date();
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 10, hour);
};
const partOf = (offset: number) => `audit-${new Date(monthDay(offset)).toISOString().slice(0, 7)}.json`;

/**
 * A data folder as a provider's would be after months of use: entries in three past months'
 * sealed parts (written with the folder's own secret), an account added as the CLI adds it, and a
 * sign-in and a look at the trail through the real server. The account's password is hashed at
 * the test cost: the file signs in seven times, and is about the trail, not the hashing.
 */
async function usedFolder(): Promise<{ dataDir: string; recoveryCodes: string[] }> {
  const dataDir = await folder('audit-used');
  const store = await AuditStore.open(filesIn(dataDir), await AppSecret.load(dataDir), { now: monthDay(-3) });
  for (const offset of [-3, -2, -1]) {
    for (const hour of [9, 10, 11]) await store.append({ actor: 'nurse', address: '127.0.0.1', action: 'view-booking', recordIds: [`b${offset}${hour}`], outcome: 'ok' }, monthDay(offset, hour));
  }
  await store.flush();
  await addStaffCheaply(dataDir, 'coordinator');
  const server = await start(dataDir);
  const session = await signIn(server.url);
  await session.get(STAFF_API.audit);
  await server.stop('SIGTERM');
  return { dataDir, recoveryCodes: session.recoveryCodes };
}

const TAMPERING: [string, AuditBreakKind, (dataDir: string) => Promise<void>][] = [
  ['a sealed part is deleted', 'missing-part', (dataDir) => rm(join(dataDir, partOf(-2)))],
  ['an entry is dropped from audit.json', 'missing-entries', (dataDir) => changeCurrent(dataDir, (records) => records.filter((_, index) => index !== 1))],
  ['an entry is edited', 'edited-entry', (dataDir) => changeCurrent(dataDir, (records) => records.map((record, index) => (index === 2 ? { ...record, address: '203.0.113.9' } : record)))],
  ['two entries are swapped', 'reordered-entries', (dataDir) => changeCurrent(dataDir, ([first, second, ...rest]) => [second!, first!, ...rest])],
  ['the newest entries are cut off', 'cut-off', (dataDir) => changeCurrent(dataDir, (records) => records.slice(0, -2))],
];

let template: { dataDir: string; recoveryCodes: string[] };
beforeAll(async () => {
  template = await usedFolder();
});

const copyOfTemplate = async () => {
  const dataDir = await folder('audit-copy');
  await cp(template.dataDir, dataDir, { recursive: true });
  return dataDir;
};

describe('a trail tampered with while the server was stopped', () => {
  it('when nothing was touched, then verify-audit exits 0 and the server logs a whole chain', async () => {
    const dataDir = await copyOfTemplate();

    const verified = await staffCli(dataDir, ['verify-audit']);
    const server = await start(dataDir);
    await server.stop('SIGTERM');

    expect(verified.code).toBe(0);
    // Nine written here, the account-added, the server's start-up purge, the sign-in's two and view-audit.
    expect(verified.stdout).toMatch(/^Checked 14 audit entries in 4 files: the first .+, the last .+\.\n\nThe audit trail is whole\.\n$/);
    expect(server.output()).toContain('The audit trail checked: its chain is whole.');
    expect(brokenLines(server)).toEqual([]);
  });

  it.each(TAMPERING)('when %s, then verify-audit exits 1, the next start logs and records it, and staff see it until one acknowledges it', async (_how, kind, tamper) => {
    const dataDir = await copyOfTemplate();
    await tamper(dataDir);

    const before = await staffCli(dataDir, ['verify-audit']);
    const server = await start(dataDir);
    const [line] = brokenLines(server);
    const staff = await signIn(server.url, template.recoveryCodes[0]);
    const shown = (await staff.get(STAFF_API.auditBreaks)) as { breaks: { id: string; kind: string }[] };
    const trail = (await staff.get(STAFF_API.audit)) as AuditEntry[];
    const whileRunning = await staffCli(dataDir, ['verify-audit']);
    const acknowledged = await staff.post(STAFF_API.acknowledgeAuditBreak(shown.breaks[0]!.id));
    const after = await staff.get(STAFF_API.auditBreaks);
    await server.stop('SIGTERM');
    const afterwards = await staffCli(dataDir, ['verify-audit']);

    expect(before.code).toBe(1);
    expect(before.stdout).toContain('The audit trail is broken in 1 place:');
    expect(before.stdout).toContain('Not recorded yet: the server records it when it next starts');
    expect(line).toMatchObject({ level: 50, auditBreak: kind, msg: expect.stringMatching(/^The audit trail is broken: .+ Recorded as audit entry /) });
    expect(brokenLines(server)).toHaveLength(1);
    expect(shown.breaks).toEqual([{ id: line!.auditEntry, at: expect.any(String), kind }]);
    expect(trail.find((entry) => entry.action === 'audit-chain-broken')).toMatchObject({ id: line!.auditEntry, actor: 'system', detail: kind, recordIds: expect.any(Array) });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stdout).toContain(`as entry ${line!.auditEntry}; not acknowledged yet.`);
    expect(acknowledged).toEqual({ status: 200, body: { breaks: [] } });
    expect(after).toEqual({ breaks: [] });
    expect(afterwards.code).toBe(0);
    expect(afterwards.stdout).toContain('(1 acknowledged by staff)');
    expect(afterwards.stdout).toContain(`as entry ${line!.auditEntry}; acknowledged by coordinator on `);
  });

  it('when the server starts again on a break already recorded, then it is not reported or recorded a second time', async () => {
    const dataDir = await copyOfTemplate();
    await changeCurrent(dataDir, (records) => records.filter((_, index) => index !== 1));
    await (await start(dataDir)).stop('SIGTERM');

    const again = await start(dataDir);
    const staff = await signIn(again.url, template.recoveryCodes[1]);
    const shown = (await staff.get(STAFF_API.auditBreaks)) as { breaks: unknown[] };
    await again.stop('SIGTERM');

    expect(brokenLines(again)).toEqual([]);
    expect(again.output()).toContain('The audit trail checked: 1 break found before, already recorded.');
    expect(shown.breaks).toHaveLength(1);
  });
});

describe('a break staff acknowledged', () => {
  it('when entries after it are deleted and the next one is given the acknowledged entry’s id, then that is a new break: logged, shown to staff, and verify-audit exits 1', async () => {
    const dataDir = await copyOfTemplate();
    const busy = await start(dataDir);
    const reader = await signIn(busy.url, template.recoveryCodes[0]);
    for (let read = 0; read < 8; read++) await reader.get(STAFF_API.audit);
    await busy.stop('SIGTERM');
    const viewedAt = async () => {
      const { records } = JSON.parse(await readFile(currentFile(dataDir), 'utf8')) as { records: AuditRecord[] };
      return records.findIndex((record) => record.action === 'view-audit' && record.actor === 'coordinator');
    };
    const edited = await viewedAt();
    await changeCurrent(dataDir, (records) => records.map((record, index) => (index === edited ? { ...record, address: '203.0.113.9' } : record)));
    const first = await start(dataDir);
    const [seen] = brokenLines(first);
    const staff = await signIn(first.url, template.recoveryCodes[1]);
    await staff.post(STAFF_API.acknowledgeAuditBreak(seen!.auditEntry));
    await first.stop('SIGTERM');
    const acknowledged = await staffCli(dataDir, ['verify-audit']);

    // Someone with the files: the edited entry and the five after it go, the next one takes the edited entry's id.
    await changeCurrent(dataDir, (records) => [...records.slice(0, edited), { ...records[edited + 6]!, id: records[edited]!.id }, ...records.slice(edited + 7)]);
    const before = await staffCli(dataDir, ['verify-audit']);
    const second = await start(dataDir);
    const [line] = brokenLines(second);
    const shown = (await (await signIn(second.url, template.recoveryCodes[2])).get(STAFF_API.auditBreaks)) as { breaks: { id: string; kind: string }[] };
    await second.stop('SIGTERM');

    expect(acknowledged.code).toBe(0);
    expect(before.code).toBe(1);
    expect(before.stdout).toContain('Not recorded yet: the server records it when it next starts');
    expect(line).toMatchObject({ level: 50, auditBreak: 'edited-entry' });
    expect(line!.auditEntry).not.toBe(seen!.auditEntry);
    expect(shown.breaks).toEqual([{ id: line!.auditEntry, at: expect.any(String), kind: 'edited-entry' }]);
  });
});

describe('an account command with the server stopped', () => {
  it('when the trail is broken, then it records the break, says so on standard error, and still does its work', async () => {
    const dataDir = await copyOfTemplate();
    await changeCurrent(dataDir, (records) => records.filter((_, index) => index !== 1));

    const listed = await staffCli(dataDir, ['list']);
    const verified = await staffCli(dataDir, ['verify-audit']);

    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^username\s+two-factor/);
    expect(listed.stderr).toMatch(/^The audit trail is broken: entries are missing: at audit entries .+ Recorded as audit entry /);
    expect(verified.code).toBe(1);
    expect(verified.stdout).toContain('; not acknowledged yet.');
  });
});

describe('verify-audit', () => {
  it('when entries older than six years were pruned, then the trail is whole; deleting a part that was not pruned is a break', async () => {
    const dataDir = await folder('audit-pruned');
    const secret = await AppSecret.load(dataDir);
    const store = await AuditStore.open(filesIn(dataDir), secret, { now: Date.UTC(2019, 0, 1) });
    for (const [year, month] of [[2019, 0], [2019, 1], [2020, 5]] as const) {
      await store.append({ actor: 'nurse', address: '127.0.0.1', action: 'view-booking', recordIds: [`b${year}${month}`], outcome: 'ok' }, Date.UTC(year, month, 10));
    }
    await store.append({ actor: 'nurse', address: '127.0.0.1', action: 'view-audit', recordIds: [], outcome: 'ok' }, Date.now());
    await store.prune(Date.UTC(2019, 1, 1), Date.now());
    await store.flush();

    const pruned = await staffCli(dataDir, ['verify-audit']);
    await rm(join(dataDir, 'audit-2020-06.json'));
    const missing = await staffCli(dataDir, ['verify-audit']);

    expect(pruned.code).toBe(0);
    expect(pruned.stdout).toContain('Entries made before 2019-02-01T00:00:00.000Z were removed after six years: the check starts where they end.');
    expect(pruned.stdout).toContain('The audit trail is whole.');
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('a part file of the trail is missing');
  });

  it('when it is given an argument, or there is no secret to check with, then it says why and exits 2', async () => {
    const empty = await folder('audit-no-secret');

    const extra = await staffCli(template.dataDir, ['verify-audit', 'now']);
    const noSecret = await staffCli(empty, ['verify-audit']);

    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain('verify-audit takes no arguments (now).');
    expect(noSecret.code).toBe(2);
    expect(noSecret.stderr).toContain("APP_SECRET is not set and there is no ");
  });

  it('when a file of the trail is not valid JSON, then it is a break and exits 1', async () => {
    const dataDir = await copyOfTemplate();
    await writeFile(join(dataDir, partOf(-3)), '{"records": [');

    const run = await staffCli(dataDir, ['verify-audit']);

    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`The audit trail is broken: ${partOf(-3)} is not an audit file the server wrote`);
  });
});
