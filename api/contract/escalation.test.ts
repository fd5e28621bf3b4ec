import { describe, expect, it } from 'vitest';
import { aroundPhone, CANNOT_REACH_US, ESCALATION } from './escalation';

const step = (id: string) => ESCALATION.find((candidate) => candidate.id === id)!;
const text = (id: string) =>
  step(id)
    .signs.map(({ sign, detail }) => `${sign}: ${detail}`)
    .join('\n');

describe('the escalation ladder', () => {
  it('when read top to bottom, then it goes from 911 to a same-day call to the next visit', () => {
    expect(ESCALATION.map(({ id }) => id)).toEqual(['call-911', 'call-today', 'next-visit']);
    expect(step('call-911').heading).toBe('Call 911 now');
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
