import { describe, expect, it } from 'vitest';
import { sharedStateDatabase } from '../test-support/shared-state';
import { HOUR } from '../test-support/test-clock';
import { MAX_RECEIPTS_PER_ADDRESS_PER_DAY, VisitorMailQuota } from './visitor-mail-quota';
import { MemoryVisitorMailQuota, PgVisitorMailQuota, type SharedVisitorMailQuota } from './visitor-mail-quota.shared';

const database = sharedStateDatabase('mailquota');
const NOW = Date.parse('2026-12-06T09:00:00Z');

const implementations: [string, () => SharedVisitorMailQuota][] = [
  ['in memory', () => new MemoryVisitorMailQuota(new VisitorMailQuota([], NOW))],
  ['in PostgreSQL', () => new PgVisitorMailQuota(database.sql)],
];

describe.each(implementations)('the visitor mail quota %s', (_name, make) => {
  it('when a mailbox has had three messages in a day, then a fourth is refused, however the address is written, until the first is a day old', async () => {
    const quota = make();
    const taken = [
      await quota.take('maria.lopez@example.com', NOW),
      await quota.take('Maria.Lopez+clinic@Example.com', NOW + HOUR),
      await quota.take('maria.lopez@example.com', NOW + 2 * HOUR),
    ];

    expect(taken.every((giveBack) => typeof giveBack === 'function')).toBe(true);
    expect(await quota.take('MARIA.LOPEZ@example.com', NOW + 3 * HOUR)).toBeNull();
    expect(await quota.take('ben@example.com', NOW + 3 * HOUR)).not.toBeNull();
    expect(await quota.take('maria.lopez@example.com', NOW + 24 * HOUR - 1)).toBeNull();
    expect(await quota.take('maria.lopez@example.com', NOW + 24 * HOUR)).not.toBeNull();
  });

  it('when a write that took a message fails and gives it back, then the mailbox may have it again', async () => {
    const quota = make();
    const giveBacks = [];
    for (let message = 0; message < MAX_RECEIPTS_PER_ADDRESS_PER_DAY; message++) giveBacks.push(await quota.take('ana@example.com', NOW + message));
    await giveBacks[1]!();

    expect(await quota.take('ana@example.com', NOW + HOUR)).not.toBeNull();
    expect(await quota.take('ana@example.com', NOW + HOUR)).toBeNull();
  });
});

describe('the visitor mail quota shared by two servers in PostgreSQL', () => {
  it('when twenty messages to one mailbox are taken on two servers at once, then exactly the quota gets through', async () => {
    const servers = [new PgVisitorMailQuota(database.server()), new PgVisitorMailQuota(database.server())];

    const taken = await Promise.all(Array.from({ length: 20 }, (_, index) => servers[index % 2]!.take('maria.lopez@example.com', NOW + index)));

    expect(taken.filter(Boolean)).toHaveLength(MAX_RECEIPTS_PER_ADDRESS_PER_DAY);
    const rows = await database.sql<{ mailbox: string }[]>`SELECT mailbox FROM visitor_mail_sent`;
    expect(rows.map(({ mailbox }) => mailbox)).toEqual(Array(MAX_RECEIPTS_PER_ADDRESS_PER_DAY).fill('maria.lopez@example.com'));
  });
});
