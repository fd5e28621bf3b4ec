import { Secret, TOTP } from 'otpauth';
import { STAFF_API } from '#contract/staff';
import type { Client } from './client';

export interface StaffSession {
  post(path: string, body: object): Promise<{ status: number; body: Record<string, unknown> }>;
  /** A GET whose answer is read as text (a CSV export). */
  get(path: string): Promise<{ status: number; text: string }>;
}

/**
 * One server's staff area, signed in as staff would: the password, then the authenticator set up
 * with a real TOTP code (otpauth). Straight to the app port, with the site's Origin; each POST from
 * an address of its own under `127.<addressBase>`, so the check's low per-address POST limit is not
 * what answers.
 */
export async function signInStaff(client: Client, url: string, origin: string, staff: { username: string; password: string }, addressBase: number): Promise<StaffSession> {
  const cookies = new Map<string, string>();
  let sent = 0;
  const send = async (method: string, path: string, body?: object) => {
    const answer = await client.request(url + path, {
      method,
      headers: { 'Accept-Encoding': 'identity', 'Content-Type': 'application/json', Origin: origin, Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: body && JSON.stringify(body),
      from: `127.${addressBase}.${Math.floor(++sent / 250)}.${(sent % 250) + 1}`,
    });
    for (const [name, value] of answer.lines) {
      if (name !== 'set-cookie') continue;
      const [cookie, content = ''] = value.split(';')[0]!.split('=');
      if (content) cookies.set(cookie!, content);
      else cookies.delete(cookie!);
    }
    return answer;
  };
  const session: StaffSession = {
    post: async (path, body) => {
      const answer = await send('POST', path, body);
      return { status: answer.status, body: answer.body ? (JSON.parse(answer.body) as Record<string, unknown>) : {} };
    },
    get: async (path) => {
      const answer = await send('GET', path);
      return { status: answer.status, text: Buffer.from(answer.body, 'latin1').toString('utf8') };
    },
  };
  const password = await session.post(STAFF_API.signIn, staff);
  if (password.status !== 200 || typeof password.body.secret !== 'string') throw new Error(`Staff sign-in on ${url}: the first step answered ${password.status}, not the authenticator set-up.`);
  const code = await session.post(STAFF_API.signInCode, { code: TOTP.generate({ secret: Secret.fromBase32(password.body.secret) }) });
  if (code.status !== 200) throw new Error(`Staff sign-in on ${url}: the authenticator code answered ${code.status}.`);
  return session;
}

/** Adds `count` nurses (every kind, the default week, anywhere) through the Team endpoint; their ids. */
export async function addNurses(session: StaffSession, count: number): Promise<string[]> {
  const ids = [];
  for (let n = 1; n <= count; n++) {
    const added = await session.post(STAFF_API.clinicians, { name: `Nurse ${n}` });
    if (added.status !== 201) throw new Error(`Adding nurse ${n} answered ${added.status}.`);
    ids.push(String(added.body.id));
  }
  return ids;
}
