import { withTty } from '#contract/phone';
import { describe, expect, it } from 'vitest';
import { textOfHtml } from '../../build/checks/email-promises';
import { GUIDES, type GuideSlug, guidePath, provider } from '#contract';
import type { Lang } from '#contract/language';
import { ENGLISH_GLOSSES } from '#contract/english-glosses';
import { LADDER } from '#contract/escalation';
import { providerEs } from '#contract/provider.es';
import { WAY_TO_HELP } from '#contract/way-to-help';
import { GUIDE_WORDS, spanishReviewLines } from './guide-words';
import { renderGuides } from './guides';

const guides = renderGuides(provider);
const html = (slug: GuideSlug, lang: Lang) => guides.get(guidePath(slug, lang))!;
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const mainOf = (slug: GuideSlug, lang: Lang) => /<main>([\s\S]*)<\/main>/.exec(html(slug, lang))![1]!;
/** What a reader reads in Spanish: the page's text without the link to the English twin (its name is English on purpose, marked lang="en"). */
const spanishText = (slug: GuideSlug) => flat(textOfHtml(html(slug, 'es').replace(/<a [^>]*lang="en"[^>]*>[^<]*<\/a>/, '')));
const SLUGS = GUIDES.map(({ slug }) => [slug] as [GuideSlug]);

/** The English catalogue's sentences: each guide's own, the layout's, the ladder's and the way to help. */
function englishSentences(slug: GuideSlug): string[] {
  const ladder = LADDER;
  const words = GUIDE_WORDS.en;
  const texts = [
    ...[...mainOf(slug, 'en').matchAll(/<(h[1-3]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => textOfHtml(match[2]!)),
    ladder.title,
    ladder.intro,
    ...ladder.steps.flatMap(({ heading, intro, signs, after }) => [heading, intro, ...signs.flatMap(({ sign, detail }) => [sign, detail]), ...after]),
    ...WAY_TO_HELP.flatMap(({ ask, answer }) => [ask, answer]),
    words.backTo(provider.brandName),
    words.getHelpLabel,
    words.disclaimer,
    words.questions({ brandName: provider.brandName, phoneLink: provider.phone, emailLink: provider.email }),
    ...words.reviewLines(provider),
    words.descriptions[slug],
  ];
  return texts
    .flatMap((text) => flat(text).replace(/\{phone\}/g, provider.phone).split(/(?<=[.?!:])\s+/))
    .filter((sentence) => sentence.split(' ').filter((word) => /[a-z]{2}/i.test(word)).length >= 3);
}

/** Names that stay as they are in Spanish: the brand, the e-mail address, C. diff's Latin name, and the sign US families read on the building. */
const KEPT_NAMES = [provider.brandName, provider.email, 'Clostridioides difficile', 'urgent care'];
/** Words of English that no Spanish sentence uses. */
const ENGLISH_WORDS = /\b(the|and|you|your|with|for|of|to|is|are|in|on|at|it|this|that|when|if|or|call|wound|nurse|care|help|skin|foot|feet)\b/gi;

describe('each guide in Spanish', () => {
  it.each(SLUGS)('when %s is read in Spanish, then no sentence of the English catalogue is left in it', (slug) => {
    const text = spanishText(slug);
    const description = /<meta name="description" content="([^"]*)">/.exec(html(slug, 'es'))![1]!;
    const left = englishSentences(slug).filter((sentence) => text.includes(sentence) || description.includes(sentence));

    expect(englishSentences(slug).length).toBeGreaterThan(60);
    expect(left).toEqual([]);
  });

  it.each(SLUGS)('when %s is read in Spanish, then no English word is left outside the names kept as they are', (slug) => {
    const description = /<meta name="description" content="([^"]*)">/.exec(html(slug, 'es'))![1]!;
    const text = KEPT_NAMES.reduce((rest, name) => rest.replaceAll(name, ' '), `${spanishText(slug)} ${description}`);

    expect(text.match(ENGLISH_WORDS) ?? []).toEqual([]);
  });

  it.each(SLUGS)('when %s is laid beside its English twin, then it has the same sections, boxes and list items in the same order', (slug) => {
    const skeleton = (lang: Lang) => [...mainOf(slug, lang).matchAll(/<(h[1-3]|p|ul|ol|li|div|section)\b([^>]*)>/g)].map(([, tag, attributes]) => `${tag}${/class="([^"]+)"/.exec(attributes!)?.[1] ?? ''}`);

    expect(skeleton('es')).toEqual(skeleton('en'));
    expect(skeleton('es').length).toBeGreaterThan(40);
  });

  it.each(SLUGS)('when %s is laid beside its English twin, then it gives the same numbers (temperatures, blood sugar, minutes, 911) as often', (slug) => {
    const numbers = (lang: Lang) => (textOfHtml(mainOf(slug, lang)).match(/\d+(?:\.\d+)?/g) ?? []).sort();

    expect(numbers('es')).toEqual(numbers('en'));
  });

  it.each(SLUGS)('when %s links to a phone or another guide, then the Spanish links to the same number and to the Spanish guide', (slug) => {
    const links = (lang: Lang) => [...mainOf(slug, lang).matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
    const inSpanish = (href: string) => GUIDES.reduce((link, { slug: other }) => (link === guidePath(other) ? guidePath(other, 'es') : link), href);

    expect(links('es')).toEqual(links('en').map(inSpanish));
  });

  it.each(SLUGS)('when %s ends, then its foot names the clinician\'s review and the medical translator\'s, with the dates in Spanish', (slug) => {
    const foot = flat(textOfHtml(/<footer>([\s\S]*)<\/footer>/.exec(html(slug, 'es'))![1]!)).replace(/ \./g, '.');

    expect(foot).toContain('Revisión clínica: enfermera principal de cuidado de heridas (RN, CWOCN), el lunes, 23 de noviembre de 2026.');
    expect(foot).toContain('Revisión de la traducción al español: Traductora médica certificada (ATA, inglés-español), el jueves, 26 de noviembre de 2026.');
    expect(foot).toContain(`¿Preguntas? Llame a ${provider.brandName} al ${flat(withTty(provider.phone))} o escriba a ${provider.email}.`);
    expect(foot).toContain('En una emergencia, llame al 911.');
  });
});

