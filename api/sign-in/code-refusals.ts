import type { CodeRefusal } from './second-factor';

/** What a refused code is told, wherever a code is asked for (sign-in, the account screen). */
export const CODE_REFUSALS: Record<CodeRefusal, string> = {
  'wrong-code': 'That code is not right. Please check your authenticator app and try again.',
  'replayed-code': 'That code was already used. Please wait for the next code in your authenticator app.',
};
