import { randomUUID } from 'node:crypto';
import type { AuditActor, AuditStore } from '../audit/audit.store';
import type { Clock } from '../clock';
import { DEFAULT_STAFF_ENROL_HOURS } from '#contract/staff';
import { ConflictError, DomainError, InvalidInputError, NotFoundError } from '../domain-errors';
import { hashPassword, OWASP_SCRYPT, type ScryptCost } from './password';
import { passwordProblem } from './password-policy';
import type { UserEvent, UsersStore, UserState } from './users.store';

/** Letters, digits, dots, dashes and underscores: a name that reads the same in a terminal, a log and a URL. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,49}$/;
const USERNAME_RULE = 'A username is 2 to 50 letters, digits, dots, dashes or underscores, starting with a letter or a digit.';

/** What `npm run staff -- list` shows of an account: never a hash or a secret. */
export interface AccountSummary {
  username: string;
  /** 'enrolment expired': not enrolled within STAFF_ENROL_HOURS of its password being set; it needs `reset-password`. */
  twoFactor: 'enrolled' | 'not enrolled' | 'enrolment expired';
  status: 'active' | 'disabled';
  createdAt: string;
}

export interface AccountsOptions {
  users: UsersStore;
  audit: AuditStore;
  clock: Clock;
  /** Ends every session of an account (the running server's; none on the command line). */
  endSessions?: (userId: string) => unknown;
  /** scrypt's cost for new hashes; tests use a cheaper one. */
  cost?: ScryptCost;
  /** STAFF_ENROL_HOURS: how long a new or reset account has for its first sign-in, which `list` reports on. */
  enrolHours?: number;
}

export type Accounts = ReturnType<typeof createAccounts>;

/**
 * Staff accounts, changed only from the command line (no sign-up page, no default account):
 * add, reset-password (which also ends the two-factor enrolment and every session), disable
 * (which ends every session), list. Each change is an appended event and an audit entry.
 */
export function createAccounts({ users, audit, clock, endSessions = () => undefined, cost = OWASP_SCRYPT, enrolHours = DEFAULT_STAFF_ENROL_HOURS }: AccountsOptions) {
  const summary = (user: UserState): AccountSummary => summarise(user, enrolHours, clock.now());
  const event = (userId: string) => ({ id: randomUUID(), userId, createdAt: new Date(clock.now()).toISOString() });

  /** Runs a change and writes its audit entry, 'refused' when a rule said no. */
  async function audited<T>(action: string, who: AuditActor, work: () => Promise<{ result: T; userId: string }>): Promise<T> {
    try {
      const { result, userId } = await work();
      await audit.append({ ...who, action, recordIds: [userId], outcome: 'ok' }, clock.now());
      return result;
    } catch (error) {
      if (error instanceof DomainError) await audit.append({ ...who, action, recordIds: [], outcome: 'refused' }, clock.now());
      throw error;
    }
  }

  function existing(username: string): UserState {
    const user = users.find(username);
    if (!user) throw new NotFoundError(`There is no account named "${username}". \`npm run staff -- list\` shows the accounts.`);
    return user;
  }

  async function checkPassword(password: string, username: string): Promise<void> {
    const problem = await passwordProblem(password, username);
    if (problem) throw new InvalidInputError(problem, { password: problem });
  }

  async function add(username: string, password: string, who: AuditActor): Promise<AccountSummary> {
    return audited('account-added', who, async () => {
      const name = username.trim();
      if (!USERNAME_PATTERN.test(name)) throw new InvalidInputError(USERNAME_RULE, { username: USERNAME_RULE });
      const taken = () => {
        const holder = users.find(name);
        if (holder) throw new ConflictError(`The username "${holder.username}" is already taken${holder.disabled ? ' (by a disabled account)' : ''}. Please choose another.`);
      };
      taken();
      await checkPassword(password, name);
      const hash = await hashPassword(password, cost);
      const userId = randomUUID();
      // Checked again inside the write: two adds of one name at once cannot both pass.
      await users.append({ payload: null, now: clock.now() }, () => {
        taken();
        return { ...event(userId), event: 'created', username: name, hash } satisfies UserEvent;
      });
      return { result: summary(users.get(userId)!), userId };
    });
  }

  async function resetPassword(username: string, password: string, who: AuditActor): Promise<AccountSummary> {
    return audited('password-reset', who, async () => {
      const user = existing(username);
      if (user.disabled) throw new ConflictError(`The account "${user.username}" is disabled and stays so. Add a new account instead.`);
      await checkPassword(password, user.username);
      const hash = await hashPassword(password, cost);
      await users.append({ payload: null, now: clock.now() }, () => {
        // Disabled while the hash was being made: the disable stands.
        if (users.get(user.id)?.disabled) throw new ConflictError(`The account "${user.username}" is disabled and stays so. Add a new account instead.`);
        return { ...event(user.id), event: 'password-set', hash, resetsTwoFactor: true } satisfies UserEvent;
      });
      await endSessions(user.id);
      return { result: summary(users.get(user.id)!), userId: user.id };
    });
  }

  async function disable(username: string, who: AuditActor): Promise<AccountSummary> {
    return audited('account-disabled', who, async () => {
      const user = existing(username);
      if (user.disabled) throw new ConflictError(`The account "${user.username}" is already disabled.`);
      await users.append({ payload: null, now: clock.now() }, () => ({ ...event(user.id), event: 'disabled' }) satisfies UserEvent);
      await endSessions(user.id);
      return { result: summary(users.get(user.id)!), userId: user.id };
    });
  }

  function list(): AccountSummary[] {
    return users
      .list()
      .map(summary)
      .sort((a, b) => a.username.localeCompare(b.username));
  }

  return { add, resetPassword, disable, list, enrolHours };
}

function summarise(user: UserState, enrolHours: number, now: number): AccountSummary {
  const lapsed = now >= Date.parse(user.passwordSetAt || user.createdAt || '0') + enrolHours * 3_600_000;
  return {
    username: user.username,
    twoFactor: user.twoFactor ? 'enrolled' : lapsed ? 'enrolment expired' : 'not enrolled',
    status: user.disabled ? 'disabled' : 'active',
    createdAt: user.createdAt,
  };
}
