import { provider } from './provider';

/**
 * The one escalation ladder: when to call 911, when to call us now (day or night), and what can wait
 * for the next visit. The FAQ page (web/ui/escalation-ladder.tsx) and every printable guide
 * (api/resources/ladder.ts) render this list, in this order, with these words. Guides may add
 * signs of their own topic, but each goes to the same step as here.
 *
 * In Spanish (decision 034) the same ladder is escalation.es.ts, typed step for step and sign for sign
 * by this one (`LadderTwin`), so no clinical point exists in one language only; escalation.test.ts
 * compares them item by item, numbers included. Two modules, so a page carries only its own
 * language's words; the guides, rendered on the server, read both.
 */

export interface WarningSign {
  /** The sign in a few words, shown in bold. */
  sign: string;
  /** What it looks like, or what to do: whole sentences. */
  detail: string;
}

export interface EscalationStep {
  id: 'call-911' | 'call-today' | 'next-visit';
  heading: string;
  intro: string;
  signs: readonly WarningSign[];
  /** Closing sentences; '{phone}' is the provider's number, shown as a link. */
  after: readonly string[];
}

export const ESCALATION_TITLE = 'When to get help';
export const ESCALATION_INTRO =
  'If you are not sure which list a sign belongs to, treat it as the more urgent one. Nurses would much rather hear from you early than late.';

/** What to do when the call does not reach a nurse: part of every "call us now" box. */
export const CANNOT_REACH_US =
  'If a nurse has not called you back within 1 to 2 hours, or it is after hours and you cannot reach the nurse on call, go to an urgent care center or an emergency room. Do not wait until the next day.';

/** The heading of the middle step, and the words every guide's own warning box leads with: "the same day" read as "tomorrow" at 10 pm. */
export const CALL_US_NOW = 'Call us now, day or night';

export const CALL_US_TODAY = `Call us now at {phone}, day or night. ${provider.hours.onCall}`;

/** The after-hours line serves patients in our care: anyone else is sent where help is open now. */
export const NOT_YET_OUR_PATIENT = 'Not yet our patient? Call your own doctor now, or go to an urgent care center.';


