import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { provider } from '../contract';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '../contract/staff';

/**
 * Words a guesser would try first against this site (ASVS 5 6.1.2 and 6.2.11: documented
 * context-specific words): the provider's names, the trade, the staff area. The username is added per check.
 */
export const CONTEXT_WORDS = [provider.brandName, provider.shortName, 'woundcare', 'wound care', 'staff', 'coordinator', 'clinic', 'nurse'];

/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3;

let checker: Promise<{ common: Set<string>; zxcvbn: ZxcvbnFactory }> | null = null;

/**
 * The dictionaries unpack when their modules load, which takes about a second: they are loaded
 * on the first password to check (an account added or reset), never at the server's start.
 */
function load() {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ ZxcvbnFactory }, common, english]) => ({
      common: new Set(common.dictionary['passwords-common'].map((word) => word.toLowerCase())),
      zxcvbn: new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
    }),
  );
  return checker;
}

/**
 * Why a new staff password is refused, or null when it may be used. Any characters are allowed
 * and none are required (ASVS 5 6.2.5); what counts is length and how guessable it is: 12 to 200
 * characters, not on zxcvbn-ts's list of about 40,000 common passwords, and not easy to guess by
 * zxcvbn's estimate (dictionary words, names, keyboard runs, repeats, dates, l33t, and the
 * username and the words above).
 */
export async function passwordProblem(password: string, username: string): Promise<string | null> {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`;
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) return `The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`;
  const { common: list, zxcvbn } = await load();
  if (list.has(password.toLowerCase())) return 'That password is on a list of commonly used passwords. Please choose another.';
  const result = zxcvbn.check(password, [username, ...CONTEXT_WORDS]);
  if (result.score < MIN_SCORE) {
    const why = result.feedback.warning ? `${result.feedback.warning.replace(/\.?$/, '.')} ` : '';
    return `That password is too easy to guess. ${why}A few unrelated words or a longer phrase works well.`;
  }
  return null;
}
