import { describe, expect, it } from 'vitest';
import { WAY_TO_HELP, WAY_TO_HELP_ES, wayToHelpText } from './way-to-help';

describe('the way to help', () => {
  it('when the way to help is given, then 911 comes first, our number is for patients day or night, and anyone else is sent to their doctor or urgent care', () => {
    expect(WAY_TO_HELP.map(({ ask }) => ask)).toEqual(['Emergency?', 'Already our patient?', 'Not yet?']);
    expect(wayToHelpText('(555) 010-0000')).toBe(
      'Emergency? Call 911 now. Already our patient? Call us day or night at (555) 010-0000. Not yet? Call your doctor or go to urgent care.',
    );
  });

  it('when the Spanish lines are laid beside the English, then each line asks and answers the same: 911 first, our number day or night, then a doctor or urgent care', () => {
    expect(WAY_TO_HELP_ES).toHaveLength(WAY_TO_HELP.length);
    WAY_TO_HELP.forEach((line, i) => {
      const spanish = WAY_TO_HELP_ES[i]!;
      expect(spanish.ask).toMatch(/^¿.+\?$/);
      expect(spanish.answer.includes('911')).toBe(line.answer.includes('911'));
      expect(spanish.answer.includes('{phone}')).toBe(line.answer.includes('{phone}'));
      expect(spanish.answer).not.toBe(line.answer);
    });
    expect(wayToHelpText('(555) 010-0000', WAY_TO_HELP_ES)).toBe(
      '¿Una emergencia? Llame al 911 ahora. ¿Ya está bajo nuestro cuidado? Llámenos de día o de noche al (555) 010-0000. ¿Todavía no? Llame a su médico o vaya a un centro de urgencias (urgent care).',
    );
  });
});
