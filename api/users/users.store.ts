import type { InsertRequest, RecordOpener, RecordSource } from '../db/record-source';
import type { Mailing } from '../declared-mail/outgoing';

interface UserEventBase {
  id: string;
  userId: string;
  createdAt: string;
}

/**
 * Where a sign-in event came from, as its staff alert and the Account screen say it: the browser
 * in a few words ('Firefox on Linux', browser-name.ts) and the client's address. Absent on events
 * stored before these were recorded (decision 026).
 */
interface Origin {
  browser?: string;
  address?: string;
}

/**
 * What the users file holds: one record per change to an account, never rewritten (the first
 * version's users table, as events). Passwords only as scrypt hashes, the authenticator secret only sealed
 * (AES-256-GCM), recovery codes only as hashes. An event that staff must hear of (an enrolment, a
 * recovery code used, a sign-in from a browser the account had not used) declares its alert in
 * the same write (`mail`, decision 026), as a booking does its e-mails.
 */
export type UserEvent = UserEventBase &
  Mailing &
  (
    /** An account with its first password. */
    | { event: 'created'; username: string; hash: string }
    /** A new password; from `reset-password` also the end of the two-factor enrolment. */
    | { event: 'password-set'; hash: string; resetsTwoFactor: boolean }
    /** Enrolment finished with a first code: its time step is used from then on. */
    | ({ event: 'two-factor-enrolled'; sealedSecret: string; recoveryCodes: string[]; counter: number } & Origin)
    /** The authenticator time step a code used (at sign-in or on the Account screen): an older or equal one is a replay. `newBrowser`: a sign-in from a browser without this account's device cookie. */
    | ({ event: 'code-used'; counter: number; newBrowser?: boolean } & Origin)
    /** `during`: a sign-in, or a change on the Account screen. */
    | ({ event: 'recovery-code-used'; codeHash: string; during?: 'sign-in' | 'account'; newBrowser?: boolean } & Origin)
    | { event: 'disabled' }
  );

/** The users row as the first version wrote it (`{id, username, password}`): read, never written. */
interface LegacyUser {
  id: string;
  username: string;
  password: string;
}

type UserRecord = UserEvent | LegacyUser;

/** An account as it stands after its events. */
export interface UserState {
  readonly id: string;
  readonly username: string;
  readonly createdAt: string;
  /** A legacy row's older hash format never verifies: such an account needs `reset-password`. */
  readonly passwordHash: string;
  /** Counts the account's passwords: a half-done sign-in and a device cookie are good for the one they began with. */
  readonly passwordVersion: number;
  /** When the current password was set (ISO; '' for a legacy row): an account not enrolled in time needs `reset-password`. */
  readonly passwordSetAt: string;
  readonly twoFactor: {
    readonly sealedSecret: string;
    readonly unusedRecoveryCodes: ReadonlySet<string>;
    /** When, and from which browser and address, the authenticator was set up. */
    readonly enrolledAt: string;
    readonly browser?: string;
    readonly address?: string;
  } | null;
  /** The last authenticator time step used to sign in; -1 when none. */
  readonly lastCounter: number;
  readonly disabled: boolean;
}

const key = (username: string) => username.trim().toLowerCase();

export class UsersStore {
  private readonly users = new Map<string, UserState>();
  private readonly byName = new Map<string, string>();
  private latestHash: string | null = null;
  private records!: RecordSource<UserRecord>;

  private constructor() {}

  static async open(opener: RecordOpener): Promise<UsersStore> {
    const store = new UsersStore();
    store.records = await opener.open<UserRecord>('users', { onChange: (record, added) => store.apply(record, added) });
    return store;
  }

  /** The account with this username, compared without regard to case or surrounding spaces. */
  find(username: string): UserState | undefined {
    const id = this.byName.get(key(username));
    return id ? this.users.get(id) : undefined;
  }

  get(id: string): UserState | undefined {
    return this.users.get(id);
  }

  list(): UserState[] {
    return [...this.users.values()];
  }

  /** Every stored event, oldest first: the mail sender finds the alerts they declared here. */
  get events(): readonly UserEvent[] {
    return this.records.records.filter((record): record is UserEvent => 'event' in record);
  }

  /** The most recent password hash, so a sign-in for an unknown name can check one of the same cost. */
  get newestHash(): string | null {
    return this.latestHash;
  }

  /** Appends an event; `build` runs synchronously with its checks, so two changes cannot interleave. */
  append<E extends UserEvent>(request: InsertRequest, build: () => E): Promise<{ record: E; replayed: boolean }> {
    return this.records.insertOnce(request, build) as Promise<{ record: E; replayed: boolean }>;
  }

  flush(): Promise<void> {
    return this.records.flush();
  }

  private apply(record: UserRecord, added: boolean): void {
    if (!added) {
      // A failed write is undone: fold every record again (accounts are few).
      this.users.clear();
      this.byName.clear();
      this.latestHash = null;
      for (const kept of this.records.records) if (kept !== record) this.apply(kept, true);
      return;
    }
    if (!('event' in record)) {
      this.put({ id: record.id, username: record.username, createdAt: '', passwordHash: record.password, passwordVersion: 1, passwordSetAt: '', twoFactor: null, lastCounter: -1, disabled: false });
      return;
    }
    if (record.event === 'created') {
      this.put({
        id: record.userId,
        username: record.username,
        createdAt: record.createdAt,
        passwordHash: record.hash,
        passwordVersion: 1,
        passwordSetAt: record.createdAt,
        twoFactor: null,
        lastCounter: -1,
        disabled: false,
      });
      this.latestHash = record.hash;
      return;
    }
    const user = this.users.get(record.userId);
    // An event for an account that is not there (a hand-edited file) changes nothing.
    if (!user) return;
    this.put(next(user, record));
    if (record.event === 'password-set') this.latestHash = record.hash;
  }

  private put(user: UserState): void {
    this.users.set(user.id, user);
    this.byName.set(key(user.username), user.id);
  }
}

function next(user: UserState, event: UserEvent): UserState {
  switch (event.event) {
    case 'password-set':
      return {
        ...user,
        passwordHash: event.hash,
        passwordVersion: user.passwordVersion + 1,
        passwordSetAt: event.createdAt,
        twoFactor: event.resetsTwoFactor ? null : user.twoFactor,
      };
    case 'two-factor-enrolled': {
      const { sealedSecret, recoveryCodes, createdAt, browser, address } = event;
      const twoFactor = { sealedSecret, unusedRecoveryCodes: new Set(recoveryCodes), enrolledAt: createdAt, ...(browser ? { browser } : {}), ...(address ? { address } : {}) };
      return { ...user, twoFactor, lastCounter: event.counter };
    }
    case 'code-used':
      return { ...user, lastCounter: Math.max(user.lastCounter, event.counter) };
    case 'recovery-code-used': {
      if (!user.twoFactor) return user;
      const unused = new Set(user.twoFactor.unusedRecoveryCodes);
      unused.delete(event.codeHash);
      return { ...user, twoFactor: { ...user.twoFactor, unusedRecoveryCodes: unused } };
    }
    case 'disabled':
      return { ...user, disabled: true };
    default:
      return user;
  }
}
