import { randomBytes } from 'node:crypto';
import type { AuditStore } from '../audit/audit.store';
import type { Clock } from '../clock';
import type { CodeAnswer, SignInAnswer, SignInRequest, SignInTimeAnswer } from '#contract/staff';
import { LimitReachedError } from '../domain-errors';
import { OWASP_SCRYPT, parseHash, verifyPassword } from '../users/password';
import type { UsersStore, UserState } from '../users/users.store';
import { outgoing } from '../declared-mail/outgoing';
import type { PendingSignIn, PendingSignIns } from './pending-sign-ins';
import { newRecoveryCodes } from './recovery-codes';
import { type CodeChecked, type SecondFactor, userEvent } from './second-factor';
import type { StaffSessions } from './sessions';
import { type Attempt, type SignInThrottle, throttleKeys } from './sign-in-throttle';
import { enrolmentSecret, matchingStep, otpauthUrl } from './totp';

export interface SignInOptions {
  users: UsersStore;
  audit: AuditStore;
  sessions: StaffSessions;
  pending: PendingSignIns;
  throttle: SignInThrottle;
  clock: Clock;
  secondFactor: SecondFactor;
  /** Hours an account has for its first sign-in after its password was set (STAFF_ENROL_HOURS). */
  enrolHours: number;
  /** AppSecret.key('totp-enrol'): derives the key offered at a first sign-in (totp.ts). */
  enrolKey: Buffer;
}

/** Why a step was refused, as the audit trail's `detail` words it; the router answers most with the same 401. */
export type Refusal = 'unknown-user' | 'wrong-password' | 'disabled' | 'expired' | 'wrong-code' | 'replayed-code' | 'enrolment-expired';

/** Where an attempt comes from: the client's address, and the id of the browser's valid device cookie for an account, if any. */
export interface AttemptOrigin {
  address: string;
  deviceOf: (user: UserState) => string | undefined;
}

export type PasswordOutcome = { ok: true; pendingToken: string; answer: SignInAnswer } | { ok: false; refusal: Refusal };
export type MoreTimeOutcome = { ok: true; answer: SignInTimeAnswer; lastsMs: number } | { ok: false; refusal: 'expired' | 'at-limit' };
export type CodeOutcome = { ok: true; sessionToken: string; user: UserState; answer: CodeAnswer } | { ok: false; refusal: Refusal };

export type SignIn = ReturnType<typeof createSignIn>;

type Enrolled = { ok: true; how: 'enrolled'; codes: string[] } | { ok: false; refusal: Refusal };

/**
 * The two steps of a staff sign-in: password, then a code from an authenticator app (or a
 * recovery code). A first sign-in enrols the app: its secret is kept with the half-done sign-in
 * and stored, sealed, only once a code from it proves it was scanned, and only while the account
 * still has the password the first step checked. Every attempt counts against the throttle from
 * the moment it is let through (sign-in-throttle.ts), before its hash or code is checked.
 */
