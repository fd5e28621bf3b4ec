import type { Lang } from './language';
import { provider } from './provider';
import { providerEs } from './provider.es';

/**
 * The one escalation ladder: when to call 911, when to call us now (day or night), and what can wait
 * for the next visit. The FAQ page (web/ui/escalation-ladder.tsx) and every printable guide
 * (api/resources/ladder.ts) render this list, in this order, with these words. Guides may add
 * signs of their own topic, but each goes to the same step as here.
 *
 * One ladder in both languages (issue 28): every heading, sign, detail and closing sentence holds
 * its English and its Spanish side by side, so no clinical point can exist in one language only
 * (escalation.test.ts compares them item by item, numbers included). The Spanish is plain US
 * Spanish for a grade-6 reader; a medical translator reviews it before going live (README).
 */

/** One text of the ladder in every language of the site: neither can hold a point the other lacks. */
export type InBoth = Readonly<Record<Lang, string>>;

/** One warning sign in both languages. */
export interface LadderSign {
  /** The sign in a few words, shown in bold. */
  sign: InBoth;
  /** What it looks like, or what to do: whole sentences. */
  detail: InBoth;
}

export interface LadderStep {
  id: 'call-911' | 'call-today' | 'next-visit';
  heading: InBoth;
  intro: InBoth;
  signs: readonly LadderSign[];
  /** Closing sentences; '{phone}' is the provider's number, shown as a link. */
  after: readonly InBoth[];
}

export const ESCALATION_TITLE: InBoth = { en: 'When to get help', es: 'Cuándo pedir ayuda' };
export const ESCALATION_INTRO: InBoth = {
  en: 'If you are not sure which list a sign belongs to, treat it as the more urgent one. Nurses would much rather hear from you early than late.',
  es: 'Si no sabe en qué lista va una señal, actúe como si fuera la más urgente. Las enfermeras prefieren mil veces que usted llame temprano y no tarde.',
};

/** What to do when the call does not reach a nurse: part of every "call us now" box. */
export const CANNOT_REACH_US: InBoth = {
  en: 'If a nurse has not called you back within 1 to 2 hours, or it is after hours and you cannot reach the nurse on call, go to an urgent care center or an emergency room. Do not wait until the next day.',
  es: 'Si una enfermera no le ha devuelto la llamada en 1 a 2 horas, o si es fuera del horario de atención y no logra hablar con la enfermera de guardia, vaya a un centro de atención de urgencias (urgent care) o a una sala de emergencias. No espere hasta el día siguiente.',
};

/** The heading of the middle step, and the words every guide's own warning box leads with: "the same day" read as "tomorrow" at 10 pm. */
export const CALL_US_NOW: InBoth = { en: 'Call us now, day or night', es: 'Llámenos ahora, de día o de noche' };

export const CALL_US_TODAY: InBoth = {
  en: `Call us now at {phone}, day or night. ${provider.hours.onCall}`,
  es: `Llámenos ahora al {phone}, de día o de noche. ${providerEs.onCall}`,
};

/** The after-hours line serves patients in our care: anyone else is sent where help is open now. */
export const NOT_YET_OUR_PATIENT: InBoth = {
  en: 'Not yet our patient? Call your own doctor now, or go to an urgent care center.',
  es: '¿Todavía no está bajo nuestro cuidado? Llame ahora a su propio médico, o vaya a un centro de atención de urgencias (urgent care).',
};

