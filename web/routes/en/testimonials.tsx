import { testimonials } from '../../i18n/testimonials.en';
import { TestimonialsPage } from '../../pages/testimonials';

/** /testimonials in English: the page with its words (docs/decisions/031). */
export default function Testimonials() {
  return <TestimonialsPage words={testimonials} />;
}
