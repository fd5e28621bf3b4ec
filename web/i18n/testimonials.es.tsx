/** The testimonials page's words in Spanish, typed by the English ones (testimonials.en.tsx). */
import { consultationLengthEs } from './appointment-length.es';
import { STORIES } from './stories.es';
import type { TestimonialsWords } from './testimonials.en';

export const testimonials: TestimonialsWords = {
  hero: {
    eyebrow: 'Testimonios',
    title: 'Historias de pacientes',
    lead: 'Pacientes, familias y personal de los centros cuentan cómo vivieron el cuidado con nuestro equipo.',
  },
  storiesHeading: 'Lo que dicen nuestros pacientes',
  stories: STORIES,
  cta: {
    title: '¿Listo para empezar a sanar?',
    text: `Reserve una consulta gratuita de ${consultationLengthEs()} por teléfono o video y averigüe cómo le podemos ayudar a usted o a un ser querido.`,
    book: 'Reserve su consulta',
  },
};