describe('the Spanish words of the facts', () => {
  it('when the review dates change in the facts file, then the Spanish lines follow them, as es-US writes them', () => {
    const lines = spanishReviewLines({ ...provider, guideReview: { ...provider.guideReview, date: '2027-03-01' }, translationReview: { by: 'Lucía Ramírez, CT (ATA)', date: '2027-01-05' } });

    expect(lines).toEqual([
      'Revisión clínica: enfermera principal de cuidado de heridas (RN, CWOCN), el lunes, 1 de marzo de 2027.',
      'Revisión de la traducción al español: Lucía Ramírez, CT (ATA), el martes, 5 de enero de 2027.',
    ]);
  });

  it('when the hours are worded in Spanish, then they follow the facts: every day or a range of weekdays, times as US Spanish writes them, holidays if open', () => {
    expect(flat(textOfHtml(mainOf('when-to-seek-professional-help', 'es')))).toContain(
      'Nuestras enfermeras hacen visitas de 9:00 a.m. a 5:00 p.m., los 7 días de la semana, incluso los días festivos.',
    );
    const weekdays = { ...provider.hours, open: { weekdays: [1, 2, 3, 4, 5], opens: '08:30', closes: '18:00' }, openOnHolidays: false };
    expect(GUIDE_WORDS.es.hours({ ...provider, hours: weekdays })).toEqual({ time: 'de 8:30 a.m. a 6:00 p.m.', days: 'de lunes a viernes', onCall: providerEs.onCall });
  });
});

