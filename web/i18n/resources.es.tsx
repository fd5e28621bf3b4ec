/** The resources page's words in Spanish, typed by the English ones (resources.en.tsx says what each is). */
import { GUIDES } from '#contract';
import { GUIDE_TITLES_ES } from '#contract/guides.es';
import { providerEs } from '#contract/provider.es';
import type { ResourcesWords } from './resources.en';

export const resources: ResourcesWords = {
  hero: {
    eyebrow: 'Recursos',
    title: 'Guías y recursos de cuidado',
    lead: 'Lectura sencilla para pacientes y cuidadores. Cada guía dice quién la revisó y cuándo, se abre en una pestaña nueva y se imprime bien, para que pueda tener una copia junto a la cama o en el refrigerador.',
  },
  articles: {
    eyebrow: 'Artículos',
    title: 'Aprenda cómo sanan las heridas',
    items: [
      {
        title: 'Cinco señales de que una herida necesita a un profesional',
        category: 'Lo básico de las heridas',
        readingTime: '4 min de lectura',
        summary:
          'La mayoría de las cortadas pequeñas sanan solas en unas dos semanas. Si el enrojecimiento se extiende, si hay fiebre nueva, un olor nuevo o más dolor en vez de menos, llame ahora, de día o de noche; si una herida no se ha achicado en 2 a 4 semanas, hay que revisar su plan. Si tiene diabetes, cualquier herida nueva en la piel de un pie también necesita una llamada ahora.',
        guide: 'when-to-seek-professional-help',
      },
      {
        title: 'Cómo cuidar sus pies si tiene diabetes',
        category: 'Diabetes',
        readingTime: '5 min de lectura',
        summary:
          'El daño en los nervios puede esconder una ampolla o una astilla hasta que se vuelve una úlcera. Revisar sus pies dos minutos cada día, usar los calcetines y los zapatos adecuados y mantener estable el azúcar en la sangre ayudan a prevenir muchas heridas de pie diabético.',
        guide: 'diabetic-foot-care-guide',
      },
      {
        title: 'Por qué la compresión ayuda a sanar las úlceras de la pierna',
        category: 'Tratamientos',
        readingTime: '4 min de lectura',
        summary:
          'Las úlceras venosas de la pierna vienen de la sangre que se acumula en la parte baja de las piernas. Una compresión bien puesta empuja ese líquido de vuelta y baja la hinchazón, y es el tratamiento principal que ayuda a cerrar estas úlceras. Primero se revisa la circulación.',
        guide: 'understanding-compression-therapy',
      },
    ],
    readMore: 'Lea la guía completa',
  },
  guides: {
    eyebrow: 'Descargas gratis',
    title: 'Guías para descargar',
    text: `${GUIDES.length} guías para imprimir. Una vez que las abre, quedan guardadas en este aparato, aunque no tenga señal.`,
    titles: GUIDE_TITLES_ES,
    summaries: {
      'home-wound-care-checklist': 'Una lista para imprimir: los pasos para cambiar el vendaje, los materiales, cómo llevar un registro de la herida y cuándo llamar a una enfermera.',
      'diabetic-foot-care-guide': 'Revisar los pies cada día, el calzado, quitarle peso a una úlcera, los números del azúcar en la sangre y las señales de alarma que necesitan una llamada ahora, incluido el pie de Charcot.',
      'when-to-seek-professional-help': 'Cuándo llamar al 911, cuándo llamar a su enfermera ahora, de día o de noche, y qué puede esperar a la próxima visita.',
      'understanding-compression-therapy': 'Cómo la compresión baja la hinchazón y ayuda a sanar las úlceras de la pierna, la revisión de la circulación que va primero, cómo usar vendas y medias sin peligro y cómo quitar una venda.',
      'caregiver-training-guide': 'Revisar la piel, cambiar de posición a la persona sin peligro, evitar infecciones (incluida la C. diff), la alimentación por sonda y cómo cuidarse usted como cuidador.',
      'skin-tears-in-older-adults': 'Cómo prevenir desgarros en la piel delgada y frágil, primeros auxilios en los primeros minutos y cuándo llamar.',
    },
  },
  training: {
    title: 'Capacitación para cuidadores',
    text: '¿Cuida a alguien con una herida? Nuestra guía, paso a paso, explica cómo revisar la piel, cambiar de posición a la persona sin peligro, evitar infecciones y cuidarse usted también.',
    start: 'Empiece la capacitación',
  },
  cta: {
    title: '¿Tiene una pregunta sobre una herida?',
    text: `Nuestras enfermeras le ayudan con gusto, ya sea que necesite un consejo, un referido o una visita. Le contestamos en ${providerEs.replyWithin} o menos.`,
    contact: 'Escriba a nuestro equipo',
  },
};
