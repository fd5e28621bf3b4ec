import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { provider } from '#contract';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '#contract/staff';

/**
 * Words a guesser would try first against this site (ASVS 5 6.1.2 and 6.2.11: documented
 * context-specific words): the provider's names and the site's own words from the facts file, the
 * trade, the staff area, and the words people put in a first password. The username is added per check.
 */
const OWN_WORDS = ['evergreen', 'wound', 'wounds', 'woundcare', 'care', 'mobile', 'password', 'passwd', 'welcome', 'staff', 'coordinator', 'clinic', 'nurse', 'nursing', 'health', 'healthcare', 'patient', 'admin', 'login', 'letmein', 'changeme', 'secret'];
const FROM_FACTS = [provider.brandName, provider.shortName, provider.email, provider.careSettings, provider.serviceArea, provider.credential.abbreviation, provider.credential.name];
/** Joining words of the facts file; too common to mean the site. */
const NOT_CONTEXT = new Set(['and', 'the', 'for', 'with', 'com', 'org', 'net']);

export const CONTEXT_WORDS: readonly string[] = [
  ...new Set([...OWN_WORDS, ...FROM_FACTS.flatMap((text) => lettersOf(text.toLowerCase()).split(' '))].filter((word) => word.length >= 3 && !NOT_CONTEXT.has(word))),
];

/** What people type for letters (NIST 800-63B's "context-specific words" are checked through these). */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i', '|': 'l', '+': 't' };

/** Letters only, runs of anything else as one space. */
function lettersOf(text: string): string {
  return text.replace(/[^\p{L}]+/gu, ' ').trim();
}

/**
 * What is left of a password once what guessers add is taken off: the digits, years and symbols
 * around and between its words, each tried with leetspeak folded ('W0undC4re' is 'woundcare')
 * and without (so '2026' is stripped, not read as letters).
 */
function skeletons(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const fold = (text: string) => [...text].map((char) => LEET[char] ?? char).join('');
  const inner = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return [...new Set([lower, fold(lower), fold(inner)].map((text) => lettersOf(text).replace(/ /g, '')))].filter(Boolean);
}

/** The words `text` is made of, all from `words`, or null when it is not made of them alone. */
function madeOf(text: string, words: readonly string[]): string[] | null {
  // best[i]: the fewest words that make text.slice(0, i).
  const best: (string[] | null)[] = [[], ...Array<null>(text.length).fill(null)];
  for (let end = 1; end <= text.length; end++) {
    for (const word of words) {
      const start = end - word.length;
      const before = start >= 0 ? best[start] : null;
      if (before && text.startsWith(word, start) && (!best[end] || best[end]!.length > before.length + 1)) best[end] = [...before, word];
    }
  }
  return best[text.length] ?? null;
}

/** The context words a password is built of, with only digits, symbols or leetspeak around them; null when it is more than that. */
export function contextWordsIn(password: string, username: string): string[] | null {
  const own = [username.toLowerCase(), ...lettersOf(username.toLowerCase()).split(' ')].map((word) => lettersOf(word).replace(/ /g, '')).filter((word) => word.length >= 2);
  const words = [...new Set([...own, ...CONTEXT_WORDS])];
  for (const skeleton of skeletons(password)) {
    const found = madeOf(skeleton, words);
    if (found) return found;
  }
  return null;
}

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
 * characters, not on zxcvbn-ts's list of about 40,000 common passwords, not only the username or
 * the words above with digits, years, symbols or leetspeak added (zxcvbn scores
 * 'EvergreenWoundCare2026' as safe: it does not know those words are this site's), and not easy
 * to guess by zxcvbn's estimate (dictionary words, names, keyboard runs, repeats, dates, l33t,
 * with the username and the words above as its user inputs).
 */
export async function passwordProblem(password: string, username: string): Promise<string | null> {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`;
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) return `The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`;
  const { common: list, zxcvbn } = await load();
  if (list.has(password.toLowerCase())) return 'That password is on a list of commonly used passwords. Please choose another.';
  const context = contextWordsIn(password, username);
  if (context) {
    const named = [...new Set(context)].map((word) => `"${word}"`);
    const words = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
    return `That password is too easy to guess. It is made of ${words} and nothing else but digits or symbols, and guessers try this site's own words, its name and your username first. A few unrelated words or a longer phrase works well.`;
  }
  const result = zxcvbn.check(password, [username, ...CONTEXT_WORDS]);
  if (result.score < MIN_SCORE) {
    const why = result.feedback.warning ? `${result.feedback.warning.replace(/\.?$/, '.')} ` : '';
    return `That password is too easy to guess. ${why}A few unrelated words or a longer phrase works well.`;
  }
  return null;
}
