import { describe, expect, it } from 'vitest';
import { contextWordsIn, passwordProblem } from './password-policy';

describe('context-specific words (ASVS 5 6.2.11)', () => {
  it.each([
    ['Evergreen2026!!', 'coordinator', '"evergreen"'],
    ['EvergreenWoundCare2026', 'coordinator', '"evergreenwoundcare"'],
    ['woundcare2026!!', 'coordinator', '"woundcare"'],
    ['alice-password-2026', 'alice', '"alice" and "password"'],
    ['Welcome2026!!', 'coordinator', '"welcome"'],
    ['W0undC4re-2026!', 'coordinator', '"woundcare"'],
    ['Hamilton-Ohio-1999', 'coordinator', '"hamilton" and "ohio"'],
    ['nurse.lee.19851985', 'nurse.lee', '"nurselee"'],
  ])('when the password is %s for %s, then it is refused, naming %s as the words it is made of', async (password, username, named) => {
    const problem = await passwordProblem(password, username);

    expect(problem).toBe(
      `That password is too easy to guess. It is made of ${named} and nothing else but digits or symbols, and guessers try this site's own words, its name and your username first. A few unrelated words or a longer phrase works well.`,
    );
  });

  it.each([
    ['plum harbour violin sixty', 'alice'],
    ['copper meadow kettle ninety', 'coordinator'],
    ['tuba orchid saddle grumpy', 'evergreen'],
    ['care for the violin harbour 77', 'alice'],
  ])('when the password is %s (unrelated words, a site word among others at most), then it is accepted', async (password, username) => {
    expect(await passwordProblem(password, username)).toBeNull();
    expect(contextWordsIn(password, username)).toBeNull();
  });
});
