import { bookingManage } from '../../i18n/booking-manage.en';
import { BookingManagePage } from '../../pages/booking-manage';

/** /booking/manage in English: the page with its words (docs/decisions/031). */
export default function ManageBooking() {
  return <BookingManagePage words={bookingManage} />;
}
