import type { Ladder, LadderTwin } from './escalation';
import { providerEs } from './provider.es';

/**
 * The escalation ladder (escalation.ts) in Spanish (decision 034): the same steps, signs and closing
 * sentences, typed by the English one (`LadderTwin`) so none can be missing or extra, and compared
 * item by item in escalation.test.ts (ids, numbers, sentences, the phone). Plain US Spanish for a
 * grade-6 reader, in the words families use; a qualified medical translator reviews it before
 * going live (README). A module of its own, so English pages never load it.
 */

export const ESCALATION_TITLE_ES = 'Cuándo pedir ayuda';
export const ESCALATION_INTRO_ES =
  'Si no sabe en qué lista va una señal, actúe como si fuera la más urgente. Las enfermeras prefieren mil veces que usted llame temprano y no tarde.';

/** What to do when the call does not reach a nurse: part of every "call us now" box. */
export const CANNOT_REACH_US_ES =
  'Si una enfermera no le ha devuelto la llamada en 1 a 2 horas, o si es fuera del horario de atención y no logra hablar con la enfermera de guardia, vaya a un centro de atención de urgencias (urgent care) o a una sala de emergencias. No espere hasta el día siguiente.';

/** The heading of the middle step: "day or night", never "the same day" (el mismo día), which reads as tomorrow at 10 pm. */
export const CALL_US_NOW_ES = 'Llámenos ahora, de día o de noche';

export const CALL_US_TODAY_ES = `Llámenos ahora al {phone}, de día o de noche. ${providerEs.onCall}`;

/** The after-hours line serves patients in our care: anyone else is sent where help is open now. */
export const NOT_YET_OUR_PATIENT_ES = '¿Todavía no está bajo nuestro cuidado? Llame ahora a su propio médico, o vaya a un centro de atención de urgencias (urgent care).';

