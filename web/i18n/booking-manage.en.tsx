/** The manage page's words in English (docs/decisions/031); booking-manage.es.tsx is typed by these. */
import { booking } from './booking.en';
import { manage } from './manage.en';

export const bookingManage = {
  hero: {
    eyebrow: 'Your Booking',
    title: 'See, Move or Cancel Your Visit',
    lead: 'Your visit as it stands. You can move it to another free time or cancel it, up to the moment it starts.',
  },
  region: 'Your visit',
  booking,
  manage,
};

export type BookingManageWords = typeof bookingManage;
