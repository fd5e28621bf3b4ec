/** Signing in (password, then a code) and the session it opens. */
import * as v from 'valibot';
import { MAX_LENGTH } from '../constants';
import { codeField, passwordField, text } from './fields';

export const signInSchema = v.object({
  username: text('Username is required', MAX_LENGTH.shortText),
  password: passwordField('Password is required'),
});
export type SignInRequest = v.InferOutput<typeof signInSchema>;

export const codeSchema = v.object({ code: codeField });

/** When a half-done sign-in ends unless given more time (POST signInMoreTime), and the server's clock then, so the app counts down by it. */
const signInTiming = { expiresAt: v.string(), checkedAt: v.string() };

/**
 * The password step's answer: the code step, or at a first sign-in the set-up step with the
 * authenticator key (the same each time until it is set up or the password changes).
 */
export const signInAnswerSchema = v.variant('step', [
  v.object({ step: v.literal('code'), ...signInTiming }),
  v.object({ step: v.literal('enrol'), secret: v.string(), otpauthUrl: v.string(), ...signInTiming }),
]);
export type SignInAnswer = v.InferOutput<typeof signInAnswerSchema>;

/** The answer to "I need more time" during a sign-in. */
export const signInTimeAnswerSchema = v.object(signInTiming);
export type SignInTimeAnswer = v.InferOutput<typeof signInTimeAnswerSchema>;

export const codeAnswerSchema = v.object({
  username: v.string(),
  /** Only at enrolment: ten single-use codes, shown once. */
  recoveryCodes: v.optional(v.array(v.string())),
});
export type CodeAnswer = v.InferOutput<typeof codeAnswerSchema>;

export const sessionAnswerSchema = v.object({
  username: v.string(),
  /** When the session ends unless used again: the idle limit or the 12-hour one, whichever comes first (ISO instant). */
  expiresAt: v.string(),
  /** When it ends whatever is done, STAFF_SESSION_MAX_HOURS after sign-in: no renewal moves this (ISO instant). */
  endsAt: v.string(),
  /** The server's clock as it answered, so the app times its warnings right whatever the device's clock says (ISO instant). */
  checkedAt: v.string(),
  /** Minutes of inactivity after which it ends. */
  idleMinutes: v.number(),
});
export type SessionAnswer = v.InferOutput<typeof sessionAnswerSchema>;
