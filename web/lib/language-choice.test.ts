// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { languageChosen, prefersSpanish, rememberLanguageChoice } from './language-choice';

afterEach(() => localStorage.clear());

describe('the Spanish offer: who is offered, and when no longer', () => {
  it('when a browser lists Spanish before English, then it prefers Spanish; English first, or neither, it does not', () => {
    expect(prefersSpanish(['es-US', 'en'])).toBe(true);
    expect(prefersSpanish(['es'])).toBe(true);
    expect(prefersSpanish(['fr', 'ES-mx', 'en'])).toBe(true);
    expect(prefersSpanish(['en-US', 'es'])).toBe(false);
    expect(prefersSpanish(['fr', 'de'])).toBe(false);
    expect(prefersSpanish([])).toBe(false);
  });

  it('when a language has been chosen (the switch, or the offer dismissed), then it is remembered on this device', () => {
    expect(languageChosen()).toBe(false);
    rememberLanguageChoice('en');
    expect(languageChosen()).toBe(true);
    expect(localStorage.getItem('language-chosen')).toBe('en');
  });
});
