import { bookingManage } from '../../i18n/booking-manage.es';
import { BookingManagePage } from '../../pages/booking-manage';

/** /es/booking/manage in Spanish: the page with its words (docs/decisions/031). */
export default function ManageBooking() {
  return <BookingManagePage words={bookingManage} />;
}
