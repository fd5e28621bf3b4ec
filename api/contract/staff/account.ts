/** One's own account (decision 021): the password, the authenticator as set up, the signed-in places. */
import * as v from 'valibot';
import { codeField, optionalString, passwordField } from './fields';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from './limits';

const sameText = (a: string, b: string) => a.normalize('NFKC') === b.normalize('NFKC');

/**
 * Changing one's own password (ASVS 5 6.2.2, 6.2.3, 7.5.1): the current password and a code
 * again, then the new one twice. The server adds the full policy (common lists, zxcvbn, the username).
 */
export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: passwordField('Please enter your current password'),
    code: codeField,
    newPassword: v.optional(
      v.pipe(
        v.string('Please choose a new password'),
        v.minLength(1, 'Please choose a new password'),
        v.minLength(STAFF_PASSWORD_MIN_LENGTH, `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`),
        v.maxLength(STAFF_PASSWORD_MAX_LENGTH, `The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`),
      ),
      '',
    ),
    newPasswordAgain: passwordField('Please type the new password again'),
  }),
  v.forward(
    v.partialCheck([['currentPassword'], ['newPassword']], (input) => !sameText(input.currentPassword, input.newPassword), 'The new password must differ from the current one.'),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck([['newPassword'], ['newPasswordAgain']], (input) => input.newPassword === input.newPasswordAgain, 'The two new passwords are not the same. Please type it again.'),
    ['newPasswordAgain'],
  ),
);
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordSchema>;

/** Signing out elsewhere: all the other sessions, or the one `sessionId` names (an `AccountSession`'s id). */
export const endSessionsSchema = v.object({
  code: codeField,
  sessionId: v.optional(v.pipe(v.string('That session is not known.'), v.uuid('That session is not known.'))),
});
export type EndSessionsRequest = v.InferOutput<typeof endSessionsSchema>;

/** The answer to a password change (this browser got a new session) and to signing out elsewhere. */
export const sessionsEndedAnswerSchema = v.object({
  /** How many other sessions of the account were ended. */
  endedSessions: v.number(),
});
export type SessionsEndedAnswer = v.InferOutput<typeof sessionsEndedAnswerSchema>;

/** One's own account as the Account screen shows it. */
export const accountAnswerSchema = v.object({
  username: v.string(),
  /** When the authenticator app was set up (ISO instant), from which browser (in words) and address; absent for a set-up stored before they were recorded (decision 026). */
  authenticator: v.nullable(v.object({ enrolledAt: v.string(), browser: optionalString, address: optionalString })),
  /** Recovery codes not yet used. */
  unusedRecoveryCodes: v.number(),
});
export type AccountAnswer = v.InferOutput<typeof accountAnswerSchema>;

/** One signed-in place of an account, as its owner sees it; never the token. */
export const accountSessionSchema = v.object({
  /** A random id of the session's own, not its token. */
  id: v.string(),
  /** From the browser's User-Agent at sign-in, shortened: 'Firefox on Linux'. */
  browser: v.string(),
  /** ISO instants. */
  signedInAt: v.string(),
  lastActiveAt: v.string(),
  /** The session of the browser that asks. */
  current: v.boolean(),
});
export type AccountSession = v.InferOutput<typeof accountSessionSchema>;

export const accountSessionsAnswerSchema = v.object({ sessions: v.array(accountSessionSchema) });
export type AccountSessionsAnswer = v.InferOutput<typeof accountSessionsAnswerSchema>;
