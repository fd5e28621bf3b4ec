import type { AuditStore } from '../audit/audit.store';
import type { Clock } from '../clock';
import type { AccountSession, ChangePasswordRequest } from '../contract/staff';
import { ConflictError, InvalidInputError, LimitReachedError } from '../domain-errors';
import { hashPassword, OWASP_SCRYPT, type ScryptCost, verifyPassword } from '../users/password';
import { passwordProblem } from '../users/password-policy';
import type { UsersStore, UserState } from '../users/users.store';
import { CODE_REFUSALS } from './code-refusals';
import { type SecondFactor, userEvent } from './second-factor';
import type { StaffSessions } from './sessions';
import { type SignInThrottle, throttleKeys } from './sign-in-throttle';
import type { StaffActor } from './staff-actor';

export interface OwnAccountOptions {
  users: UsersStore;
  audit: AuditStore;
  sessions: StaffSessions;
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
export function createOwnAccount({ users, audit, sessions, throttle, secondFactor, clock, cost = OWASP_SCRYPT }: OwnAccountOptions) {
  const record = (action: string, who: StaffActor, outcome: 'ok' | 'refused', detail?: string) =>
    audit.append({ actor: who.username, address: who.address, action, recordIds: [who.userId], outcome, ...(detail ? { detail } : {}) }, clock.now());

  /** The account, checked against the throttle first; a throttled try is audited, then refused with 429. */
  async function proving(action: string, who: StaffActor): Promise<{ user: UserState; keys: string[] }> {
    const user = users.get(who.userId);
    if (!user || user.disabled) throw new ConflictError(ENDED);
    const keys = throttleKeys(user.username, who.address);
    try {
      throttle.check(keys);
    } catch (error) {
      if (error instanceof LimitReachedError) await record(action, who, 'refused', 'throttled');
      throw error;
    }
    return { user, keys };
  }

  async function refuse(action: string, who: StaffActor, keys: string[], detail: string, field: string, message: string): Promise<never> {
    throttle.fail(keys);
    await record(action, who, 'refused', detail);
    throw new InvalidInputError(message, { [field]: message });
  }

  async function checkCode(action: string, who: StaffActor, user: UserState, keys: string[], code: string) {
    const checked = await secondFactor.verify(user, code);
    if (!checked.ok) return refuse(action, who, keys, checked.refusal, 'code', CODE_REFUSALS[checked.refusal]);
    return checked;
  }

  /**
   * A new password, once the current one and a code are right. Every session of the account
   * ends, this one too: the caller gets a new token for this browser (ASVS 5 7.2.4, 7.4.3).
   */
  async function changePassword(who: StaffActor, token: string, request: ChangePasswordRequest): Promise<{ sessionToken: string; endedSessions: number }> {
    const action = 'change-password';
    const { user, keys } = await proving(action, who);
    // The policy first: a weak new password is refused before a code is used up.
    const problem = await passwordProblem(request.newPassword, user.username);
    if (problem) throw new InvalidInputError(problem, { newPassword: problem });
    if (!(await verifyPassword(request.currentPassword, user.passwordHash))) await refuse(action, who, keys, 'wrong-password', 'currentPassword', WRONG_PASSWORD);
    const checked = await checkCode(action, who, user, keys, request.code);
    // Hashed once both proofs passed: a wrong code costs no full-strength scrypt.
    const hash = await hashPassword(request.newPassword, cost);
    await users.append({ payload: null, now: clock.now() }, () => {
      const now = users.get(user.id);
      // Disabled or reset from the command line meanwhile: that change stands.
      if (!now || now.disabled || now.passwordHash !== user.passwordHash) throw new ConflictError(ENDED);
      return { ...userEvent(user.id, clock.now()), event: 'password-set', hash, resetsTwoFactor: false };
    });
    throttle.succeeded(keys[0]!);
    const browser = sessions.peek(token)?.browser ?? '';
    const endedSessions = sessions.endOthers(user.id, token);
    sessions.end(token);
    const sessionToken = sessions.start(user, browser);
    await record(action, who, 'ok', checked.how);
    return { sessionToken, endedSessions };
  }

  /** The account's sessions, this one marked. Reading them is audited like every staff read. */
  async function listSessions(who: StaffActor, token: string): Promise<AccountSession[]> {
    const listed = sessions.listFor(who.userId, token).map(({ session, current }) => ({
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
    const { user, keys } = await proving(action, who);
    const checked = await checkCode(action, who, user, keys, code);
    const ended = sessions.endOthers(user.id, token, sessionId);
    await record(action, who, 'ok', checked.how);
    return ended;
  }

  return { changePassword, listSessions, endOtherSessions };
}