export const ESCALATION = [
  {
    id: 'call-911',
    heading: 'Call 911 now',
    intro: 'These are emergencies. Call 911 right away. Do not wait for a call back from us.',
    signs: [
      {
        sign: 'Signs of sepsis',
        detail:
          'Sepsis is a life-threatening reaction to infection. Watch for new confusion or slurred speech, being very sleepy or hard to wake, fast breathing, a racing heart, shaking chills, a temperature of 101 °F (38.3 °C) or higher or below 96.8 °F (36 °C), cold, clammy, pale or blotchy skin, or passing very little urine. Older adults may have no fever at all: new confusion or sleepiness may be the only sign.',
      },
      { sign: 'Chest pain or trouble breathing', detail: 'This includes sudden shortness of breath or coughing up blood.' },
      {
        sign: 'Heavy bleeding',
        detail: 'Blood spurts, soaks through the dressing, or has not stopped after 10 minutes of firm, steady pressure.',
      },
      {
        sign: 'Signs of gangrene',
        detail:
          'Skin around the wound turns black, purple or grey and the change spreads, often with a bad smell, blisters or a crackling feel under the skin. Redness that spreads within hours, with pain far worse than the wound looks, is also an emergency.',
      },
      {
        sign: 'A limb that suddenly turns cold, pale or blue',
        detail:
          'A leg, foot or hand turns cold, pale, blue or grey and is very painful or numb. This includes toes that are still blue or numb about 30 minutes after compression is taken off.',
      },
      {
        sign: 'Low blood sugar with confusion',
        detail:
          'In a person with diabetes: a low reading (below 70 mg/dL, 3.9 mmol/L) with confusion, odd behavior, passing out or a seizure. Do not give food or drink to someone who cannot swallow safely.',
      },
      {
        sign: 'A severe allergic reaction',
        detail: 'Swelling of the face, lips or tongue, or trouble breathing or swallowing, after a new dressing, cream or medicine.',
      },
    ],
    after: ['While you wait, press firmly on a bleeding wound with a clean cloth and keep pressing. Raise the limb if you can do so safely.'],
  },
  {
    id: 'call-today',
    heading: CALL_US_NOW,
    intro: 'These signs can mean infection or another change that a nurse should check within hours, not days.',
    signs: [
      {
        sign: 'Spreading redness, warmth or swelling',
        detail: 'The red area around the wound grows, or red streaks run from it. Draw around the edge with a pen to see if it spreads.',
      },
      { sign: 'A new fever', detail: 'A temperature of 100.4 °F (38 °C) or higher, or chills, without the emergency signs above.' },
      {
        sign: 'Signs of infection in the wound',
        detail: 'Pus, thick yellow or green drainage, much more drainage than usual, or a bad smell that stays after cleaning.',
      },
      { sign: 'New or worse pain', detail: 'Or sudden pain in a wound that had been comfortable.' },
      { sign: 'The wound getting worse', detail: 'It gets bigger or deeper, or new black, brown or grey tissue appears.' },
      {
        sign: 'A new blister or break in the skin of a foot, if you have diabetes',
        detail: 'Even a small one that does not hurt. Do not wait to see if it heals by itself.',
      },
      {
        sign: 'A foot that is suddenly red, hot and swollen',
        detail:
          'In a person with diabetes or numb feet, this can be Charcot foot, where the bones of the foot weaken and can collapse. It may not hurt. Keep all weight off the foot and be seen today.',
      },
      {
        sign: 'A painful, swollen calf',
        detail:
          'Or one leg suddenly more swollen than the other. This can be a blood clot (DVT). Do not rub, massage or wrap it, and be seen today. Call 911 if there is chest pain or trouble breathing.',
      },
      {
        sign: 'Numb, tingling, blue or cold toes while wearing compression',
        detail:
          'Take the compression off and call. Unwind a bandage, or cut it away with blunt-ended scissors, the blade held away from the skin. If the toes are still blue or numb about 30 minutes later, it is an emergency: call 911.',
      },
      { sign: 'Bleeding that keeps coming back', detail: 'It stops with 10 minutes of firm pressure but starts again.' },
      {
        sign: 'A dressing problem',
        detail: 'A dressing or bandage has fallen off, soaked through, slipped or become too tight, and you cannot fix it the way you were shown.',
      },
      {
        sign: 'High blood sugar',
        detail:
          'In a person with diabetes: two readings in a row above 300 mg/dL (16.7 mmol/L), or above 240 mg/dL (13.3 mmol/L) with ketones in the urine, unless the doctor gave you other numbers. With vomiting, deep fast breathing or confusion, call 911.',
      },
    ],
    after: [CALL_US_TODAY, NOT_YET_OUR_PATIENT, CANNOT_REACH_US],
  },
  {
    id: 'next-visit',
    heading: 'Tell the nurse at the next visit',
    intro: 'Write these in the wound log so you remember to ask.',
    signs: [
      { sign: 'Mild itching or redness under tape', detail: 'It stays where the tape was and does not spread.' },
      { sign: 'A little clear or pale pink drainage', detail: 'About the amount the nurse said to expect.' },
      { sign: 'Changes in appetite, sleep or mood', detail: 'Small changes over days, without the signs above.' },
      { sign: 'Running low on supplies', detail: 'Or trouble with a dressing or other product.' },
      { sign: 'No clear progress after 2 to 4 weeks', detail: 'Ask for a review of the care plan.' },
      { sign: 'Questions', detail: 'About bathing, activity, food or the care plan.' },
    ],
    after: [],
  },
] as const satisfies readonly EscalationStep[];

/** A sign of another language's ladder: the same sign, worded in that language. */
type SignTwin<Signs> = { readonly [Index in keyof Signs]: WarningSign };
/** Closing sentences of another language's ladder, as many as here. */
type SentencesTwin<Sentences> = { readonly [Index in keyof Sentences]: string };
/** A step of another language's ladder: the same id, as many signs and closing sentences as its English. */
type StepTwin<Step extends EscalationStep> = {
  readonly id: Step['id'];
  readonly heading: string;
  readonly intro: string;
  readonly signs: SignTwin<Step['signs']>;
  readonly after: SentencesTwin<Step['after']>;
};
/** Another language's steps, one for each English step, in order. */
type StepsTwin<Steps extends readonly EscalationStep[]> = { readonly [Index in keyof Steps]: Steps[Index] extends EscalationStep ? StepTwin<Steps[Index]> : never };
/** The ladder in another language: step for step, sign for sign and sentence for sentence the English one (a missing or extra item fails tsc). */
export type LadderTwin = StepsTwin<typeof ESCALATION>;

/** The whole ladder in one language, with the "call us now" lines every guide's own warning box repeats: what a page or guide in that language shows. */
export interface Ladder {
  title: string;
  intro: string;
  steps: readonly EscalationStep[];
  callUs: { now: string; today: string; notYetOurPatient: string; cannotReachUs: string };
}

export const LADDER: Ladder = {
  title: ESCALATION_TITLE,
  intro: ESCALATION_INTRO,
  steps: ESCALATION,
  callUs: { now: CALL_US_NOW, today: CALL_US_TODAY, notYetOurPatient: NOT_YET_OUR_PATIENT, cannotReachUs: CANNOT_REACH_US },
};

/** Splits a sentence at '{phone}', so each renderer can put its own link there. */
export function aroundPhone(text: string): [before: string, after: string] | null {
  const at = text.indexOf('{phone}');
  return at === -1 ? null : [text.slice(0, at), text.slice(at + '{phone}'.length)];
}
