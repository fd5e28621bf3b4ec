import { describe, expect, it } from 'vitest';
import { WAY_TO_HELP } from './way-to-help';
import { WAY_TO_HELP_ES, wayToHelpTextEs } from './way-to-help.es';

describe('the way to help in Spanish', () => {
  it('when set beside the English, then it has the same lines in the same order: 911 first, the phone in the same line', () => {
    expect(WAY_TO_HELP_ES).toHaveLength(WAY_TO_HELP.length);
    WAY_TO_HELP.forEach((line, index) => {
      const spanish = WAY_TO_HELP_ES[index]!;
      expect(spanish.answer.includes('911'), `line ${index}`).toBe(line.answer.includes('911'));
      expect(spanish.answer.includes('{phone}'), `line ${index}`).toBe(line.answer.includes('{phone}'));
      expect(spanish.ask).not.toBe(line.ask);
    });
    expect(WAY_TO_HELP_ES[0]!.answer).toContain('911');
  });

  it('when written as one line, then the phone is filled in with its TTY relay beside it', () => {
    expect(wayToHelpTextEs('(555) 014-2273')).toBe(
      '¿Es una emergencia? Llame al 911 ahora. ¿Ya es nuestro paciente? Llámenos de día o de noche al (555) 014-2273 (TTY\u00a0711). ¿Todavía no? Llame a su médico o vaya a un centro de atención de urgencias.',
    );
  });
});
