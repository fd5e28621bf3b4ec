/** The services page's words in Spanish, typed by the English ones (services.en.tsx says what each is). */
import { consultationLengthEs } from './appointment-length.es';
import { coverage } from './coverage.es';
import { SERVICE_CARDS } from './service-cards.es';
import type { ServicesWords } from './services.en';
import { SERVICE_NAMES } from './shell.es';
import { TEAM } from './team.es';
import { WOUND_TYPE_NAMES } from './wound-types.es';


export const services: ServicesWords = {
  hero: {
    eyebrow: 'Nuestros servicios',
    title: 'Servicios de cuidado de heridas',
    lead: `Desde la primera revisión, llevamos el cuidado de heridas a su casa, a su hogar de ancianos o a su centro de vida asistida. ${TEAM}`,
  },
  plan: {
    title: 'Planes de cuidado según la causa',
    text: 'Las heridas tardan en sanar por una razón: mala circulación, presión, infección, el azúcar en la sangre o la alimentación. Primero encontramos esa razón y después combinamos los tratamientos de abajo en un solo plan, que compartimos con usted, sus cuidadores y su médico.',
  },
  coverage,
  names: SERVICE_NAMES,
  cards: SERVICE_CARDS,
  details: [
    {
      paragraphs: [
        'Una herida que no ha mejorado en cuatro semanas necesita más que un vendaje nuevo. Nuestras enfermeras buscan por qué no sana (la circulación, la presión, una infección, el azúcar en la sangre, la alimentación) y tratan la causa además de la herida.',
        'En cada visita medimos la herida y le tomamos fotos, para que usted vea cómo avanza y su médico reciba informes claros. Entre visitas, le enseñamos a usted o a su cuidador exactamente qué hacer y en qué fijarse.',
      ],
      includesTitle: 'Qué incluye una visita',
      includes: [
        'Revisión completa de la herida y de la piel, con medidas y fotos',
        'Limpieza suave y retiro del tejido muerto cuando hace falta',
        'Vendajes avanzados escogidos para la herida, cambiados en días fijos',
        'Consejos para quitarle peso y presión a los pies y los talones',
        'Comunicación con su médico, su farmacia y su compañía de materiales',
      ],
    },
    {
      paragraphs: [
        'Algunos lo llaman “hidratación biológica por IV”, pero no es un medicamento biológico, y el suero no hace que las heridas sanen más rápido. Es suero y electrolitos (sales como el sodio y el potasio) por la vena para la deshidratación, y solo cuando su propio médico lo ordena.',
        'Antes del primer suero, nuestra enfermera revisa la orden del médico, la salud de su corazón y sus riñones y sus medicinas. La enfermera le pone una pequeña vía en la vena en su casa y se queda con usted todo el tiempo que dura el suero. Si usted puede tomar suficientes líquidos, beberlos suele ser lo mejor, y se lo diremos.',
        'Los seguros, incluido Medicare, por lo general no pagan el suero en casa. Le decimos el costo antes de la primera visita.',
      ],
      includesTitle: 'Cuándo se lo puede ordenar su médico',
      includes: [
        'Deshidratación, cuando tomar más líquidos no es suficiente',
        'Una enfermedad que no le deja retener los líquidos',
        'Electrolitos bajos que su médico quiere corregir por la vena',
        'Siempre con orden del médico, después de revisar la salud del corazón y los riñones',
      ],
    },
    {
      paragraphs: [
        '“Terapia con células madre” es el nombre que mucha gente conoce. Lo que nosotros ponemos es un injerto hecho de tejido placentario donado (de partos sanos, revisado y preparado por un banco de tejidos). La FDA lo regula como un producto de tejido humano; la FDA no lo ha aprobado para sanar heridas. Se pone sobre la herida como un vendaje delgado. No es una inyección, puede que no tenga células madre vivas y no es una cura.',
        'Solo se considera para heridas que no han sanado después de unas 4 semanas de buen cuidado normal, como limpieza, quitar peso, compresión y tratar la infección, y solo cuando llega suficiente sangre a la herida. Le explicamos lo que muestran los estudios, revisamos su seguro y le decimos cualquier costo antes de ponerle nada.',
      ],
      includesTitle: 'Cómo lo hacemos',
      includes: [
        'Una revisión honesta de si le sirve para su herida',
        'El cuidado normal de la herida sigue al mismo tiempo',
        'Revisamos su seguro y pedimos la autorización previa cuando hace falta',
        'Medidas cada semana, y un plan claro si la herida no responde',
      ],
    },
  ],
  /**
   * The five services' English names (SERVICE_NAMES of shell.en.tsx, the names decision 025 settled;
   * web/pages/services.test.tsx holds them equal). Written here rather than imported, so a Spanish
   * page does not load the English shell.
   */
  insuranceNames: [
    'Advanced Wound Care',
    'IV Fluids for Dehydration',
    'Placental Tissue Grafts (“stem cell therapy”)',
    'Bioengineered Tissue Replacement',
    'Compression Therapy',
  ],
  insuranceNote: (englishName) => (
    <>
      En inglés: <span lang="en">{englishName}</span>. Así puede aparecer en los papeles del seguro o de Medicare.
    </>
  ),
  more: { eyebrow: 'También ofrecemos', title: 'Más formas de ayudar a sanar las heridas' },
  compare: {
    title: 'Dos tratamientos con tejido: ¿en qué se diferencian?',
    madeFromLabel: 'De qué está hecho',
    whatItIsLabel: 'Qué es',
    options: [
      {
        heading: `${SERVICE_NAMES[2]}: tejido donado`,
        madeFrom: 'Tejido placentario (del parto) donado, revisado y preparado por un banco de tejidos.',
        whatItIs: 'Un injerto delgado de tejido humano. La FDA lo regula como un producto de tejido humano; la FDA no lo ha aprobado para sanar heridas. Puede que no tenga células madre vivas.',
      },
      {
        heading: `${SERVICE_NAMES[3]}`,
        madeFrom: 'Materiales hechos en un laboratorio, como células de piel que crecen sobre una malla, colágeno o capas sintéticas.',
        whatItIs: 'Un sustituto de piel hecho en laboratorio que sirve de base para que crezca tejido nuevo.',
      },
    ],
    shared:
      'Los dos se ponen sobre la herida, no se inyectan. Los dos son para heridas que no han sanado después de unas 4 semanas de buen cuidado normal, y los dos se usan junto con ese cuidado, no en lugar de él. Ninguno es una cura, y Medicare los paga solo en casos específicos.',
  },
  wounds: {
    title: 'Heridas que tratamos',
    text: '¿No sabe cuál de estas tiene? Averiguarlo es parte de la primera visita.',
    names: WOUND_TYPE_NAMES,
  },
  cta: {
    title: 'Averigüe qué tratamiento es el adecuado para usted',
    text: `Una consulta gratuita de ${consultationLengthEs()} por teléfono o video con una de nuestras enfermeras de heridas, y revisamos su seguro al mismo tiempo.`,
    book: 'Reserve su consulta gratuita',
    refer: 'Referir a un paciente',
  },
};
