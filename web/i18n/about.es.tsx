/** The about page's words in Spanish, typed by the English ones (about.en.tsx). */
import { provider } from '#contract';
import { providerEs } from '#contract/provider.es';
import type { AboutWords } from './about.en';
import { TEAM } from './team.es';

export const about: AboutWords = {
  hero: {
    eyebrow: 'Quiénes somos',
    title: `Sobre ${provider.brandName}`,
    lead: `Desde hace más de ${provider.foundedYearsAgo} años, nuestras enfermeras se dedican a ayudar a que las heridas sanen. Empezamos porque muchos pacientes se quedaban sin cuidado solo porque les costaba mucho llegar a una clínica. Por eso llevamos el cuidado de heridas a donde están.`,
  },
  mission: {
    title: 'Nuestra misión',
    text: 'Sanar heridas donde la gente vive, con un cuidado especializado que sea seguro, respetuoso y fácil de recibir, y dejar a cada paciente y a cada cuidador con más confianza que cuando llegamos.',
  },
  vision: {
    title: 'Nuestra visión',
    text: 'Un futuro en el que nadie se quede sin un buen cuidado de sus heridas por estar muy enfermo, muy débil o muy lejos para viajar, y en el que menos heridas terminen en el hospital o en una amputación.',
  },
  values: {
    title: 'Nuestros valores',
    items: [
      'Compasión: cuidamos a la persona, no solo la herida',
      'Dignidad: su casa, su rutina, sus decisiones',
      'Honestidad: respuestas claras sobre opciones y costos',
      'Trabajo en equipo: con las familias, los centros y los médicos',
    ],
  },
  teamImage: 'Tres personas de nuestro equipo clínico con uniforme y bata blanca; una lleva una tabla con el plan de cuidado',
  why: { eyebrow: 'Por qué elegirnos', title: 'Cuidado especializado, sin salir de casa' },
  highlights: [
    {
      title: 'Excelencia certificada',
      text: `Todas nuestras enfermeras tienen licencia, y cada plan de cuidado lo dirige una ${providerEs.credentialName} (${provider.credential.abbreviation}). Seguimos las guías clínicas actuales y revisamos los planes en equipo.`,
    },
    {
      title: 'Cuidado cómodo',
      text: 'Vamos a donde usted está, los siete días de la semana, en su casa o en su centro. Sin salas de espera, sin tener que buscar transporte, y su familia puede estar presente en cada visita.',
    },
    {
      title: 'Tecnología avanzada',
      text: 'Medimos las heridas con equipo digital, les tomamos fotos y guardamos los datos de forma segura. Así vemos a tiempo cualquier cambio y mantenemos informado a su médico después de cada visita.',
    },
  ],
  careFor: {
    title: 'A quién cuidamos',
    text: 'Personas mayores que viven en casa, personas con diabetes o problemas de circulación, pacientes que se recuperan de una cirugía y residentes de hogares de ancianos y de vida asistida. La familia y el personal del centro son parte del equipo desde la primera visita.',
    team: TEAM,
  },
  cta: {
    title: 'Hable con una enfermera de heridas',
    text: 'Cuéntenos sobre la herida y le diremos con honestidad cómo le podemos ayudar.',
    contact: 'Contáctenos',
    services: 'Vea nuestros servicios',
  },
};
