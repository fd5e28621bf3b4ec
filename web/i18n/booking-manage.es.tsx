/** The manage page's words in Spanish, typed by the English ones (booking-manage.en.tsx). */
import { booking } from './booking.es';
import type { BookingManageWords } from './booking-manage.en';
import { manage } from './manage.es';

export const bookingManage: BookingManageWords = {
  hero: {
    eyebrow: 'Su cita',
    title: 'Vea, cambie o cancele su cita',
    lead: 'Su cita como está ahora. Puede cambiarla a otra hora libre o cancelarla, hasta el momento en que empiece.',
  },
  region: 'Su cita',
  booking,
  manage,
};
