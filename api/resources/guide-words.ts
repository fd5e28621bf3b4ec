import { type GuideSlug, MONTH_NAMES, openDays, timeRange, type WeeklyHours } from '#contract';
import { formatDateLongEs, formatTimeEs } from '#contract/dates/days.es';
import { LADDER, type Ladder } from '#contract/escalation';
import { LADDER_ES } from '#contract/escalation.es';
import { daysWordingEs } from '#contract/hours.es';
import { type Lang, pathIn } from '#contract/language';
import { providerEs } from '#contract/provider.es';
import { WAY_TO_HELP } from '#contract/way-to-help';
import { WAY_TO_HELP_ES } from '#contract/way-to-help.es';

/**
 * The guides' fixed words, one table per language (decision 034): what the layout (guides/layout.html)
 * and the boxes around each guide's own content say. The Spanish table is typed by the English, so
 * a word missing in one fails the type check; guides.es.test.ts checks no English is left.
 * Texts are plain (escaped where they are put in); `questions` is given its links ready-made.
 * Sentences of the facts file come from provider.ts in English and its twin provider.es.ts in Spanish.
 */
/** The facts the words read (api/contract/provider.ts has them all; a test may give others). */
export interface ReviewFacts {
  guideReview: { role: string; credential: string; date: string };
  translationReview: { by: string; date: string };
}
export interface HoursFacts {
  hours: { open: WeeklyHours; openOnHolidays: boolean; onCall: string };
}

/** The "get help now" box's lines: an ask and its answer, '{phone}' the provider's number. */
export type WayToHelpLines = readonly { readonly ask: string; readonly answer: string }[];

export interface GuideWords {
  /** Where "back to the site" goes: the home page in this language. */
  home: string;
  backTo: (brandName: string) => string;
  /** The site navigation's name. */
  navLabel: string;
  /** This language's own name, as the link to it from the other language reads. */
  languageName: string;
  /** The name of the "get help now" box at the top of every guide. */
  getHelpLabel: string;
  wayToHelp: WayToHelpLines;
  /** The escalation ladder in this language, with the "call us now" lines of each guide's own warning box. */
  ladder: Ladder;
  questions: (parts: { brandName: string; phoneLink: string; emailLink: string }) => string;
  disclaimer: string;
  /** The clinician's review line, and in a translation the translator's; each a sentence. */
  reviewLines: (facts: ReviewFacts) => string[];
  /** The hours as "Our nurses make visits {time}, {days}. … {onCall}" reads them. */
  hours: (facts: HoursFacts) => { time: string; days: string; onCall: string };
  /** Each guide's search-result summary; its title is its <h1>. */
  descriptions: Record<GuideSlug, string>;
}

/** 'Reviewed by our lead wound care nurse (RN, CWOCN) on November 23, 2026.': each English guide's reviewer line, from the facts file. */
export function guideReviewText({ guideReview }: Pick<ReviewFacts, 'guideReview'>): string {
  const [year, month, day] = guideReview.date.split('-').map(Number) as [number, number, number];
  return `Reviewed by our ${guideReview.role.toLowerCase()} (${guideReview.credential}) on ${MONTH_NAMES[month - 1]} ${day}, ${year}.`;
}

/**
 * The Spanish reviewer lines: the clinician's, then the medical translator's (README, "Before
 * going live"). Dates as es-US writes them ('el lunes, 23 de noviembre de 2026'); the clinician's
 * role is the facts file's, in Spanish (provider.es.ts).
 */
export function spanishReviewLines({ guideReview, translationReview }: ReviewFacts): string[] {
  return [
    `Revisión clínica: ${providerEs.guideReviewRole.toLowerCase()} (${guideReview.credential}), el ${formatDateLongEs(guideReview.date)}.`,
    `Revisión de la traducción al español: ${translationReview.by}, el ${formatDateLongEs(translationReview.date)}.`,
  ];
}

