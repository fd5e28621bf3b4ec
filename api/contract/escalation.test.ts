import { describe, expect, it } from 'vitest';
import { aroundPhone, CALL_US_NOW, CANNOT_REACH_US, ESCALATION, NOT_YET_OUR_PATIENT } from './escalation';
import { WAY_TO_HELP, wayToHelpText } from './way-to-help';

const step = (id: string) => ESCALATION.find((candidate) => candidate.id === id)!;
const text = (id: string) =>
  step(id)
    .signs.map(({ sign, detail }) => `${sign}: ${detail}`)
    .join('\n');

describe('the escalation ladder', () => {
  it('when read top to bottom, then it goes from 911 to a same-day call to the next visit', () => {
    expect(ESCALATION.map(({ id }) => id)).toEqual(['call-911', 'call-today', 'next-visit']);
    expect(step('call-911').heading).toBe('Call 911 now');
    // "The same day" reads as "tomorrow" at 10 pm (issue 26).
    expect(step('call-today').heading).toBe('Call us now, day or night');
    expect(CALL_US_NOW).toBe(step('call-today').heading);
    expect(JSON.stringify(ESCALATION)).not.toMatch(/same day/i);
  });

  it('when the way to help is given, then 911 comes first, our number (with TTY 711) is for patients day or night, and anyone else is sent to their doctor or urgent care', () => {
    expect(WAY_TO_HELP.map(({ ask }) => ask)).toEqual(['Emergency?', 'Already our patient?', 'Not yet?']);
    expect(wayToHelpText('(555) 010-0000')).toBe(
      'Emergency? Call 911 now. Already our patient? Call us day or night at (555) 010-0000 (TTY\u00a0711). Not yet? Call your doctor or go to urgent care.',
    );
  });

  it('when the call-us step ends, then someone not yet our patient is told where to go, since the night line serves patients in our care', () => {
    expect(step('call-today').after).toContain(NOT_YET_OUR_PATIENT);
    expect(NOT_YET_OUR_PATIENT).toMatch(/own doctor now, or go to an urgent care center/);
  });

  it('when sepsis and blood sugar are described, then in numbers: temperatures, and mg/dL with mmol/L; low blood sugar with confusion is an emergency', () => {
    expect(text('call-911')).toContain('a temperature of 101 °F (38.3 °C) or higher or below 96.8 °F (36 °C)');
    expect(text('call-911')).toContain('Older adults may have no fever at all');
    expect(text('call-911')).toMatch(/Low blood sugar with confusion: .*below 70 mg\/dL, 3\.9 mmol\/L/);
    expect(text('call-today')).toMatch(/High blood sugar: .*above 300 mg\/dL \(16\.7 mmol\/L\).*above 240 mg\/dL \(13\.3 mmol\/L\) with ketones/);
    expect(text('call-today')).not.toMatch(/much higher than usual/);
  });

  it('when toes go numb under compression, then the sign says how to get a bandage off: unwind it or cut it away with blunt-ended scissors held away from the skin', () => {
    expect(text('call-today')).toContain('Unwind a bandage, or cut it away with blunt-ended scissors, the blade held away from the skin.');
  });

  it('when an emergency is listed, then sepsis, chest pain or breathlessness, gangrene and bleeding that 10 minutes of pressure does not stop are among them', () => {
    const emergencies = text('call-911');
    for (const sign of [/sepsis/i, /chest pain/i, /trouble breathing/i, /gangrene/i, /not stopped after 10 minutes of firm, steady pressure/]) {
      expect(emergencies).toMatch(sign);
    }
  });

  it('when a same-day sign is listed, then spreading redness, a new fever, a diabetic foot blister, Charcot foot and a swollen calf are among them', () => {
    const sameDay = text('call-today');
    for (const sign of [/spreading redness/i, /new fever/i, /new blister or break in the skin of a foot, if you have diabetes/i, /Charcot foot/, /Keep all weight off/, /DVT/, /Do not rub, massage or wrap it/]) {
      expect(sameDay).toMatch(sign);
    }
    expect(text('call-911')).not.toMatch(/spreading redness, warmth/i);
  });

  it('when the same-day step ends, then it gives the phone and says where to go if no nurse answers within 1 to 2 hours', () => {
    const after = step('call-today').after;
    expect(after.some((line) => aroundPhone(line) !== null)).toBe(true);
    expect(after).toContain(CANNOT_REACH_US);
    expect(CANNOT_REACH_US).toMatch(/within 1 to 2 hours/);
    expect(CANNOT_REACH_US).toMatch(/after hours/);
    expect(CANNOT_REACH_US).toMatch(/urgent care center or an emergency room/);
  });

  it('when a sign is named, then it appears in one step only', () => {
    const signs = ESCALATION.flatMap(({ signs }) => signs.map(({ sign }) => sign.toLowerCase()));
    expect(new Set(signs).size).toBe(signs.length);
  });

  it('when bleeding is mentioned, then the pressure time is always 10 minutes', () => {
    const all = ESCALATION.flatMap(({ signs, after }) => [...signs.map(({ detail }) => detail), ...after]).join(' ');
    expect(all.match(/(\d+) minutes of firm/g)).toEqual(['10 minutes of firm', '10 minutes of firm']);
  });
});
