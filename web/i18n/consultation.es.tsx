/** The consultation page's words in Spanish, typed by the English ones (consultation.en.tsx). */
import { provider } from '#contract';
import { weeklyHoursEs } from '#contract/hours.es';
import { consultationLengthEs } from './appointment-length.es';
import { serviceAreaWithZoneEs } from './service-area.es';
import { consultationForm } from './booking-consultation.es';
import { booking } from './booking.es';
import type { ConsultationWords } from './consultation.en';

export const consultation: ConsultationWords = {
  hero: {
    eyebrow: 'Consulta gratuita',
    title: 'Haga una cita para una consulta gratuita',
    lead: 'Hable con una de nuestras enfermeras de heridas sobre su herida, sus opciones y lo que cubre su seguro. Elija el día y la hora que le convengan; no cuesta nada y no lo compromete a nada.',
  },
  info: {
    title: 'Su consulta',
    facts: {
      length: { label: 'Duración', value: consultationLengthEs() },
      available: { label: 'Horario', value: weeklyHoursEs(provider.hours.consultations) },
      how: { label: 'Cómo hablamos', value: 'Por teléfono o por video, como usted prefiera' },
      where: { label: 'Zonas que visitamos', value: serviceAreaWithZoneEs() },
    },
    coverTitle: 'De qué vamos a hablar',
    cover: [
      'Cómo empezó la herida y cómo ha cambiado',
      'Los tratamientos que ya probó y lo que le preocupa',
      'Cuáles de nuestros servicios le pueden ayudar, y los próximos pasos',
      'Su seguro, para que no haya sorpresas',
    ],
  },
  booking: { ...booking, consultation: consultationForm },
  afterBooking: () => import('./after-booking.es').then((module) => module.afterBooking),
};