export const en: GuideWords = {
  home: pathIn('/', 'en'),
  backTo: (brandName) => `Back to ${brandName}`,
  navLabel: 'Site',
  languageName: 'English',
  getHelpLabel: 'Get help now',
  wayToHelp: WAY_TO_HELP,
  ladder: LADDER,
  questions: ({ brandName, phoneLink, emailLink }) => `Questions? Call ${brandName} at ${phoneLink} or e-mail ${emailLink}.`,
  disclaimer: 'This guide is general education and is not a substitute for advice from the patient’s own clinician. In an emergency, call 911.',
  reviewLines: (facts) => [guideReviewText(facts)],
  hours: ({ hours }) => ({ time: timeRange(hours.open), days: openDays(hours), onCall: hours.onCall }),
  descriptions: {
    'home-wound-care-checklist':
      'A printable, plain-language checklist for caring for a wound at home: dressing-change steps, supplies, what to record in a wound log, nutrition, pressure relief and when to get help.',
    'diabetic-foot-care-guide':
      'Daily foot care for people with diabetes: checking feet, washing without soaking, nail care, footwear, taking weight off an ulcer, blood sugar numbers, and the warning signs that need a call now.',
    'when-to-seek-professional-help':
      'Know when to call 911, when to call your wound-care nurse now, day or night, and what can wait for the next visit, and what to have ready when you call.',
    'understanding-compression-therapy':
      'How compression therapy helps leg swelling and venous leg ulcers, the types of bandages, wraps and stockings, the circulation check needed first, how to wear compression safely and how to take a bandage off.',
    'caregiver-training-guide':
      'Practical guidance for family caregivers: caring for yourself, infection control (including C. diff), safe repositioning, skin checks, incontinence care, nutrition, tube feeding and preparing for nurse visits.',
    'skin-tears-in-older-adults':
      'Skin tears in older adults: how to prevent them, first aid (stop the bleeding, clean, put the flap back, cover without tape), and when to call 911 or a nurse.',
  },
};

export const es: GuideWords = {
  home: pathIn('/', 'es'),
  backTo: (brandName) => `Volver a ${brandName}`,
  navLabel: 'Sitio',
  languageName: 'Español',
  getHelpLabel: 'Pida ayuda ahora',
  wayToHelp: WAY_TO_HELP_ES,
  ladder: LADDER_ES,
  questions: ({ brandName, phoneLink, emailLink }) => `¿Preguntas? Llame a ${brandName} al ${phoneLink} o escriba a ${emailLink}.`,
  disclaimer:
    'Esta guía es información general y no reemplaza los consejos del médico o la enfermera que atiende al paciente. En una emergencia, llame al 911.',
  reviewLines: spanishReviewLines,
  hours: ({ hours }) => ({
    time: `de ${formatTimeEs(hours.open.opens)} a ${formatTimeEs(hours.open.closes)}`,
    days: daysWordingEs(hours.open.weekdays) + (hours.openOnHolidays ? ', incluso los días festivos' : ''),
    onCall: providerEs.onCall,
  }),
  descriptions: {
    'home-wound-care-checklist':
      'Una lista fácil de imprimir para cuidar una herida en casa: los pasos para cambiar el vendaje, los materiales, qué anotar en el diario de la herida, la alimentación, cómo quitar la presión y cuándo pedir ayuda.',
    'diabetic-foot-care-guide':
      'El cuidado diario de los pies para personas con diabetes: revisar los pies, lavarlos sin remojarlos, cortar las uñas, el calzado, quitar el peso de una úlcera, los números del azúcar en la sangre y las señales de alarma que requieren una llamada ahora.',
    'when-to-seek-professional-help':
      'Sepa cuándo llamar al 911, cuándo llamar ahora a su enfermera de heridas, de día o de noche, qué puede esperar a la próxima visita y qué tener a mano cuando llame.',
    'understanding-compression-therapy':
      'Cómo la terapia de compresión ayuda con la hinchazón de las piernas y las úlceras venosas, los tipos de vendas y medias, la revisión de la circulación que se necesita antes, cómo usar la compresión sin peligro y cómo quitar una venda.',
    'caregiver-training-guide':
      'Consejos prácticos para familiares que cuidan a un ser querido: cuidarse a sí mismo, evitar infecciones (incluida la C. diff), cambiar de posición sin peligro, revisar la piel, cuidados para la incontinencia, alimentación, alimentación por sonda y cómo prepararse para las visitas de la enfermera.',
    'skin-tears-in-older-adults':
      'Desgarros de la piel en adultos mayores: cómo prevenirlos, primeros auxilios (parar el sangrado, limpiar, volver a poner el colgajo de piel, cubrir sin cinta adhesiva) y cuándo llamar al 911 o a una enfermera.',
  },
};

export const GUIDE_WORDS: Readonly<Record<Lang, GuideWords>> = { en, es };
