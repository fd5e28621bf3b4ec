import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import styled from 'styled-components';
import { Card } from '../../ui/card';
import { BookedNotice } from '../features/phone-booking/booked-notice';
import { EMPTY_PHONE_DRAFT, type PhoneDraft } from '../features/phone-booking/booking-draft';
import { PhoneBookingForm } from '../features/phone-booking/phone-booking-form';
import { PlanView } from '../features/phone-booking/plan-view';
import { usePhoneBooking } from '../features/phone-booking/use-phone-booking';
import { teamQueries } from '../features/team/api';
import { useKeptDraft } from '../lib/drafts';
import { usePageTitle } from '../lib/use-page-title';

/**
 * Booking by phone (docs/product.md, "The staff area"): any kind, for a patient on the line, once
 * or as a weekly series. The plan shows every date with its nurse and every conflict before
 * anything is booked.
 */
export function BookPage() {
  usePageTitle('Book by phone');
  const form = useRef<HTMLFormElement>(null);
  const flow = usePhoneBooking(form);
  const nurses = useQuery(teamQueries.list()).data?.filter((nurse) => nurse.active) ?? [];
  const restored = useKeptDraft<PhoneDraft>('phone-booking', flow.draft, (kept) => flow.setDraft({ ...EMPTY_PHONE_DRAFT, ...kept }));

  return (
    <>
      <h1 tabIndex={-1}>Book by phone</h1>
      <Intro>
        For a patient on the phone, or a referral: staff bookings are not bound by the public booking window. The plan comes first, and nothing is
        booked until you press Book.
      </Intro>
      <Card>
        <PhoneBookingForm
          form={form}
          draft={flow.draft}
          change={flow.change}
          errors={flow.errors}
          nurses={nurses}
          restored={restored}
          busy={flow.planning}
          onPlan={flow.makePlan}
        />
      </Card>
      {flow.booked && !flow.plan && <BookedNotice ref={flow.bookedRef} booked={flow.booked} />}
      {flow.plan && <PlanView plan={flow.plan} headingRef={flow.planRef} busy={flow.booking} error={flow.bookError} onBook={flow.book} />}
    </>
  );
}

const Intro = styled.p`
  max-width: 44rem;
`;
