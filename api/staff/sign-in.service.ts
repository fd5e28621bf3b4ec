import { randomBytes } from 'node:crypto';
import type { AuditStore } from '../audit/audit.store';
import type { Clock } from '../clock';
import type { CodeAnswer, SignInAnswer, SignInRequest } from '../contract/staff';
import { LimitReachedError } from '../domain-errors';
import { OWASP_SCRYPT, parseHash, verifyPassword } from '../users/password';
import type { UsersStore, UserState } from '../users/users.store';
import type { PendingSignIns } from './pending-sign-ins';
import { newRecoveryCodes } from './recovery-codes';
import { type SecondFactor, userEvent } from './second-factor';
import type { StaffSessions } from './sessions';
import { type SignInThrottle, throttleKeys } from './sign-in-throttle';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';

export interface SignInOptions {
  users: UsersStore;
  audit: AuditStore;
  sessions: StaffSessions;
  pending: PendingSignIns;
  throttle: SignInThrottle;
  clock: Clock;
  secondFactor: SecondFactor;
}

/** Why a step was refused, as the audit trail's `detail` words it; the router answers every one with the same 401. */
export type Refusal = 'unknown-user' | 'wrong-password' | 'disabled' | 'expired' | 'wrong-code' | 'replayed-code';

export type PasswordOutcome = { ok: true; pendingToken: string; answer: SignInAnswer } | { ok: false; refusal: Refusal };
export type CodeOutcome = { ok: true; sessionToken: string; answer: CodeAnswer } | { ok: false; refusal: Refusal };

export type SignIn = ReturnType<typeof createSignIn>;

/**
 * The two steps of a staff sign-in: password, then a code from an authenticator app (or a
 * recovery code). A first sign-in enrols the app: its secret is kept with the half-done sign-in
 * and stored, sealed, only once a code from it proves it was scanned.
 */
export function createSignIn({ users, audit, sessions, pending, throttle, clock, secondFactor }: SignInOptions) {
  const record = (action: string, actor: string, address: string, outcome: 'ok' | 'refused', recordIds: string[], detail?: string) =>
    audit.append({ actor, action, address, outcome, recordIds, ...(detail ? { detail } : {}) }, clock.now());

  /** Throttled attempts are audited like the rest, then refused with 429. */
  async function checkThrottle(keys: string[], actor: string, address: string): Promise<void> {
    try {
      throttle.check(keys);
    } catch (error) {
      if (error instanceof LimitReachedError) await record('sign-in-failed', actor, address, 'refused', [], 'throttled');
      throw error;
    }
  }

  async function password({ username, password }: SignInRequest, address: string): Promise<PasswordOutcome> {
    const user = users.find(username);
    const actor = user?.username ?? 'unknown';
    const keys = throttleKeys(username, address);
    await checkThrottle(keys, actor, address);
    // An unknown name costs one scrypt run of the same cost as a real account's, so time tells nothing (ASVS 5 6.3.8).
    const matches = await verifyPassword(password, user?.passwordHash ?? dummyHash(users.newestHash));
    const refusal: Refusal | null = !user ? 'unknown-user' : !matches ? 'wrong-password' : user.disabled ? 'disabled' : null;
    if (refusal || !user) {
      throttle.fail(keys);
      await record('sign-in-failed', actor, address, 'refused', user ? [user.id] : [], refusal ?? 'unknown-user');
      return { ok: false, refusal: refusal ?? 'unknown-user' };
    }
    await record('sign-in-password', user.username, address, 'ok', [user.id]);
    if (user.twoFactor) return { ok: true, pendingToken: pending.start(user.id), answer: { step: 'code' } };
    const enrolSecret = newTotpSecret();
    return {
      ok: true,
      pendingToken: pending.start(user.id, enrolSecret),
      answer: { step: 'enrol', secret: enrolSecret, otpauthUrl: otpauthUrl(enrolSecret, user.username) },
    };
  }

  /** `browser`: the session's browser in words (browser-name.ts), shown to the account's owner. */
  async function code(pendingToken: string | undefined, typed: string, address: string, browser: string): Promise<CodeOutcome> {
    const half = pending.get(pendingToken);
    const user = half ? users.get(half.userId) : undefined;
    if (!half || !user || user.disabled) {
      pending.end(pendingToken);
      await record('sign-in-failed', user?.username ?? 'unknown', address, 'refused', user ? [user.id] : [], user?.disabled ? 'disabled' : 'expired');
      return { ok: false, refusal: user?.disabled ? 'disabled' : 'expired' };
    }
    const keys = throttleKeys(user.username, address);
    await checkThrottle(keys, user.username, address);
    const result = half.enrolSecret ? await enrol(user, half.enrolSecret, typed.replace(/\s/g, ''), clock.now()) : await secondFactor.verify(user, typed);
    if (!result.ok) {
      throttle.fail(keys);
      pending.failed(pendingToken!);
      await record('sign-in-failed', user.username, address, 'refused', [user.id], result.refusal);
      return result;
    }
    pending.end(pendingToken);
    throttle.succeeded(keys[0]!);
    await record('sign-in', user.username, address, 'ok', [user.id], result.how);
    return { ok: true, sessionToken: sessions.start(user, browser), answer: { username: user.username, ...('codes' in result ? { recoveryCodes: result.codes } : {}) } };
  }

  type Enrolled = { ok: true; how: 'enrolled'; codes: string[] } | { ok: false; refusal: Refusal };

  async function enrol(user: UserState, enrolSecret: string, token: string, now: number): Promise<Enrolled> {
    const step = matchingStep(enrolSecret, token, now);
    if (step === null) return { ok: false, refusal: 'wrong-code' };
    const { codes, hashes } = newRecoveryCodes();
    const sealedSecret = secondFactor.seal(enrolSecret, user.id);
    // Two tabs finishing one enrolment: the second finds it done and does not replace it.
    const refusal = await secondFactor.appendUnless(
      () => (users.get(user.id)?.twoFactor ? 'expired' : null),
      () => ({ ...userEvent(user.id, now), event: 'two-factor-enrolled', sealedSecret, recoveryCodes: hashes, counter: step }),
    );
    return refusal ? { ok: false, refusal } : { ok: true, how: 'enrolled', codes };
  }

  async function signOut(sessionToken: string | undefined, address: string): Promise<void> {
    const session = sessions.end(sessionToken);
    if (session) await record('sign-out', session.username, address, 'ok', [session.userId]);
  }

  return { password, code, signOut };
}

/**
 * A hash no password matches (its key is random), with the cost of the newest real one: checking
 * it takes as long as checking a real account's password.
 */
function dummyHash(newest: string | null): string {
  const cost = (newest && parseHash(newest)?.cost) || OWASP_SCRYPT;
  return `$scrypt$ln=${cost.log2N},r=${cost.r},p=${cost.p}$${randomBytes(16).toString('base64').replace(/=+$/, '')}$${randomBytes(32).toString('base64').replace(/=+$/, '')}`;
}