export const ESCALATION_ES: LadderTwin = [
  {
    id: 'call-911',
    heading: 'Llame al 911 ahora',
    intro: 'Estas son emergencias. Llame al 911 enseguida. No espere a que nosotros le devolvamos la llamada.',
    signs: [
      {
        sign: 'Señales de sepsis',
        detail:
          'La sepsis es una reacción a una infección que pone la vida en peligro. Fíjese si hay confusión nueva o si la persona arrastra las palabras al hablar, si tiene mucho sueño o le cuesta despertar, si respira rápido, si el corazón late muy rápido, si tiene escalofríos con temblores, una temperatura de 101 °F (38.3 °C) o más o de menos de 96.8 °F (36 °C), la piel fría, húmeda y pegajosa, pálida o con manchas, o si orina muy poco. Los adultos mayores pueden no tener nada de fiebre: la confusión nueva o el mucho sueño pueden ser la única señal.',
      },
      { sign: 'Dolor de pecho o dificultad para respirar', detail: 'Esto incluye que de repente le falte el aire o que tosa sangre.' },
      {
        sign: 'Sangrado fuerte',
        detail:
          'La sangre sale a chorros, empapa el vendaje, o no ha parado después de 10 minutos de presión firme y constante.',
      },
      {
        sign: 'Señales de gangrena',
        detail:
          'La piel alrededor de la herida se pone negra, morada o gris y el cambio se extiende, muchas veces con mal olor, ampollas o una sensación de crujido debajo de la piel. También es una emergencia el enrojecimiento que se extiende en cuestión de horas, con un dolor mucho más fuerte de lo que la herida aparenta.',
      },
      {
        sign: 'Una extremidad (brazo, pierna, mano o pie) que de repente se pone fría, pálida o azul',
        detail:
          'La piel de una pierna, un pie o una mano se pone fría, pálida, azul o gris, y duele mucho o se siente dormida (sin sensibilidad). Esto incluye los dedos del pie que siguen azules o dormidos unos 30 minutos después de quitar la compresión.',
      },
      {
        sign: 'Azúcar baja en la sangre con confusión',
        detail:
          'En una persona con diabetes: un resultado bajo (menos de 70 mg/dL, 3.9 mmol/L) con confusión, comportamiento extraño, desmayo o una convulsión (ataque). No le dé comida ni bebida a alguien que no puede tragar sin peligro.',
      },
      {
        sign: 'Una reacción alérgica grave',
        detail:
          'Hinchazón de la cara, los labios o la lengua, o dificultad para respirar o tragar, después de usar un vendaje, una crema o una medicina nueva.',
      },
    ],
    after: ['Mientras espera, apriete con firmeza la herida que sangra con un paño limpio y no deje de apretar. Levante el brazo o la pierna si puede hacerlo sin peligro.'],
  },
  {
    id: 'call-today',
    heading: CALL_US_NOW_ES,
    intro: 'Estas señales pueden indicar una infección u otro cambio que una enfermera debe revisar en cuestión de horas, no de días.',
    signs: [
      {
        sign: 'Enrojecimiento, calor o hinchazón que se extiende',
        detail:
          'La zona roja alrededor de la herida crece, o salen rayas rojas desde la herida. Marque el borde con un bolígrafo para ver si se extiende.',
      },
      { sign: 'Fiebre nueva', detail: 'Una temperatura de 100.4 °F (38 °C) o más, o escalofríos, sin las señales de emergencia de arriba.' },
      {
        sign: 'Señales de infección en la herida',
        detail:
          'Pus, líquido espeso amarillo o verde, mucho más líquido que de costumbre, o un mal olor que sigue después de limpiar la herida.',
      },
      { sign: 'Dolor nuevo o más fuerte', detail: 'O dolor repentino en una herida que antes no molestaba.' },
      { sign: 'La herida empeora', detail: 'Se hace más grande o más profunda, o aparece tejido nuevo de color negro, café o gris.' },
      {
        sign: 'Una ampolla nueva o piel abierta en un pie, si usted tiene diabetes',
        detail:
          'Aunque sea pequeña y no duela. No espere a ver si se cura sola.',
      },
      {
        sign: 'Un pie que de repente está rojo, caliente e hinchado',
        detail:
          'En una persona con diabetes o con los pies dormidos (sin sensibilidad), esto puede ser pie de Charcot: los huesos del pie se debilitan y se pueden hundir. Puede que no duela. No apoye nada de peso en ese pie y consiga atención médica hoy mismo.',
      },
      {
        sign: 'Una pantorrilla adolorida e hinchada',
        detail:
          'O una pierna que de repente está más hinchada que la otra. Puede ser un coágulo de sangre (trombosis venosa profunda, TVP). No la frote, no le dé masaje ni la vende, y consiga atención médica hoy mismo. Llame al 911 si hay dolor de pecho o dificultad para respirar.',
      },
      {
        sign: 'Dedos del pie dormidos, con hormigueo, azules o fríos mientras usa compresión',
        detail:
          'Quite la compresión y llame. Desenrolle la venda, o córtela con unas tijeras de punta redonda, con la hoja apuntando lejos de la piel. Si los dedos siguen azules o dormidos unos 30 minutos después, es una emergencia: llame al 911.',
      },
      { sign: 'Sangrado que vuelve una y otra vez', detail: 'Para con 10 minutos de presión firme, pero vuelve a empezar.' },
      {
        sign: 'Un problema con el vendaje',
        detail:
          'El vendaje o la venda se cayó, se empapó, se movió de lugar o quedó demasiado apretado, y usted no lo puede arreglar como le enseñaron.',
      },
      {
        sign: 'Azúcar alta en la sangre',
        detail:
          'En una persona con diabetes: dos resultados seguidos de más de 300 mg/dL (16.7 mmol/L), o de más de 240 mg/dL (13.3 mmol/L) con cetonas en la orina, a menos que el médico le haya dado otros números. Si además hay vómitos, respiración profunda y rápida o confusión, llame al 911.',
      },
    ],
    after: [CALL_US_TODAY_ES, NOT_YET_OUR_PATIENT_ES, CANNOT_REACH_US_ES],
  },
  {
    id: 'next-visit',
    heading: 'Dígaselo a la enfermera en la próxima visita',
    intro: 'Anótelas en el diario de la herida para acordarse de preguntar.',
    signs: [
      { sign: 'Un poco de picazón o enrojecimiento debajo de la cinta adhesiva', detail: 'Se queda donde estaba la cinta y no se extiende.' },
      { sign: 'Un poco de líquido transparente o rosado claro', detail: 'Más o menos la cantidad que la enfermera le dijo que iba a salir.' },
      {
        sign: 'Cambios en el apetito, el sueño o el estado de ánimo',
        detail:
          'Cambios pequeños a lo largo de varios días, sin las señales de arriba.',
      },
      { sign: 'Se están acabando los materiales', detail: 'O tiene problemas con un vendaje u otro producto.' },
      { sign: 'No hay una mejoría clara después de 2 a 4 semanas', detail: 'Pida que revisen el plan de cuidado.' },
      { sign: 'Preguntas', detail: 'Sobre el baño, la actividad, la comida o el plan de cuidado.' },
    ],
    after: [],
  },
];

export const LADDER_ES: Ladder = {
  title: ESCALATION_TITLE_ES,
  intro: ESCALATION_INTRO_ES,
  steps: ESCALATION_ES,
  callUs: { now: CALL_US_NOW_ES, today: CALL_US_TODAY_ES, notYetOurPatient: NOT_YET_OUR_PATIENT_ES, cannotReachUs: CANNOT_REACH_US_ES },
};
