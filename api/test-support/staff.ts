import { Secret, TOTP } from 'otpauth';
import { STAFF_API } from '#contract/staff';
import { createAccounts } from '../users/users.service';
import type { ScryptCost } from '../users/password';
import type { Answer } from './http';
import type { TestApp } from './test-app';

/** A password the policy accepts (long, unrelated words). */
export const STAFF_PASSWORD = 'plum harbour violin sixty';
/** scrypt at 2^10 keeps suites fast; the OWASP cost itself is tested in api/users/password.test.ts. */
export const TEST_COST: ScryptCost = { log2N: 10, r: 8, p: 1 };

/** The accounts service on a test app's stores, as the command line would use it. */
export const testAccounts = (app: TestApp) =>
  createAccounts({ users: app.stores.users, audit: app.stores.audit, clock: app.clock, cost: TEST_COST, endSessions: (id) => app.staffSessions.endAllFor(id) });

export const CLI = { actor: 'cli', address: 'local' };

export async function addStaff(app: TestApp, username = 'coordinator', password = STAFF_PASSWORD): Promise<void> {
  await testAccounts(app).add(username, password, CLI);
}

/** The code an authenticator app shows for `secret` at `at` (the app's clock). */
export const totpAt = (secret: string, at: number): string => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

/**
 * A browser for the staff area: keeps the cookies the server sets (as a browser would, by name,
 * dropping cleared ones) and sends this site's Origin with every change.
 */
export class StaffClient {
  readonly cookies = new Map<string, string>();
  /** Set once enrolled through `signInFully`. */
  secret = '';
  recoveryCodes: string[] = [];
  lastSetCookies: string[] = [];

  constructor(
    readonly app: TestApp,
    readonly origin = app.publicUrl,
  ) {}

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(this.app.url + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(method === 'GET' ? {} : { Origin: this.origin }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text, text };
  }

  get(path: string): Promise<Answer> {
    return this.send('GET', path);
  }

  /** POSTs a multipart form (a referral with its files), with this browser's cookies and Origin. */
  async postForm(path: string, form: FormData, headers: Record<string, string> = {}): Promise<Answer> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(this.app.url + path, { method: 'POST', body: form, headers: { Origin: this.origin, ...(cookie ? { Cookie: cookie } : {}), ...headers } });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text, text };
  }

  /** A GET whose answer is bytes (a document), with its headers. */
  async download(path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(this.app.url + path, { headers: cookie ? { Cookie: cookie } : {} });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  post(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send('POST', path, body, headers);
  }

  signIn(username = 'coordinator', password = STAFF_PASSWORD): Promise<Answer> {
    return this.post(STAFF_API.signIn, { username, password });
  }

  code(code: string): Promise<Answer> {
    return this.post(STAFF_API.signInCode, { code });
  }

  /** Password, then enrolment (first time, keeping the secret) or a fresh code; moves the clock past the last code's step. */
  async signInFully(username = 'coordinator', password = STAFF_PASSWORD): Promise<Answer> {
    const first = await this.signIn(username, password);
    if (first.status !== 200) throw new Error(`sign-in failed: ${first.status} ${first.text}`);
    if (first.body.step === 'enrol') this.secret = first.body.secret;
    const answer = await this.code(totpAt(this.secret, this.app.clock.now()));
    if (answer.status !== 200) throw new Error(`code failed: ${answer.status} ${answer.text}`);
    this.recoveryCodes = answer.body.recoveryCodes ?? this.recoveryCodes;
    this.app.clock.advance(30_000);
    return answer;
  }
}

/** A new account, signed in and enrolled. */
export async function signedInStaff(app: TestApp, username = 'coordinator'): Promise<StaffClient> {
  await addStaff(app, username);
  const client = new StaffClient(app);
  await client.signInFully(username);
  return client;
}

/** User-Agents as real browsers send them, for the account screen's browser names. */
export const USER_AGENTS = {
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
};

/** A staff browser that sends this User-Agent with every request, as a real one does. */
export function browserWith(app: TestApp, userAgent: string): StaffClient {
  const browser = new StaffClient(app);
  const send = browser.send.bind(browser);
  browser.send = (method, path, body, headers = {}) => send(method, path, body, { 'User-Agent': userAgent, ...headers });
  return browser;
}

/** A second place where the same account is signed in (its own cookie). */
export async function secondPlace(first: StaffClient, userAgent = USER_AGENTS.safari): Promise<StaffClient> {
  const other = browserWith(first.app, userAgent);
  other.secret = first.secret;
  await other.signInFully();
  return other;
}

/** Another password the policy accepts, for changing to. */
export const NEW_STAFF_PASSWORD = 'copper meadow kettle ninety';

/** The account screen's change form as a browser sends it, with the app's code for now unless given. */
export function changeOwnPassword(browser: StaffClient, fields: Partial<Record<'currentPassword' | 'code' | 'newPassword' | 'newPasswordAgain', string>> = {}) {
  return browser.post(STAFF_API.changePassword, {
    currentPassword: STAFF_PASSWORD,
    code: totpAt(browser.secret, browser.app.clock.now()),
    newPassword: NEW_STAFF_PASSWORD,
    newPasswordAgain: NEW_STAFF_PASSWORD,
    ...fields,
  });
}

/** A staff browser on its own network: X-Forwarded-For through the test app's one trusted proxy (`trustProxy: 1`). */
export function staffClientFrom(app: TestApp, address: string): StaffClient {
  const browser = new StaffClient(app);
  const send = browser.send.bind(browser);
  browser.send = (method, path, body, headers = {}) => send(method, path, body, { 'X-Forwarded-For': address, ...headers });
  return browser;
}
