import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { GlobalStyle } from '../ui/global-style';
import { Toaster } from '../ui/toast';
import { RequireSession } from './layout/require-session';
import { createStaffQueryClient } from './lib/query-client';
import { AccountPage } from './routes/account';
import { AgendaPage } from './routes/agenda';
import { AuditPage } from './routes/audit';
import { BookPage } from './routes/book';
import { BookingPage } from './routes/booking';
import { ClosedDaysPage } from './routes/closed-days';
import { ExportPage } from './routes/export';
import { InquiriesPage } from './routes/inquiries';
import { InquiryPage } from './routes/inquiry';
import { MailProblemsPage } from './routes/mail-problems';
import { NotFoundPage } from './routes/not-found';
import { NewReferralPage } from './routes/new-referral';
import { ReferralPage } from './routes/referral';
import { ReferralsPage } from './routes/referrals';
import { ScheduleReferralPage } from './routes/schedule-referral';
import { SignInPage } from './routes/sign-in';
import { TeamPage } from './routes/team';
import { TeamMemberPage } from './routes/team-member';
import { TodayPage } from './routes/today';
import { StaffStyle } from './ui/staff-style';

/** The staff area is in English only. */
const TOASTER_WORDS = { region: 'Notifications (F8)', close: 'Close notification' };

/**
 * The staff app (CONTRIBUTING.md, "The tree"): its own entry and routes under /staff,
 * built apart from the public site (docs/decisions/020). Sign-in is open; every other screen
 * needs a session.
 */
export function StaffApp() {
  const [client] = useState(createStaffQueryClient);
  return (
    <QueryClientProvider client={client}>
      <GlobalStyle />
      <StaffStyle />
      <Routes>
        <Route path="sign-in" element={<SignInPage />} />
        <Route element={<RequireSession />}>
          <Route index element={<AgendaPage />} />
          <Route path="bookings/:id" element={<BookingPage />} />
          <Route path="book" element={<BookPage />} />
          <Route path="inquiries" element={<InquiriesPage />} />
          <Route path="inquiries/:id" element={<InquiryPage />} />
          <Route path="today" element={<TodayPage />} />
          <Route path="team" element={<TeamPage />} />
          <Route path="team/:id" element={<TeamMemberPage />} />
          <Route path="referrals" element={<ReferralsPage />} />
          <Route path="referrals/new" element={<NewReferralPage />} />
          <Route path="referrals/:id" element={<ReferralPage />} />
          <Route path="referrals/:id/schedule" element={<ScheduleReferralPage />} />
          <Route path="closed-days" element={<ClosedDaysPage />} />
          <Route path="export" element={<ExportPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="mail" element={<MailProblemsPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <Toaster words={TOASTER_WORDS} />
    </QueryClientProvider>
  );
}
