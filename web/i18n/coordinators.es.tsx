/** The care coordinators page's words in Spanish, typed by the English ones (coordinators.en.tsx). */
import { provider } from '#contract';
import { weeklyHoursEs } from '#contract/hours.es';
import { visitLengthEs } from './appointment-length.es';
import { serviceAreaWithZoneEs } from './service-area.es';
import { coordinatorForm } from './booking-coordinator.es';
import { booking } from './booking.es';
import type { CoordinatorsWords } from './coordinators.en';

export const coordinators: CoordinatorsWords = {
  hero: {
    eyebrow: 'Para centros de cuidado',
    title: 'Coordinadores de cuidado',
    lead: 'Hogares de ancianos (nursing homes) y centros de vida asistida: reserven una visita en su centro con una de nuestras coordinadoras de cuidados. Conocemos a su equipo, revisamos lo que necesitan sus residentes para el cuidado de heridas y organizamos los referidos, las rondas y la capacitación del personal.',
  },
  info: {
    title: 'Su visita de coordinación',
    facts: {
      length: { label: 'Duración', value: `${visitLengthEs()} por cita` },
      available: { label: 'Horario', value: weeklyHoursEs(provider.hours.coordinatorVisits) },
      where: { label: 'Dónde', value: 'Coordinación en su centro' },
      area: { label: 'Zonas que visitamos', value: serviceAreaWithZoneEs() },
    },
    duringTitle: 'Durante la visita',
    during: [
      'Conocemos a su directora de enfermería y al personal que cuida las heridas',
      'Revisamos a los residentes que tienen heridas o mucho riesgo de tenerlas',
      'Acordamos un horario de rondas y cómo enviarnos pacientes',
      'Planeamos la capacitación de los asistentes para revisar la piel y cambiar de posición a los residentes',
    ],
    refer: { before: '¿Quiere referir a un residente ahora? ', link: 'Envíe el referido en línea', after: ', con la orden y fotos de la herida.' },
  },
  booking: { ...booking, coordinator: coordinatorForm },
  afterBooking: () => import('./after-booking.es').then((module) => module.afterBooking),
};
