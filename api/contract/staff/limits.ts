/** The staff area's limits and defaults: the server, the command line and the staff app's fields share them. */

export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 200;
/** Longer than any code: a TOTP code is 6 digits, a recovery code 24 characters with its dashes. */
export const STAFF_CODE_MAX_LENGTH = 40;
export const RECOVERY_CODE_COUNT = 10;
export const DEFAULT_STAFF_IDLE_MINUTES = 15;
/** Hours an account has for its first sign-in, which enrols the authenticator, after an administrator set its password (STAFF_ENROL_HOURS). */
export const DEFAULT_STAFF_ENROL_HOURS = 72;
export const STAFF_SESSION_MAX_HOURS = 12;