export const ESCALATION: readonly LadderStep[] = [
  {
    id: 'call-911',
    heading: { en: 'Call 911 now', es: 'Llame al 911 ahora' },
    intro: {
      en: 'These are emergencies. Call 911 right away. Do not wait for a call back from us.',
      es: 'Estas son emergencias. Llame al 911 enseguida. No espere a que nosotros le devolvamos la llamada.',
    },
    signs: [
      {
        sign: { en: 'Signs of sepsis', es: 'Señales de sepsis' },
        detail: {
          en: 'Sepsis is a life-threatening reaction to infection. Watch for new confusion or slurred speech, being very sleepy or hard to wake, fast breathing, a racing heart, shaking chills, a temperature of 101 °F (38.3 °C) or higher or below 96.8 °F (36 °C), cold, clammy, pale or blotchy skin, or passing very little urine. Older adults may have no fever at all: new confusion or sleepiness may be the only sign.',
          es: 'La sepsis es una reacción a una infección que pone la vida en peligro. Fíjese si hay confusión nueva o si la persona arrastra las palabras al hablar, si tiene mucho sueño o le cuesta despertar, si respira rápido, si el corazón late muy rápido, si tiene escalofríos con temblores, una temperatura de 101 °F (38.3 °C) o más o de menos de 96.8 °F (36 °C), la piel fría, húmeda y pegajosa, pálida o con manchas, o si orina muy poco. Los adultos mayores pueden no tener nada de fiebre: la confusión nueva o el mucho sueño pueden ser la única señal.',
        },
      },
      {
        sign: { en: 'Chest pain or trouble breathing', es: 'Dolor de pecho o dificultad para respirar' },
        detail: { en: 'This includes sudden shortness of breath or coughing up blood.', es: 'Esto incluye que de repente le falte el aire o que tosa sangre.' },
      },
      {
        sign: { en: 'Heavy bleeding', es: 'Sangrado fuerte' },
        detail: {
          en: 'Blood spurts, soaks through the dressing, or has not stopped after 10 minutes of firm, steady pressure.',
          es: 'La sangre sale a chorros, empapa el vendaje, o no ha parado después de 10 minutos de presión firme y constante.',
        },
      },
      {
        sign: { en: 'Signs of gangrene', es: 'Señales de gangrena' },
        detail: {
          en: 'Skin around the wound turns black, purple or grey and the change spreads, often with a bad smell, blisters or a crackling feel under the skin. Redness that spreads within hours, with pain far worse than the wound looks, is also an emergency.',
          es: 'La piel alrededor de la herida se pone negra, morada o gris y el cambio se extiende, muchas veces con mal olor, ampollas o una sensación de crujido debajo de la piel. También es una emergencia el enrojecimiento que se extiende en cuestión de horas, con un dolor mucho más fuerte de lo que la herida aparenta.',
        },
      },
      {
        sign: { en: 'A limb that suddenly turns cold, pale or blue', es: 'Una extremidad (brazo, pierna, mano o pie) que de repente se pone fría, pálida o azul' },
        detail: {
          en: 'A leg, foot or hand turns cold, pale, blue or grey and is very painful or numb. This includes toes that are still blue or numb about 30 minutes after compression is taken off.',
          es: 'La piel de una pierna, un pie o una mano se pone fría, pálida, azul o gris, y duele mucho o se siente dormida (sin sensibilidad). Esto incluye los dedos del pie que siguen azules o dormidos unos 30 minutos después de quitar la compresión.',
        },
      },
      {
        sign: { en: 'Low blood sugar with confusion', es: 'Azúcar baja en la sangre con confusión' },
        detail: {
          en: 'In a person with diabetes: a low reading (below 70 mg/dL, 3.9 mmol/L) with confusion, odd behavior, passing out or a seizure. Do not give food or drink to someone who cannot swallow safely.',
          es: 'En una persona con diabetes: un resultado bajo (menos de 70 mg/dL, 3.9 mmol/L) con confusión, comportamiento extraño, desmayo o una convulsión (ataque). No le dé comida ni bebida a alguien que no puede tragar sin peligro.',
        },
      },
      {
        sign: { en: 'A severe allergic reaction', es: 'Una reacción alérgica grave' },
        detail: {
          en: 'Swelling of the face, lips or tongue, or trouble breathing or swallowing, after a new dressing, cream or medicine.',
          es: 'Hinchazón de la cara, los labios o la lengua, o dificultad para respirar o tragar, después de usar un vendaje, una crema o una medicina nueva.',
        },
      },
    ],
    after: [
      {
        en: 'While you wait, press firmly on a bleeding wound with a clean cloth and keep pressing. Raise the limb if you can do so safely.',
        es: 'Mientras espera, apriete con firmeza la herida que sangra con un paño limpio y no deje de apretar. Levante el brazo o la pierna si puede hacerlo sin peligro.',
      },
    ],
  },
  {
    id: 'call-today',
    heading: CALL_US_NOW,
    intro: {
      en: 'These signs can mean infection or another change that a nurse should check within hours, not days.',
      es: 'Estas señales pueden indicar una infección u otro cambio que una enfermera debe revisar en cuestión de horas, no de días.',
    },
    signs: [
      {
        sign: { en: 'Spreading redness, warmth or swelling', es: 'Enrojecimiento, calor o hinchazón que se extiende' },
        detail: {
          en: 'The red area around the wound grows, or red streaks run from it. Draw around the edge with a pen to see if it spreads.',
          es: 'La zona roja alrededor de la herida crece, o salen rayas rojas desde la herida. Marque el borde con un bolígrafo para ver si se extiende.',
        },
      },
      {
        sign: { en: 'A new fever', es: 'Fiebre nueva' },
        detail: {
          en: 'A temperature of 100.4 °F (38 °C) or higher, or chills, without the emergency signs above.',
          es: 'Una temperatura de 100.4 °F (38 °C) o más, o escalofríos, sin las señales de emergencia de arriba.',
        },
      },
      {
        sign: { en: 'Signs of infection in the wound', es: 'Señales de infección en la herida' },
        detail: {
          en: 'Pus, thick yellow or green drainage, much more drainage than usual, or a bad smell that stays after cleaning.',
          es: 'Pus, líquido espeso amarillo o verde, mucho más líquido que de costumbre, o un mal olor que sigue después de limpiar la herida.',
        },
      },
      {
        sign: { en: 'New or worse pain', es: 'Dolor nuevo o más fuerte' },
        detail: { en: 'Or sudden pain in a wound that had been comfortable.', es: 'O dolor repentino en una herida que antes no molestaba.' },
      },
      {
        sign: { en: 'The wound getting worse', es: 'La herida empeora' },
        detail: {
          en: 'It gets bigger or deeper, or new black, brown or grey tissue appears.',
          es: 'Se hace más grande o más profunda, o aparece tejido nuevo de color negro, café o gris.',
        },
      },
      {
        sign: { en: 'A new blister or break in the skin of a foot, if you have diabetes', es: 'Una ampolla nueva o piel abierta en un pie, si usted tiene diabetes' },
        detail: { en: 'Even a small one that does not hurt. Do not wait to see if it heals by itself.', es: 'Aunque sea pequeña y no duela. No espere a ver si se cura sola.' },
      },
      {
        sign: { en: 'A foot that is suddenly red, hot and swollen', es: 'Un pie que de repente está rojo, caliente e hinchado' },
        detail: {
          en: 'In a person with diabetes or numb feet, this can be Charcot foot, where the bones of the foot weaken and can collapse. It may not hurt. Keep all weight off the foot and be seen today.',
          es: 'En una persona con diabetes o con los pies dormidos (sin sensibilidad), esto puede ser pie de Charcot: los huesos del pie se debilitan y se pueden hundir. Puede que no duela. No apoye nada de peso en ese pie y consiga atención médica hoy mismo.',
        },
      },
      {
        sign: { en: 'A painful, swollen calf', es: 'Una pantorrilla adolorida e hinchada' },
        detail: {
          en: 'Or one leg suddenly more swollen than the other. This can be a blood clot (DVT). Do not rub, massage or wrap it, and be seen today. Call 911 if there is chest pain or trouble breathing.',
          es: 'O una pierna que de repente está más hinchada que la otra. Puede ser un coágulo de sangre (trombosis venosa profunda, TVP). No la frote, no le dé masaje ni la vende, y consiga atención médica hoy mismo. Llame al 911 si hay dolor de pecho o dificultad para respirar.',
        },
      },
      {
        sign: { en: 'Numb, tingling, blue or cold toes while wearing compression', es: 'Dedos del pie dormidos, con hormigueo, azules o fríos mientras usa compresión' },
        detail: {
          en: 'Take the compression off and call. Unwind a bandage, or cut it away with blunt-ended scissors, the blade held away from the skin. If the toes are still blue or numb about 30 minutes later, it is an emergency: call 911.',
          es: 'Quite la compresión y llame. Desenrolle la venda, o córtela con unas tijeras de punta redonda, con la hoja apuntando lejos de la piel. Si los dedos siguen azules o dormidos unos 30 minutos después, es una emergencia: llame al 911.',
        },
      },
      {
        sign: { en: 'Bleeding that keeps coming back', es: 'Sangrado que vuelve una y otra vez' },
        detail: { en: 'It stops with 10 minutes of firm pressure but starts again.', es: 'Para con 10 minutos de presión firme, pero vuelve a empezar.' },
      },
      {
        sign: { en: 'A dressing problem', es: 'Un problema con el vendaje' },
        detail: {
          en: 'A dressing or bandage has fallen off, soaked through, slipped or become too tight, and you cannot fix it the way you were shown.',
          es: 'El vendaje o la venda se cayó, se empapó, se movió de lugar o quedó demasiado apretado, y usted no lo puede arreglar como le enseñaron.',
        },
      },
      {
        sign: { en: 'High blood sugar', es: 'Azúcar alta en la sangre' },
        detail: {
          en: 'In a person with diabetes: two readings in a row above 300 mg/dL (16.7 mmol/L), or above 240 mg/dL (13.3 mmol/L) with ketones in the urine, unless the doctor gave you other numbers. With vomiting, deep fast breathing or confusion, call 911.',
          es: 'En una persona con diabetes: dos resultados seguidos de más de 300 mg/dL (16.7 mmol/L), o de más de 240 mg/dL (13.3 mmol/L) con cetonas en la orina, a menos que el médico le haya dado otros números. Si además hay vómitos, respiración profunda y rápida o confusión, llame al 911.',
        },
      },
    ],
    after: [CALL_US_TODAY, NOT_YET_OUR_PATIENT, CANNOT_REACH_US],
  },
  {
    id: 'next-visit',
    heading: { en: 'Tell the nurse at the next visit', es: 'Dígaselo a la enfermera en la próxima visita' },
    intro: { en: 'Write these in the wound log so you remember to ask.', es: 'Anótelas en el diario de la herida para acordarse de preguntar.' },
    signs: [
      {
        sign: { en: 'Mild itching or redness under tape', es: 'Un poco de picazón o enrojecimiento debajo de la cinta adhesiva' },
        detail: { en: 'It stays where the tape was and does not spread.', es: 'Se queda donde estaba la cinta y no se extiende.' },
      },
      {
        sign: { en: 'A little clear or pale pink drainage', es: 'Un poco de líquido transparente o rosado claro' },
        detail: { en: 'About the amount the nurse said to expect.', es: 'Más o menos la cantidad que la enfermera le dijo que iba a salir.' },
      },
      {
        sign: { en: 'Changes in appetite, sleep or mood', es: 'Cambios en el apetito, el sueño o el estado de ánimo' },
        detail: { en: 'Small changes over days, without the signs above.', es: 'Cambios pequeños a lo largo de varios días, sin las señales de arriba.' },
      },
      {
        sign: { en: 'Running low on supplies', es: 'Se están acabando los materiales' },
        detail: { en: 'Or trouble with a dressing or other product.', es: 'O tiene problemas con un vendaje u otro producto.' },
      },
      {
        sign: { en: 'No clear progress after 2 to 4 weeks', es: 'No hay una mejoría clara después de 2 a 4 semanas' },
        detail: { en: 'Ask for a review of the care plan.', es: 'Pida que revisen el plan de cuidado.' },
      },
      {
        sign: { en: 'Questions', es: 'Preguntas' },
        detail: { en: 'About bathing, activity, food or the care plan.', es: 'Sobre el baño, la actividad, la comida o el plan de cuidado.' },
      },
    ],
    after: [],
  },
];

/** A warning sign in one language, as a renderer shows it. */
export interface WarningSign {
  sign: string;
  detail: string;
}

/** A step of the ladder in one language. */
export interface EscalationStep {
  id: LadderStep['id'];
  heading: string;
  intro: string;
  signs: readonly WarningSign[];
  after: readonly string[];
}

/** The whole ladder in one language: what the FAQ page and a guide in that language show. */
export interface Escalation {
  title: string;
  intro: string;
  steps: readonly EscalationStep[];
}

export function escalationIn(lang: Lang): Escalation {
  return {
    title: ESCALATION_TITLE[lang],
    intro: ESCALATION_INTRO[lang],
    steps: ESCALATION.map(({ id, heading, intro, signs, after }) => ({
      id,
      heading: heading[lang],
      intro: intro[lang],
      signs: signs.map(({ sign, detail }) => ({ sign: sign[lang], detail: detail[lang] })),
      after: after.map((text) => text[lang]),
    })),
  };
}

/** Splits a sentence at '{phone}', so each renderer can put its own link there. */
export function aroundPhone(text: string): [before: string, after: string] | null {
  const at = text.indexOf('{phone}');
  return at === -1 ? null : [text.slice(0, at), text.slice(at + '{phone}'.length)];
}
