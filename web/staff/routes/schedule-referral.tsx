import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { REFERRAL_STAFF_API, type StaffReferral } from '#contract/staff';
import { INTERPRETER_NAMES_EN } from '#contract/interpreter';
import { Notice } from '../../ui/form';
import { toast } from '../../ui/toast';
import { Card } from '../../ui/card';
import { EMPTY_PHONE_DRAFT, type PhoneDraft } from '../features/phone-booking/booking-draft';
import { PhoneBookingForm } from '../features/phone-booking/phone-booking-form';
import { PlanView } from '../features/phone-booking/plan-view';
import { usePhoneBooking } from '../features/phone-booking/use-phone-booking';
import { referralQueries } from '../features/referrals/api';
import { teamQueries } from '../features/team/api';
import { useKeptDraft } from '../lib/drafts';
import { usePageTitle } from '../lib/use-page-title';
import { initials } from '../lib/record-names';
import { LoadFailed, Loading } from '../ui/states';

/** The booking form filled in from the referral: a nurse's visit at the patient's address, in the referral's language, with its interpreter. */
function draftOf(referral: StaffReferral): PhoneDraft {
  const interpreter = referral.interpreterLanguage ?? '';
  const other = interpreter.startsWith('other:') || (interpreter && !INTERPRETER_NAMES_EN[interpreter]);
  return {
    ...EMPTY_PHONE_DRAFT,
    type: 'visit',
    clientName: referral.patientName,
    clientPhone: referral.patientPhone,
    language: referral.language === 'es' ? 'es' : 'en',
    interpreterLanguage: other ? 'other' : interpreter,
    interpreterOther: other ? interpreter.replace(/^other:/, '') : '',
    source: 'referral',
    address: referral.patientAddress,
    zip: referral.patientZip,
  };
}

/**
 * "Schedule the first visit" (docs/product.md, "Referrals"): the coordinator's booking form, filled in
 * from the referral, planned before anything is booked, and booked through the referral so the two
 * are linked and the referrer is told. The day, time, nurse, length and a repeat are staff's to choose.
 */
export function ScheduleReferralPage() {
  const id = useParams().id ?? '';
  const referral = useQuery(referralQueries.detail(id));
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const flow = usePhoneBooking(form, {
    path: REFERRAL_STAFF_API.schedule(id),
    onBooked: (answer) => {
      toast({ title: 'First visit booked', description: `The referrer is e-mailed ${answer.bookings.length > 1 ? 'the first visit' : 'its day and time'}.`, variant: 'success' });
      navigate(`/referrals/${encodeURIComponent(id)}`);
    },
  });
  const nurses = useQuery(teamQueries.list()).data?.filter((nurse) => nurse.active) ?? [];
  const restored = useKeptDraft<PhoneDraft>(`schedule-referral-${id}`, flow.draft, (kept) => flow.setDraft({ ...EMPTY_PHONE_DRAFT, ...kept }));
  const data = referral.data;
  usePageTitle(data ? `Schedule the first visit, ${data.reference}, ${initials(data.patientName)}` : 'Schedule the first visit');
  const filled = useRef(false);
  useEffect(() => {
    // Filled once from the referral; a draft kept across a forced sign-in wins.
    if (!data || filled.current || restored) return;
    filled.current = true;
    flow.setDraft(draftOf(data));
  }, [data, restored, flow]);
  const open = data && (data.status === 'new' || data.status === 'accepted');

  return (
    <>
      <p>
        <Link to={`/referrals/${encodeURIComponent(id)}`}>Back to the referral</Link>
      </p>
      <h1 tabIndex={-1}>{data ? `Schedule the first visit: ${data.patientName}` : 'Schedule the first visit'}</h1>
      {referral.isPending && <Loading what="the referral" />}
      {referral.isError && <LoadFailed what="The referral" error={referral.error} onRetry={() => void referral.refetch()} />}
      {data && !open && (
        <Notice role="alert">
          <p>This referral is {data.status}: its first visit is not booked from here.</p>
        </Notice>
      )}
      {open && (
        <>
          <p>
            Referral {data.reference}. The plan comes first; nothing is booked until you press Book. The referrer is e-mailed the day and time, never
            the patient&apos;s name; the patient is sent a confirmation only if you ask for one.
          </p>
          <Card>
            <PhoneBookingForm form={form} draft={flow.draft} change={flow.change} errors={flow.errors} nurses={nurses} restored={restored} busy={flow.planning} onPlan={flow.makePlan} />
          </Card>
          {flow.plan && <PlanView plan={flow.plan} headingRef={flow.planRef} busy={flow.booking} error={flow.bookError} onBook={flow.book} />}
        </>
      )}
    </>
  );
}
