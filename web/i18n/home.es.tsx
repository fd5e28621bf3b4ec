/** The home page's words in Spanish, typed by the English ones (home.en.tsx). */
import { provider } from '../../api/contract';
import { consultationLengthEs } from '../content/appointment-length.es';
import { serviceAreaWithZoneEs } from '../content/service-area.es';
import type { HomeWords } from './home.en';
import { SERVICE_NAMES } from './shell.es';
import { TEAM } from './team.es';

export const home: HomeWords = {
  hero: {
    eyebrow: 'Especialistas en cuidado de heridas a domicilio',
    title: 'Cuidado experto de heridas, en la puerta de su casa',
    lead: 'Nuestro equipo de enfermeras trata heridas crónicas y heridas que tardan en sanar donde usted vive: en su casa, en hogares de ancianos y en residencias de vida asistida. Sin salas de espera y sin tener que buscar quién lo lleve.',
    getStarted: 'Empiece hoy',
    services: 'Nuestros servicios',
    stats: ['Años de experiencia', 'Línea de enfermera de guardia', 'Centrados en el paciente'],
    statNote: 'La línea 24/7 le comunica con la enfermera de guardia, para los pacientes que ya atendemos. No es un servicio de emergencias: en una emergencia, llame al 911.',
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
    cards: [
      {
        title: SERVICE_NAMES[0],
        description:
          'Revisión, limpieza, retiro del tejido muerto y los vendajes correctos para heridas que tardan en sanar, con un plan por escrito que su familia y su médico pueden seguir.',
      },
      {
        title: SERVICE_NAMES[1],
        description:
          'Suero y electrolitos por la vena para la deshidratación, puestos junto a su cama por una enfermera con licencia, solo cuando su propio médico lo ordena.',
      },
      {
        title: SERVICE_NAMES[2],
        description:
          'Un injerto de tejido placentario donado para heridas que no han sanado después de unas 4 semanas de cuidado normal. La FDA lo regula como un producto de tejido humano; la FDA no lo ha aprobado para sanar heridas. No es una inyección y no es una cura.',
      },
    ],
    learnMore: 'Más información',
    about: (title: string) => ` sobre ${title}`,
  },
  stories: {
    eyebrow: 'Historias de pacientes',
    title: 'Cuidado en casa, en sus propias palabras',
    items: [
      {
        name: 'Margaret T.',
        role: 'Paciente, úlcera venosa en la pierna',
        text: 'Después de ocho meses con una herida en la pierna, casi me había dado por vencida. Mi enfermera venía a la mesa de mi cocina cada semana, me explicaba cada paso y me ponía las vendas de compresión. Siempre supe qué venía después, y nunca tuve que buscar quién me llevara.',
      },
      {
        name: 'James W.',
        role: 'Paciente con diabetes',
        text: 'Una úlcera en el pie me daba miedo por lo que le pasó a mi padre. El equipo me enseñó a quitarle presión al pie, mantuvo informado a mi médico y nunca me apuró. Por primera vez, entendí cómo cuidar mi propio pie.',
      },
    ],
    resultsVary:
      'Los resultados varían según la circulación, las infecciones, la alimentación y la salud en general. Estas son experiencias personales, no una promesa del mismo resultado.',
    sampleNote: 'Estas historias son ejemplos escritos para este sitio web, no las palabras de pacientes reales.',
    viewAll: 'Ver todas las historias',
  },
  cta: {
    title: '¿No sabe por dónde empezar?',
    text: `Reserve una consulta gratis de ${consultationLengthEs()} por teléfono o video. Le escuchamos, respondemos sus preguntas y revisamos su seguro, sin compromiso.`,
    book: 'Reserve una consulta gratis',
    call: `Llame al ${provider.phone}`,
  },
};
