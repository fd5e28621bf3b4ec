import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { type Client, headerLines } from './client';

/** One thing the check proves: what it saw, and whether that is what the recipe promises. */
export interface Proof {
  name: string;
  seen: string;
  ok: boolean;
}

export interface ProofTarget {
  client: Client;
  /** https://localhost:<port>, as PUBLIC_URL names it. */
  site: string;
  /** http://localhost:<port>: what a visitor typing the bare name reaches. */
  plain: string;
  staff: { username: string; password: string };
}

/** HSTS sent once: by the app, not again by Caddy (deploy/Caddyfile). A page and an API answer. */
export async function hstsOnce({ client, site }: ProofTarget): Promise<Proof> {
  const counts = [];
  for (const path of ['/', API.consultationSlots]) {
    const answer = await client.request(site + path);
    counts.push(`${path} ${answer.status}: ${headerLines(answer, 'strict-transport-security').length}`);
  }
  return { name: 'https answers, with Strict-Transport-Security exactly once', seen: counts.join(', '), ok: counts.every((count) => /: 1$/.test(count) && / 200:/.test(count)) };
}

/**
 * http:// answers with a permanent redirect to the same address on https://. Caddy names no port
 * when the target is its own https_port, as in production, where that is 443.
 */
export async function redirectsToHttps({ client, site, plain }: ProofTarget): Promise<Proof> {
  const answer = await client.request(`${plain}/services?from=check`);
  const location = headerLines(answer, 'location')[0] ?? 'none';
  const ok = (answer.status === 308 || answer.status === 301) && location === `https://${new URL(site).hostname}/services?from=check`;
  return { name: 'http:// redirects to https://', seen: `${answer.status} to ${location}`, ok };
}

/** The staff cookies over https: `__Host-` named, Secure, HttpOnly, SameSite=Strict, Path=/ and no Domain. */
export async function hostCookies({ client, site, staff }: ProofTarget): Promise<Proof> {
  const answer = await client.request(site + STAFF_API.signIn, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site },
    body: JSON.stringify(staff),
    from: '127.0.0.4',
  });
  const cookies = headerLines(answer, 'set-cookie');
  const attributes = (cookie: string) => cookie.split(';').map((part) => part.trim().toLowerCase());
  const ok =
    answer.status === 200 &&
    cookies.length > 0 &&
    cookies.every((cookie) => {
      const parts = attributes(cookie);
      return cookie.startsWith('__Host-') && ['secure', 'httponly', 'samesite=strict', 'path=/'].every((part) => parts.includes(part)) && !parts.some((part) => part.startsWith('domain='));
    });
  return { name: 'staff cookies are __Host- and Secure', seen: `${answer.status}, ${cookies.map((cookie) => cookie.replace(/=[^;]*/, '=…')).join(' | ') || 'no cookie'}`, ok };
}

const post = (target: ProofTarget, from: string, headers: Record<string, string> = {}) =>
  target.client.request(target.site + API.contact, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{}', from }).then(({ status }) => status);

/**
 * The rate limits count the client's own address through Caddy (TRUST_PROXY=1), and a forged
 * X-Forwarded-For changes nothing. One client (127.0.0.2) sends POSTs until both servers refuse it
 * (two 429s in a row: Caddy spreads the POSTs over both servers); then it sends more, each with
 * a new forged address; then a second client (127.0.0.3) is still let in. `countedBy`: how many
 * servers count apart (each lowdb server its own; one on a shared database). Caddy itself is
 * 127.0.0.1 to both servers: were its address counted, the second client would be refused too.
 */
export async function realClientAddress(target: ProofTarget, perMinute: number, countedBy = 2): Promise<Proof> {
  const statuses: number[] = [];
  while (statuses.slice(-2).join() !== '429,429' && statuses.length < 4 * perMinute + 4) statuses.push(await post(target, '127.0.0.2'));
  const forged = [];
  for (let n = 1; n <= 4; n++) forged.push(await post(target, '127.0.0.2', { 'X-Forwarded-For': `203.0.113.${n}` }));
  const other = [await post(target, '127.0.0.3'), await post(target, '127.0.0.3')];
  const limitedAfter = statuses.indexOf(429);
  const ok = limitedAfter === countedBy * perMinute && statuses.at(-1) === 429 && forged.every((status) => status === 429) && other.every((status) => status !== 429 && status < 500);
  return {
    name: 'the client address reaches the rate limits; a forged X-Forwarded-For does not',
    seen: `127.0.0.2 limited after ${limitedAfter} POSTs (${perMinute} a minute, ${countedBy === 1 ? 'shared by both servers' : `counted apart on each of ${countedBy} servers`}); with forged X-Forwarded-For: ${forged.join(' ')}; 127.0.0.3: ${other.join(' ')}`,
    ok,
  };
}
