import { Secret, TOTP } from 'otpauth';
import { STAFF_API } from '#contract/staff';
import type { Client } from './client';

/**
 * Adds `count` nurses (every kind, the default week, anywhere) to the server at `url` as staff
 * would: the staff account signs in with its password, sets up its authenticator with a real
 * TOTP code (otpauth), then adds each nurse through the Team endpoint. Straight to the app port,
 * with the site's Origin, each request from an address of its own under `127.<addressBase>`, so
 * the check's low per-address POST limit is not what answers. Returns the nurses' ids.
 */
export async function addNurses(client: Client, url: string, origin: string, staff: { username: string; password: string }, count: number, addressBase: number): Promise<string[]> {
  const cookies = new Map<string, string>();
  let sent = 0;
  const post = async (path: string, body: object) => {
    const answer = await client.request(url + path, {
      method: 'POST',
      headers: { 'Accept-Encoding': 'identity', 'Content-Type': 'application/json', Origin: origin, Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: JSON.stringify(body),
      from: `127.${addressBase}.0.${++sent}`,
    });
    for (const [name, value] of answer.lines) {
      if (name !== 'set-cookie') continue;
      const [cookie, content = ''] = value.split(';')[0]!.split('=');
      if (content) cookies.set(cookie!, content);
      else cookies.delete(cookie!);
    }
    return { status: answer.status, body: answer.body ? (JSON.parse(answer.body) as Record<string, unknown>) : {} };
  };
  const password = await post(STAFF_API.signIn, staff);
  if (password.status !== 200 || typeof password.body.secret !== 'string') throw new Error(`Adding nurses: the staff sign-in's first step answered ${password.status}, not the authenticator set-up.`);
  const code = await post(STAFF_API.signInCode, { code: TOTP.generate({ secret: Secret.fromBase32(password.body.secret) }) });
  if (code.status !== 200) throw new Error(`Adding nurses: the authenticator code answered ${code.status}.`);
  const ids = [];
  for (let n = 1; n <= count; n++) {
    const added = await post(STAFF_API.clinicians, { name: `Nurse ${n}` });
    if (added.status !== 201) throw new Error(`Adding nurses: nurse ${n} answered ${added.status}.`);
    ids.push(String(added.body.id));
  }
  return ids;
}