/** The clinical points every guide must make (decisions 025 and 048; guides.test.ts checks them in English), each as the Spanish guide says it. */
const SPANISH_POINTS: [GuideSlug, string | RegExp][] = [
  ['diabetic-foot-care-guide', 'Llámenos ahora, de día o de noche, aunque sea pequeña y no duela.'],
  ['diabetic-foot-care-guide', 'No remoje los pies.'],
  ['diabetic-foot-care-guide', /de repente está rojo, caliente e hinchado[^.]*\. Puede ser pie de Charcot[^.]*\. No apoye nada de peso en ese pie \(no camine con él\) y consiga atención médica hoy mismo\./],
  ['diabetic-foot-care-guide', 'Use la bota cada vez que esté de pie o camine, aunque sea por unos pocos pasos, incluso de noche , por ejemplo al levantarse para ir al baño.'],
  ['diabetic-foot-care-guide', 'Tenga la bota junto a la cama'],
  ['diabetic-foot-care-guide', /dos resultados seguidos son de más de 300 mg\/dL \(16\.7 mmol\/L\)/],
  ['diabetic-foot-care-guide', /menos de 70 mg\/dL \(3\.9 mmol\/L\) es bajo\. Tome 15 gramos de azúcar rápida/],
  ['diabetic-foot-care-guide', 'El azúcar baja con confusión, desmayo o una convulsión es una emergencia: llame al 911'],
  ['understanding-compression-therapy', 'No use compresión de ninguna fuerza'],
  ['understanding-compression-therapy', /diabetes o con enfermedad de los riñones[^.]*el ITB puede salir normal cuando no lo es/],
  ['understanding-compression-therapy', 'presión en los dedos del pie'],
  ['understanding-compression-therapy', 'unos 30 minutos después de quitar la compresión, es una emergencia: llame al 911'],
  ['understanding-compression-therapy', /coágulo de sangre en una vena profunda \(trombosis venosa profunda, TVP\)\. No la vende, no la frote ni le dé masaje/],
  ['understanding-compression-therapy', 'Llame al 911 si hay dolor de pecho o dificultad para respirar'],
  ['understanding-compression-therapy', 'Cómo quitar una venda de varias capas'],
  ['understanding-compression-therapy', 'córtela con unas tijeras de punta redonda'],
  ['understanding-compression-therapy', 'mantenga las hojas apuntando lejos de la piel'],
  ['caregiver-training-guide', 'si la persona tiene diarrea, o le dijeron que tiene C. diff'],
  ['caregiver-training-guide', 'lávese siempre las manos con agua y jabón después de atenderla. El desinfectante de manos no mata la C. diff.'],
  ['caregiver-training-guide', /La alimentación por sonda es una excepción\. Si la persona se alimenta por una sonda, mantenga la cabecera de la cama subida por lo menos a 30 grados/],
  ['home-wound-care-checklist', 'muéstreselas a la enfermera en una visita o en una videollamada. Nunca envíe fotos de la herida por correo electrónico'],
  ['when-to-seek-professional-help', 'Una foto reciente de la herida en su teléfono, para mostrarla en una videollamada (nunca la envíe por correo electrónico)'],
  ['skin-tears-in-older-adults', 'Un sangrado que no ha parado después de 10 minutos de presión firme y constante es una emergencia: llame al 911.'],
  ['skin-tears-in-older-adults', /acomódelo con cuidado sobre la herida/],
  ['skin-tears-in-older-adults', 'No use curitas, tiras adhesivas ni pegamento para la piel en un desgarro de la piel.'],
  ['skin-tears-in-older-adults', /Dibuje una flecha en el vendaje en la dirección en que está el colgajo/],
];

describe('what each Spanish guide says: its clinical points, in Spanish too', () => {
  it.each(SPANISH_POINTS)('when %s is read in Spanish, then it says %s', (slug, point) => {
    if (typeof point === 'string') expect(spanishText(slug)).toContain(point);
    else expect(spanishText(slug)).toMatch(point);
  });

  it.each(SLUGS)('when %s is read in Spanish, then sepsis is in numbers and older adults may have no fever', (slug) => {
    expect(spanishText(slug)).toContain('una temperatura de 101 °F (38.3 °C) o más o de menos de 96.8 °F (36 °C)');
    expect(spanishText(slug)).toContain('Los adultos mayores pueden no tener nada de fiebre');
  });

  it('when the skin tears guide is read in Spanish, then its sections are prevention, first aid and when to call', () => {
    expect([...html('skin-tears-in-older-adults', 'es').matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1])).toEqual([
      '¿Qué es un desgarro de la piel?',
      'Cómo prevenir los desgarros de la piel',
      'Primeros auxilios para un desgarro de la piel',
      'Cuándo llamar',
      'Cuándo pedir ayuda',
    ]);
  });
});

describe('English kept in the Spanish guides', () => {
  it.each(GUIDES.map(({ slug }) => slug))('when %s is read in Spanish, then every English gloss in it is marked as English (WCAG 3.1.2)', (slug) => {
    const html = guides.get(guidePath(slug, 'es'))!;
    for (const gloss of ENGLISH_GLOSSES) {
      const everywhere = html.split(gloss).length - 1;
      const marked = html.split(`<span lang="en">${gloss}</span>`).length - 1;
      expect(marked, `${slug}: "${gloss}"`).toBe(everywhere);
    }
    expect(html).toContain('<span lang="en">urgent care</span>');
  });
});
