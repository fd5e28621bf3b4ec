import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { provider } from '#contract';
import { ChainBreakBanner } from '../features/audit/chain-break-banner';
import { BackupNotice } from '../features/backups/backup-notice';
import { useRecentFailureCount } from '../features/mail/api';
import { useNewReferralCount } from '../features/referrals/api';
import { LiveStatus } from '../ui/live-status';
import { useBannerAnnouncement } from './banner-announcement';
import { Bar, BarInner, Brand, Main, Skip } from './staff-layout.styles';
import { StaffNav } from './staff-nav';

/** Navigation state that asks the next screen to focus its heading: sign-in's last step, whose button is gone. */
export const FOCUS_HEADING = { focusHeading: true } as const;

/**
 * The frame of every signed-in screen: who is signed in, the screens, 'Sign out'. After a
 * move between screens, focus goes to the new screen's heading (decision 013), so keyboard and
 * screen-reader users start there; the first screen is left to the browser, unless sign-in
 * led there (FOCUS_HEADING): then the heading takes focus as soon as the screen has one.
 */
export function StaffLayout({ username, children }: { username?: string; children: ReactNode }) {
  const { pathname, state } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const headingWanted = useRef(Boolean((state as Partial<typeof FOCUS_HEADING> | null)?.focusHeading));
  const recentFailures = useRecentFailureCount(Boolean(username));
  const newReferrals = useNewReferralCount(Boolean(username));
  const bannerNews = useBannerAnnouncement(Boolean(username));
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    (main.current?.querySelector<HTMLElement>('h1') ?? main.current)?.focus({ preventScroll: true });
  }, [pathname]);
  // While the session loads the screen has no heading yet: try again after each render.
  useEffect(() => {
    const heading = headingWanted.current && main.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    headingWanted.current = false;
    heading.focus({ preventScroll: true });
  });

  return (
    <>
      <Skip href="#main">Skip to main content</Skip>
      <Bar>
        <BarInner>
          <Brand>
            {provider.shortName} staff
            {username && <span>Signed in as {username}</span>}
          </Brand>
          {username && <StaffNav recentFailures={recentFailures} newReferrals={newReferrals} />}
        </BarInner>
      </Bar>
      <Main id="main" tabIndex={-1} ref={main}>
        {username && <ChainBreakBanner />}
        <BackupNotice enabled={Boolean(username)} />
        {children}
        <LiveStatus>{bannerNews}</LiveStatus>
      </Main>
    </>
  );
}

