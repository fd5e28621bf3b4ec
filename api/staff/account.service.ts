import type { AuditStore } from '../audit/audit.store';
import type { Clock } from '../clock';
import type { AccountAnswer, AccountSession, ChangePasswordRequest } from '#contract/staff';
import { ConflictError, InvalidInputError, LimitReachedError } from '../domain-errors';
import { hashPassword, OWASP_SCRYPT, type ScryptCost, verifyPassword } from '../users/password';
import { passwordProblem } from '../users/password-policy';
import type { UsersStore, UserState } from '../users/users.store';
import { CODE_REFUSALS } from '../sign-in/code-refusals';
import type { PendingSignIns } from '../sign-in/pending-sign-ins';
import { type SecondFactor, userEvent } from '../sign-in/second-factor';
import type { StaffSessions } from '../sign-in/sessions';
import { type Attempt, type SignInThrottle, throttleKeys } from '../sign-in/sign-in-throttle';
import type { StaffActor } from '../sign-in/staff-actor';

export interface OwnAccountOptions {
  users: UsersStore;
  audit: AuditStore;
  sessions: StaffSessions;
  /** Half-done sign-ins: a new password ends the account's (one begun with the old password must not finish). */
  pending: PendingSignIns;
  /** The sign-in's throttle: a wrong password or code here counts as a failed sign-in would. */
  throttle: SignInThrottle;
  secondFactor: SecondFactor;
  clock: Clock;
  /** scrypt's cost for the new hash; tests use a cheaper one. */
  cost?: ScryptCost;
}

const WRONG_PASSWORD = 'Your current password is not right.';
const ENDED = 'This account was changed from the server a moment ago (disabled or given a new password), so nothing was changed here.';

export type OwnAccount = ReturnType<typeof createOwnAccount>;

/**
 * What a signed-in person may do to their own account: change the password, see where they are
 * signed in, and sign out everywhere else. Whatever touches how they sign in asks for proof again
 * first (ASVS 5 7.5.1, 7.5.2): the password and a code to change the password, a code to end
 * other sessions. Wrong answers count against the sign-in throttle of the account and the
 * network, so this form is no way around it. The audit has the account's id, never a password.
 */
