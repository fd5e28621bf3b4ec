import { describe, expect, it } from 'vitest';
import { AppSecret } from '../secrets/app-secret';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { prepareDatabase } from './database';
import { readMigrations } from './migrations';
import { OTHER_SECRET } from './secret-check';

const fixtures = postgresFixtures('secret');
/** A fresh database, and a way to open a server's connections to it. */
const database = async () => (await fixtures.database()).connect;

const SECRET = 'the first server secret, 48 characters or so long';
const OTHER = 'a different secret that another server was given!';
const signer = (value: string) => {
  const secret = AppSecret.fromString(value);
  return (purpose: string, text: string) => secret.sign(purpose, text);
};

describe('preparing the database: the first migration and one APP_SECRET per database', () => {
  it('when the first server starts, then btree_gist is there and its secret is recorded as a proof, never the secret itself; the next with it is let in', async () => {
    const connect = await database();
    const first = connect();

    const prepared = await prepareDatabase(first, signer(SECRET));
    const again = await prepareDatabase(connect(), signer(SECRET));

    // Every file of the folder, the first migration first.
    expect(prepared).toEqual({ applied: (await readMigrations()).map(({ name }) => name), newer: [], secret: 'recorded' });
    expect(prepared.applied[0]).toBe('001-foundations.sql');
    expect(again).toEqual({ applied: [], newer: [], secret: 'matches' });
    expect(await first`SELECT extname FROM pg_extension WHERE extname = 'btree_gist'`).toHaveLength(1);
    const rows = await first<{ proof: string }[]>`SELECT proof FROM app_secret_check`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.proof).not.toContain(SECRET);
    expect(rows[0]!.proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('when a server comes with another secret, then it is refused with a message that names neither secret, and the recorded proof stays', async () => {
    const connect = await database();
    const first = connect();
    await prepareDatabase(first, signer(SECRET));
    const before = await first`SELECT proof FROM app_secret_check`;

    const refused = prepareDatabase(connect(), signer(OTHER));

    await expect(refused).rejects.toThrow(OTHER_SECRET);
    const message = await refused.catch((error: Error) => error.message);
    for (const secret of [SECRET, OTHER]) expect(message).not.toContain(secret.slice(0, 12));
    expect(await first`SELECT proof FROM app_secret_check`).toEqual(before);
  });

  it('when two first servers with different secrets start at once, then one secret is recorded and the other server is refused', async () => {
    const connect = await database();

    const outcomes = await Promise.allSettled([prepareDatabase(connect(), signer(SECRET)), prepareDatabase(connect(), signer(OTHER))]);

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected')!;
    expect(refused.reason).toEqual(new Error(OTHER_SECRET));
  });
});
