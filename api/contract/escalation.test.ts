import { describe, expect, it } from 'vitest';
import { aroundPhone, CALL_US_NOW, CANNOT_REACH_US, ESCALATION, LADDER, type Ladder, type LadderTwin, NOT_YET_OUR_PATIENT } from './escalation';
import { ESCALATION_ES, LADDER_ES } from './escalation.es';
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
    // "The same day" reads as "tomorrow" at 10 pm (decision 025).
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

/** Every text of a ladder with where it is, in reading order: the same places in every language. */
function everyText({ title, intro, steps, callUs }: Ladder): [where: string, text: string][] {
  return [
    ['title', title],
    ['intro', intro],
    ...steps.flatMap(({ id, heading, intro: stepIntro, signs, after }): [string, string][] => [
      [`${id} heading`, heading],
      [`${id} intro`, stepIntro],
      ...signs.flatMap(({ sign, detail }, i): [string, string][] => [
        [`${id} sign ${i + 1}`, sign],
        [`${id} sign ${i + 1} detail`, detail],
      ]),
      ...after.map((line, i): [string, string] => [`${id} closing ${i + 1}`, line]),
    ]),
    ...Object.entries(callUs).map(([name, line]): [string, string] => [`call us: ${name}`, line]),
  ];
}
/** The numbers a text gives (temperatures, blood sugar, minutes, hours, 911), in order. */
const numbers = (words: string) => words.match(/\d+(?:\.\d+)?/g) ?? [];
const sentences = (words: string) => words.split(/[.?!](?:\s|$)/).filter((part) => part.trim()).length;
const PAIRS = everyText(LADDER).map(([where, en], i): [string, string, string] => [where, en, everyText(LADDER_ES)[i]![1]]);

describe('the ladder in English and Spanish', () => {
  it('when the two languages are laid side by side, then they have the same steps with the same ids in the same order, each with as many signs and closing sentences', () => {
    const shape = ({ steps }: Ladder) => steps.map(({ id, signs, after }) => ({ id, signs: signs.length, after: after.length }));

    expect(shape(LADDER_ES)).toEqual(shape(LADDER));
    expect(everyText(LADDER_ES).map(([where]) => where)).toEqual(everyText(LADDER).map(([where]) => where));
    expect(PAIRS.length).toBeGreaterThan(60);
  });

  it('when a Spanish step or sign is missing, then the type check fails (a twin is step for step and sign for sign the English)', () => {
    const [first, second, third] = ESCALATION_ES;
    // @ts-expect-error a step missing
    const stepMissing: LadderTwin = [first, second];
    // @ts-expect-error a sign missing
    const signMissing: LadderTwin = [first, second, { ...third, signs: third.signs.slice(1) }];
    // @ts-expect-error a closing sentence missing
    const closingMissing: LadderTwin = [first, { ...second, after: second.after.slice(1) }, third];
    expect([stepMissing, signMissing, closingMissing].map((ladder) => ladder.length)).toEqual([2, 3, 3]);
  });

  it.each(PAIRS)('when "%s" is compared, then the Spanish is written, is not the English, and gives the same numbers, sentences and phone link', (_where, en, es) => {
    expect(es.trim()).not.toBe('');
    expect(es).not.toBe(en);
    expect(numbers(es)).toEqual(numbers(en));
    expect(sentences(es)).toBe(sentences(en));
    expect(es.includes('{phone}')).toBe(en.includes('{phone}'));
  });

  it('when the Spanish ladder is read, then the "call us now" step ends as the English does: the phone, where others go, what to do if no nurse answers', () => {
    const callToday = LADDER_ES.steps.find(({ id }) => id === 'call-today')!;

    expect(callToday.heading).toBe(LADDER_ES.callUs.now);
    expect(callToday.after).toEqual([LADDER_ES.callUs.today, LADDER_ES.callUs.notYetOurPatient, LADDER_ES.callUs.cannotReachUs]);
    expect(LADDER_ES.callUs.cannotReachUs).toMatch(/en 1 a 2 horas/);
    expect(LADDER_ES.callUs.today).toContain('de día o de noche');
  });

  it('when a sign is named in Spanish, then it appears in one step only, and bleeding is 10 minutes of pressure as in English', () => {
    const signs = LADDER_ES.steps.flatMap(({ signs }) => signs.map(({ sign }) => sign.toLowerCase()));
    expect(new Set(signs).size).toBe(signs.length);
    const all = LADDER_ES.steps.flatMap(({ signs, after }) => [...signs.map(({ detail }) => detail), ...after]).join(' ');
    expect(all.match(/(\d+) minutos de presión firme/g)).toEqual(['10 minutos de presión firme', '10 minutos de presión firme']);
  });

  it('when the Spanish ladder is read, then no step says "el mismo día", which reads as tomorrow at night, and the words are the ones families use', () => {
    const spanish = JSON.stringify(LADDER_ES).toLowerCase();

    expect(spanish).not.toMatch(/mismo día/);
    for (const word of ['herida', 'enfermera', 'llame al 911', 'diabetes', 'pie de charcot', 'coágulo de sangre']) expect(spanish).toContain(word);
  });
});

