import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import { type MailArrivals, outgoing } from '../declared-mail/outgoing';
import type { UserEvent, UsersStore, UserState } from '../users/users.store';
import { recoveryCodeHash } from './recovery-codes';
import { matchingStep, openSecret, sealSecret } from './totp';

export type CodeRefusal = 'wrong-code' | 'replayed-code';
export type CodeChecked = { ok: true; how: 'totp' | 'recovery-code' } | { ok: false; refusal: CodeRefusal };

export interface SecondFactorOptions {
  users: UsersStore;
  clock: Clock;
  /** `AppSecret.key('totp-seal')`: seals the authenticator secret at enrolment and opens it at each code. */
  sealKey: Buffer;
  /** Told of each stored event that declares a staff alert, so it goes out at once (the mail sender). */
  mail?: MailArrivals;
}

/**
 * Where a code is typed: at sign-in (`newBrowser` when the browser has no device cookie for the
 * account) or on the Account screen. A recovery code always alerts staff; an app code does at a
 * sign-in from a new browser.
 */
export interface CodeContext {
  during: 'sign-in' | 'account';
  browser: string;
  newBrowser?: boolean;
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;

/**
 * An enrolled account's second factor, wherever it is asked for (the sign-in's code step, and
 * again before changing the password or ending other sessions): a 6-digit code from the app or
 * an unused recovery code. The step of each app code used is stored, and a step at or before it
 * is refused inside the write, so one code passes once whichever form it is typed into.
 */
export function createSecondFactor({ users, clock, sealKey, mail }: SecondFactorOptions) {
  async function verify(user: UserState, typed: string, context: CodeContext): Promise<CodeChecked> {
    const token = typed.replace(/\s/g, '');
    const now = clock.now();
    const sealed = user.twoFactor?.sealedSecret;
    const totp = sealed ? openSecret(sealKey, sealed, user.id) : null;
    if (/^\d{6}$/.test(token)) {
      const step = totp ? matchingStep(totp, token, now) : null;
      if (step === null) return { ok: false, refusal: 'wrong-code' };
      const refusal = await appendUnless(
        () => (step <= (users.get(user.id)?.lastCounter ?? Infinity) ? 'replayed-code' : null),
        () => ({ ...userEvent(user.id, now), event: 'code-used', counter: step, ...(alertsNewBrowser(context) ? { newBrowser: true, browser: context.browser, mail: outgoing('staff-new-browser-sign-in') } : {}) }),
      );
      return refusal ? { ok: false, refusal } : { ok: true, how: 'totp' };
    }
    const codeHash = recoveryCodeHash(token);
    if (!codeHash) return { ok: false, refusal: 'wrong-code' };
    const refusal = await appendUnless(
      () => (users.get(user.id)?.twoFactor?.unusedRecoveryCodes.has(codeHash) ? null : 'wrong-code'),
      () => ({
        ...userEvent(user.id, now),
        event: 'recovery-code-used',
        codeHash,
        during: context.during,
        browser: context.browser,
        ...(alertsNewBrowser(context) ? { newBrowser: true } : {}),
        mail: outgoing('staff-recovery-code-used'),
      }),
    );
    return refusal ? { ok: false, refusal } : { ok: true, how: 'recovery-code' };
  }

  /**
   * Appends the event unless `refuse` names a reason (returned then), checked inside the write
   * so that two requests with one code (or one enrolment from two tabs) cannot both pass. An
   * event that declares a staff alert is handed to the mail sender once it is on disk.
   */
  async function appendUnless<R extends string>(refuse: () => R | null, build: () => UserEvent): Promise<R | null> {
    try {
      const { record } = await users.append({ payload: null, now: clock.now() }, () => {
        const refusal = refuse();
        if (refusal) throw new Refused(refusal);
        return build();
      });
      if (record.mail?.length) mail?.arrived('account', record);
      return null;
    } catch (error) {
      if (error instanceof Refused) return error.refusal as R;
      throw error;
    }
  }

  /** The secret an enrolment stores, sealed to the account with the one key that opens it here. */
  const seal = (plainSecret: string, userId: string): string => sealSecret(sealKey, plainSecret, userId);

  return { verify, appendUnless, seal };
}

const alertsNewBrowser = (context: CodeContext) => context.during === 'sign-in' && context.newBrowser === true;

class Refused extends Error {
  constructor(readonly refusal: string) {
    super(refusal);
  }
}

/** The fields every user event starts with. */
export const userEvent = (userId: string, now: number) => ({ id: randomUUID(), userId, createdAt: new Date(now).toISOString() });