export function createOwnAccount({ users, audit, sessions, pending, throttle, secondFactor, clock, cost = OWASP_SCRYPT }: OwnAccountOptions) {
  const record = (action: string, who: StaffActor, outcome: 'ok' | 'refused', detail?: string) =>
    audit.append({ actor: who.username, address: who.address, action, recordIds: [who.userId], outcome, ...(detail ? { detail } : {}) }, clock.now());

  /**
   * The account, and this try let through by the throttle (counted from now, before anything is
   * checked), against this browser's device cookie or, without one, the account's unknown
   * browsers and the network, as at sign-in. A throttled try is audited, then refused with 429.
   */
  async function proving(action: string, who: StaffActor): Promise<{ user: UserState; attempt: Attempt }> {
    const user = users.get(who.userId);
    if (!user || user.disabled) throw new ConflictError(ENDED);
    try {
      return { user, attempt: await throttle.attempt(throttleKeys(user.username, who.address, who.deviceId)) };
    } catch (error) {
      if (error instanceof LimitReachedError) await record(action, who, 'refused', 'throttled');
      throw error;
    }
  }

  async function refuse(action: string, who: StaffActor, attempt: Attempt, detail: string, field: string, message: string): Promise<never> {
    await attempt.failed();
    await record(action, who, 'refused', detail);
    throw new InvalidInputError(message, { [field]: message });
  }

  async function checkCode(action: string, who: StaffActor, user: UserState, attempt: Attempt, code: string) {
    let checked;
    try {
      checked = await secondFactor.verify(user, code, { during: 'account', browser: who.browser });
    } catch (error) {
      await attempt.failed();
      throw error;
    }
    if (!checked.ok) return refuse(action, who, attempt, checked.refusal, 'code', CODE_REFUSALS[checked.refusal]);
    return checked;
  }

  /**
   * A new password, once the current one and a code are right. Every session of the account
   * ends, this one too: the caller gets a new token for this browser (ASVS 5 7.2.4, 7.4.3).
   */
  async function changePassword(who: StaffActor, token: string, request: ChangePasswordRequest): Promise<{ sessionToken: string; endedSessions: number; user: UserState }> {
    const action = 'change-password';
    // The policy first: a weak new password is refused before a try or a code is used up.
    const known = users.get(who.userId);
    const problem = known ? await passwordProblem(request.newPassword, known.username) : null;
    if (problem) throw new InvalidInputError(problem, { newPassword: problem });
    const { user, attempt } = await proving(action, who);
    let matches: boolean;
    try {
      matches = await verifyPassword(request.currentPassword, user.passwordHash);
    } catch (error) {
      await attempt.failed();
      throw error;
    }
    if (!matches) await refuse(action, who, attempt, 'wrong-password', 'currentPassword', WRONG_PASSWORD);
    const checked = await checkCode(action, who, user, attempt, request.code);
    await attempt.succeeded(true);
    // Hashed once both proofs passed: a wrong code costs no full-strength scrypt.
    const hash = await hashPassword(request.newPassword, cost);
    await users.append({ payload: null, now: clock.now() }, () => {
      const now = users.get(user.id);
      // Disabled or reset from the command line meanwhile: that change stands.
      if (!now || now.disabled || now.passwordVersion !== user.passwordVersion) throw new ConflictError(ENDED);
      return { ...userEvent(user.id, clock.now()), event: 'password-set', hash, resetsTwoFactor: false };
    });
    // A sign-in begun elsewhere with the old password does not finish now.
    await pending.endAllFor(user.id);
    const endedSessions = await sessions.endOthers(user.id, token);
    await sessions.end(token);
    const changed = users.get(user.id)!;
    const sessionToken = await sessions.start(changed, who.browser);
    await record(action, who, 'ok', checked.how);
    return { sessionToken, endedSessions, user: changed };
  }

  /** The account as its owner sees it: when and from where the authenticator was set up. Audited like every staff read. */
  async function describe(who: StaffActor): Promise<AccountAnswer> {
    const user = users.get(who.userId);
    if (!user || user.disabled) throw new ConflictError(ENDED);
    const set = user.twoFactor;
    await record('view-account', who, 'ok');
    return {
      username: user.username,
      authenticator: set ? { enrolledAt: set.enrolledAt, ...(set.browser ? { browser: set.browser } : {}), ...(set.address ? { address: set.address } : {}) } : null,
      unusedRecoveryCodes: set?.unusedRecoveryCodes.size ?? 0,
    };
  }

  /** The account's sessions, this one marked. Reading them is audited like every staff read. */
  async function listSessions(who: StaffActor, token: string): Promise<AccountSession[]> {
    const listed = (await sessions.listFor(who.userId, token)).map(({ session, current }) => ({
      id: session.id,
      browser: session.browser,
      signedInAt: new Date(session.createdAt).toISOString(),
      lastActiveAt: new Date(session.lastSeen).toISOString(),
      current,
    }));
    await record('view-sessions', who, 'ok');
    return listed;
  }

  /**
   * Signs out every other place, or the one `sessionId` names, after a code (one factor again,
   * ASVS 5 7.5.2: "any or all"); this session stays. A session that has already ended counts 0.
   */
  async function endOtherSessions(who: StaffActor, token: string, code: string, sessionId?: string): Promise<number> {
    const action = sessionId ? 'end-session' : 'end-other-sessions';
    const { user, attempt } = await proving(action, who);
    const checked = await checkCode(action, who, user, attempt, code);
    await attempt.succeeded(true);
    const ended = await sessions.endOthers(user.id, token, sessionId);
    await record(action, who, 'ok', checked.how);
    return ended;
  }

  return { describe, changePassword, listSessions, endOtherSessions };
}
