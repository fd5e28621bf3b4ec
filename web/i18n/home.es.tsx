/** The home page's words in Spanish, typed by the English ones (home.en.tsx). */
import { provider } from '#contract';
import { consultationLengthEs } from './appointment-length.es';
import { serviceAreaWithZoneEs } from './service-area.es';
import { storiesIn } from './story-people';
import type { HomeWords } from './home.en';
import { SERVICE_CARDS } from './service-cards.es';
import { SERVICE_NAMES } from './shell.es';
import { STORIES } from './stories.es';
import { TEAM } from './team.es';

export const home: HomeWords = {
  hero: {
    eyebrow: 'Especialistas en cuidado de heridas a domicilio',
    title: 'Cuidado experto de heridas, en la puerta de su casa',
    lead: 'Nuestro equipo de enfermeras trata heridas crónicas y heridas que tardan en sanar donde usted vive: en su casa, en hogares de ancianos y en centros de vida asistida. Sin salas de espera y sin tener que buscar quién lo lleve.',
    getStarted: 'Empiece hoy',
    services: 'Nuestros servicios',
    stats: ['Años de experiencia', 'Línea de enfermera de guardia', 'Centrados en el paciente'],
    statNote: 'La línea de las 24 horas, todos los días, le comunica con la enfermera de guardia, para los pacientes que ya atendemos. No es un servicio de emergencias: en una emergencia, llame al 911.',
    image: 'Una enfermera con uniforme verde azulado venda la pierna de un señor mayor que descansa en su sillón, en casa',
    badge: { title: 'Cuidado certificado', licensed: 'Profesionales con licencia', certified: `Enfermeras de heridas certificadas como ${provider.credential.abbreviation}` },
  },
  settings: {
    heading: 'Dónde damos cuidado',
    items: [
      { title: 'En casa', text: 'Cuidado en la mesa de su cocina o junto a su cama, y su familia es bienvenida.' },
      { title: 'Hogares de ancianos', text: 'Visitas junto a las enfermeras del centro, con notas claras para el personal.' },
      { title: 'Vida asistida', text: 'Visitas en su apartamento, en un horario que le convenga.' },
    ],
    area: `Visitamos casas y centros en ${serviceAreaWithZoneEs()}.`,
  },
  services: {
    eyebrow: 'Nuestros servicios',
    title: 'Tratamiento especializado para heridas que no sanan',
    team: TEAM,
    /** The first three services' cards (service-cards.es.tsx), as the English home shows them. */
    cards: [0, 1, 2].map((index) => ({ title: SERVICE_NAMES[index]!, description: SERVICE_CARDS.descriptions[index]! })) as HomeWords['services']['cards'],
    learnMore: 'Más información',
    about: (title: string) => ` sobre ${title}`,
  },
  stories: {
    eyebrow: 'Historias de pacientes',
    title: 'Cuidado en casa, en sus propias palabras',
    /** The first two stories (stories.es.tsx), as the English home shows them. */
    items: storiesIn(STORIES.items).slice(0, 2).map(({ name, role, text }) => ({ name, role, text })) as HomeWords['stories']['items'],
    resultsVary: STORIES.resultsVary,
    sampleNote: STORIES.sampleNote,
    viewAll: 'Ver todas las historias',
  },
  cta: {
    title: '¿No sabe por dónde empezar?',
    text: `Reserve una consulta gratuita de ${consultationLengthEs()} por teléfono o video. Le escuchamos, respondemos sus preguntas y revisamos su seguro, sin compromiso.`,
    book: 'Reserve una consulta gratuita',
    call: `Llame al ${provider.phone}`,
  },
};
