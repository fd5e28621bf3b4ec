import { type InsertRequest, RecordStore } from '../db/record-store';

interface UserEventBase {
  id: string;
  userId: string;
  createdAt: string;
}

/**
 * What the users file holds: one record per change to an account, never rewritten (spec 3's
 * users table as events). Passwords only as scrypt hashes, the authenticator secret only sealed
 * (AES-256-GCM), recovery codes only as hashes.
 */
export type UserEvent = UserEventBase &
  (
    /** An account with its first password. */
    | { event: 'created'; username: string; hash: string }
    /** A new password; from `reset-password` also the end of the two-factor enrolment. */
    | { event: 'password-set'; hash: string; resetsTwoFactor: boolean }
    /** Enrolment finished with a first code: its time step is used from then on. */
    | { event: 'two-factor-enrolled'; sealedSecret: string; recoveryCodes: string[]; counter: number }
    /** The authenticator time step a sign-in used: an older or equal one is a replay. */
    | { event: 'code-used'; counter: number }
    | { event: 'recovery-code-used'; codeHash: string }
    | { event: 'disabled' }
  );

/** Spec 3's row as the first version wrote it (`{id, username, password}`): read, never written. */
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
  readonly twoFactor: { readonly sealedSecret: string; readonly unusedRecoveryCodes: ReadonlySet<string> } | null;
  /** The last authenticator time step used to sign in; -1 when none. */
  readonly lastCounter: number;
  readonly disabled: boolean;
}

const key = (username: string) => username.trim().toLowerCase();

export class UsersStore {
  private readonly users = new Map<string, UserState>();
  private readonly byName = new Map<string, string>();
  private latestHash: string | null = null;
  private records!: RecordStore<UserRecord>;

  private constructor() {}

  static async open(dataDir: string): Promise<UsersStore> {
    const store = new UsersStore();
    store.records = await RecordStore.open<UserRecord>(dataDir, 'users', (record, added) => store.apply(record, added));
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
      this.put({ id: record.id, username: record.username, createdAt: '', passwordHash: record.password, twoFactor: null, lastCounter: -1, disabled: false });
      return;
    }
    if (record.event === 'created') {
      this.put({ id: record.userId, username: record.username, createdAt: record.createdAt, passwordHash: record.hash, twoFactor: null, lastCounter: -1, disabled: false });
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
      return { ...user, passwordHash: event.hash, twoFactor: event.resetsTwoFactor ? null : user.twoFactor };
    case 'two-factor-enrolled':
      return { ...user, twoFactor: { sealedSecret: event.sealedSecret, unusedRecoveryCodes: new Set(event.recoveryCodes) }, lastCounter: event.counter };
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