export function createSignIn({ users, audit, sessions, pending, throttle, clock, secondFactor, enrolHours, enrolKey }: SignInOptions) {
  const record = (action: string, actor: string, address: string, outcome: 'ok' | 'refused', recordIds: string[], detail?: string) =>
    audit.append({ actor, action, address, outcome, recordIds, ...(detail ? { detail } : {}) }, clock.now());

  /** Lets the attempt through, or audits it as throttled and refuses it with 429. */
  async function admit(keys: string[], actor: string, address: string): Promise<Attempt> {
    try {
      return await throttle.attempt(keys);
    } catch (error) {
      if (error instanceof LimitReachedError) await record('sign-in-failed', actor, address, 'refused', [], 'throttled');
      throw error;
    }
  }

  /** Settles the attempt as failed if `check` throws, so an error never leaves a try uncounted. */
  async function counted<T>(attempt: Attempt, check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      await attempt.failed();
      throw error;
    }
  }

  /** An account never enrolled within STAFF_ENROL_HOURS of its password being set: whoever holds that password may not enrol now. */
  const enrolmentExpired = (user: UserState) => !user.twoFactor && clock.now() >= Date.parse(user.passwordSetAt || user.createdAt || '0') + enrolHours * 3_600_000;

  async function password({ username, password }: SignInRequest, { address, deviceOf }: AttemptOrigin): Promise<PasswordOutcome> {
    const user = users.find(username);
    const actor = user?.username ?? 'unknown';
    const deviceId = user ? deviceOf(user) : undefined;
    const keys = throttleKeys(username, address, deviceId);
    const attempt = await admit(keys, actor, address);
    // An unknown name costs one scrypt run of the same cost as a real account's, so time tells nothing (ASVS 5 6.3.8).
    const matches = await counted(attempt, () => verifyPassword(password, user?.passwordHash ?? dummyHash(users.newestHash)));
    const refusal: Refusal | null = !user ? 'unknown-user' : !matches ? 'wrong-password' : user.disabled ? 'disabled' : null;
    if (refusal || !user) {
      await attempt.failed();
      await record('sign-in-failed', actor, address, 'refused', user ? [user.id] : [], refusal ?? 'unknown-user');
      return { ok: false, refusal: refusal ?? 'unknown-user' };
    }
    await attempt.succeeded();
    if (enrolmentExpired(user)) {
      await record('sign-in-failed', user.username, address, 'refused', [user.id], 'enrolment-expired');
      return { ok: false, refusal: 'enrolment-expired' };
    }
    await record('sign-in-password', user.username, address, 'ok', [user.id]);
    const half = { userId: user.id, passwordVersion: user.passwordVersion, keys, knownBrowser: deviceId !== undefined };
    if (user.twoFactor) {
      const pendingToken = await pending.start(half);
      return { ok: true, pendingToken, answer: { step: 'code', ...(await timeOf(pendingToken)) } };
    }
    const enrolSecret = enrolmentSecret(enrolKey, user.id, user.passwordVersion);
    const pendingToken = await pending.start({ ...half, enrolSecret });
    return { ok: true, pendingToken, answer: { step: 'enrol', secret: enrolSecret, otpauthUrl: otpauthUrl(enrolSecret, user.username), ...(await timeOf(pendingToken)) } };
  }

  /** When a half-done sign-in ends, by the server's clock now. */
  const timeOf = async (pendingToken: string): Promise<SignInTimeAnswer> => ({
    expiresAt: new Date((await pending.get(pendingToken))?.expiresAt ?? clock.now()).toISOString(),
    checkedAt: new Date(clock.now()).toISOString(),
  });

  /** "I need more time" (WCAG 2.2.1): a half-done sign-in still valid for its password gets more (pending-sign-ins.ts). */
  async function moreTime(pendingToken: string | undefined): Promise<MoreTimeOutcome> {
    const half = await pending.get(pendingToken);
    if (!half || !stillValid(half)) {
      await pending.end(pendingToken);
      return { ok: false, refusal: 'expired' };
    }
    const extended = await pending.extend(pendingToken);
    if (extended === 'at-limit') return { ok: false, refusal: 'at-limit' };
    if (!extended) return { ok: false, refusal: 'expired' };
    return { ok: true, answer: await timeOf(pendingToken!), lastsMs: extended.expiresAt - clock.now() };
  }

  /** The half-done sign-in's account, while it still has the password the first step checked and is not disabled. */
  const stillValid = (half: PendingSignIn): UserState | undefined => {
    const user = users.get(half.userId);
    return user && !user.disabled && user.passwordVersion === half.passwordVersion ? user : undefined;
  };

  /** `browser`: the session's browser in words (browser-name.ts), shown to the account's owner and in staff alerts. */
  async function code(pendingToken: string | undefined, typed: string, address: string, browser: string): Promise<CodeOutcome> {
    const half = await pending.get(pendingToken);
    const known = half ? users.get(half.userId) : undefined;
    const user = half && stillValid(half);
    if (!half || !user) {
      await pending.end(pendingToken);
      await record('sign-in-failed', known?.username ?? 'unknown', address, 'refused', known ? [known.id] : [], known?.disabled ? 'disabled' : 'expired');
      return { ok: false, refusal: known?.disabled ? 'disabled' : 'expired' };
    }
    const attempt = await admit(half.keys, user.username, address);
    const result = await counted<CodeChecked | Enrolled>(attempt, () =>
      half.enrolSecret
        ? enrol(user, half, typed.replace(/\s/g, ''), { browser, address })
        : secondFactor.verify(user, typed, { during: 'sign-in', browser, newBrowser: !half.knownBrowser }),
    );
    if (!result.ok) {
      await attempt.failed();
      await pending.failed(pendingToken!);
      await record('sign-in-failed', user.username, address, 'refused', [user.id], result.refusal);
      return result;
    }
    await pending.end(pendingToken);
    await attempt.succeeded(true);
    // Reset or disabled while the code was being checked: that change stands, and no session starts.
    const current = stillValid(half);
    if (!current) {
      await record('sign-in-failed', user.username, address, 'refused', [user.id], 'expired');
      return { ok: false, refusal: 'expired' };
    }
    const sessionToken = await sessions.start(current, browser);
    await record('sign-in', user.username, address, 'ok', [user.id], result.how);
    return { ok: true, sessionToken, user: current, answer: { username: user.username, ...('codes' in result ? { recoveryCodes: result.codes } : {}) } };
  }

  async function enrol(user: UserState, half: PendingSignIn, token: string, where: { browser: string; address: string }): Promise<Enrolled> {
    const now = clock.now();
    // The deadline holds at this step too: a password step passed a minute before it is no way round it.
    if (enrolmentExpired(user)) return { ok: false, refusal: 'enrolment-expired' };
    const step = matchingStep(half.enrolSecret!, token, now);
    if (step === null) return { ok: false, refusal: 'wrong-code' };
    const { codes, hashes } = newRecoveryCodes();
    const sealedSecret = secondFactor.seal(half.enrolSecret!, user.id);
    // Two tabs finishing one enrolment: the second finds it done. A new password meanwhile: its holder enrols, not this one.
    const refusal = await secondFactor.appendUnless(
      () => {
        const current = users.get(user.id);
        return current?.twoFactor || !stillValid(half) ? 'expired' : current && enrolmentExpired(current) ? 'enrolment-expired' : null;
      },
      () => ({
        ...userEvent(user.id, now),
        event: 'two-factor-enrolled',
        sealedSecret,
        recoveryCodes: hashes,
        counter: step,
        ...where,
        mail: outgoing('staff-authenticator-enrolled'),
      }),
    );
    return refusal ? { ok: false, refusal } : { ok: true, how: 'enrolled', codes };
  }

  async function signOut(sessionToken: string | undefined, address: string): Promise<void> {
    const session = await sessions.end(sessionToken);
    if (session) await record('sign-out', session.username, address, 'ok', [session.userId]);
  }

  return { password, code, moreTime, signOut };
}

/**
 * A hash no password matches (its key is random), with the cost of the newest real one: checking
 * it takes as long as checking a real account's password.
 */
function dummyHash(newest: string | null): string {
  const cost = (newest && parseHash(newest)?.cost) || OWASP_SCRYPT;
  return `$scrypt$ln=${cost.log2N},r=${cost.r},p=${cost.p}$${randomBytes(16).toString('base64').replace(/=+$/, '')}$${randomBytes(32).toString('base64').replace(/=+$/, '')}`;
}
