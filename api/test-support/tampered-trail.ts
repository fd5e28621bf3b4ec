import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STAFF_API } from '#contract/staff';
import type { AuditRecord } from '../audit/audit-record';
import type { ServerProcess } from './server-process';
import { STAFF_PASSWORD, totpAt } from './staff';

/** The audit trail's tests against the real server: a staff session, the files as someone with them would edit them, and the server's break lines. */
export interface Session {
  cookie: string;
  get(path: string): Promise<unknown>;
  post(path: string): Promise<{ status: number; body: unknown }>;
}

/** Signs 'coordinator' in to a real server with the password and then `code` (a TOTP code, a recovery code, or, for a first sign-in, made from the key shown). */
export async function signIn(url: string, code?: string): Promise<Session & { recoveryCodes: string[] }> {
  const json = { 'Content-Type': 'application/json', Origin: url };
  const first = await fetch(url + STAFF_API.signIn, { method: 'POST', headers: json, body: JSON.stringify({ username: 'coordinator', password: STAFF_PASSWORD }) });
  const { secret } = (await first.json()) as { secret?: string };
  const pending = first.headers.getSetCookie()[0]!.split(';')[0]!;
  const answer = await fetch(url + STAFF_API.signInCode, { method: 'POST', headers: { ...json, Cookie: pending }, body: JSON.stringify({ code: code ?? totpAt(secret!, Date.now()) }) });
  const { recoveryCodes = [] } = (await answer.json()) as { recoveryCodes?: string[] };
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('staff-session='))!.split(';')[0]!;
  return {
    cookie,
    recoveryCodes,
    get: async (path) => (await fetch(url + path, { headers: { Cookie: cookie } })).json(),
    post: async (path) => {
      const response = await fetch(url + path, { method: 'POST', headers: { ...json, Cookie: cookie }, body: '{}' });
      return { status: response.status, body: await response.json() };
    },
  };
}

export const currentFile = (dataDir: string) => join(dataDir, 'audit.json');

/** Rewrites one file of the trail with `change` applied to its entries, as someone editing it with the server stopped would. */
export async function changeAuditFile(path: string, change: (records: AuditRecord[]) => AuditRecord[]): Promise<void> {
  const data = JSON.parse(await readFile(path, 'utf8')) as { records: AuditRecord[] };
  await writeFile(path, JSON.stringify({ ...data, records: change(data.records) }));
}

export const changeCurrent = (dataDir: string, change: (records: AuditRecord[]) => AuditRecord[]) => changeAuditFile(currentFile(dataDir), change);

/** The server's log lines about a break it found and recorded. */
export const brokenLines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"auditBreak"'))
    .map((line) => JSON.parse(line) as { level: number; auditBreak: string; auditEntry: string; msg: string });
