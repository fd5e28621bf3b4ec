import { testimonials } from '../../i18n/testimonials.es';
import { TestimonialsPage } from '../../pages/testimonials';

/** /es/testimonials in Spanish: the page with its words (docs/decisions/031). */
export default function Testimonials() {
  return <TestimonialsPage words={testimonials} />;
}
