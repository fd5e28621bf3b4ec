import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { provider } from '#contract';
import { RECENT_FAILURE_DAYS } from '#contract/staff';
import { ChainBreakBanner } from '../features/audit/chain-break-banner';
import { BackupNotice } from '../features/backups/backup-notice';
import { useRecentFailureCount } from '../features/mail/api';
import { useNewReferralCount } from '../features/referrals/api';
import { useSignOutNow } from '../features/session/sign-out';
import { toast } from '../../ui/toast';
import { Bar, BarInner, Brand, Count, Item, Links, Main, Nav, SignOut, Skip } from './staff-layout.styles';

const LINKS = [
  { to: '/', label: 'Agenda', end: true },
  { to: '/inquiries', label: 'Inquiries' },
  { to: '/referrals', label: 'Referrals' },
  { to: '/closed-days', label: 'Closed days' },
  { to: '/export', label: 'Export' },
  { to: '/audit', label: 'Audit' },
  { to: '/mail', label: 'E-mail problems' },
  { to: '/account', label: 'Account' },
];

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
          {username && (
            <>
              <Nav aria-label="Staff">
                <Links>
                  {LINKS.map((link) => (
                    <li key={link.to}>
                      {link.to === '/mail' && recentFailures ? (
                        // The name in full, so it does not hang on how a reader joins the number to the words.
                        <Item to={link.to} aria-label={`${link.label}, ${recentFailures} in the last ${RECENT_FAILURE_DAYS} days`}>
                          {link.label}
                          <Count>{recentFailures}</Count>
                        </Item>
                      ) : link.to === '/referrals' && newReferrals?.new ? (
                        <Item to={link.to} aria-label={`${link.label}, ${newReferrals.new} new${newReferrals.urgent ? `, ${newReferrals.urgent} urgent` : ''}`}>
                          {link.label}
                          <Count>
                            {newReferrals.new}
                            {newReferrals.urgent ? ` · ${newReferrals.urgent} urgent` : ''}
                          </Count>
                        </Item>
                      ) : (
                        <Item to={link.to} end={link.end}>
                          {link.label}
                        </Item>
                      )}
                    </li>
                  ))}
                </Links>
              </Nav>
              <SignOutButton />
            </>
          )}
        </BarInner>
      </Bar>
      <Main id="main" tabIndex={-1} ref={main}>
        {username && <ChainBreakBanner />}
        <BackupNotice enabled={Boolean(username)} />
        {children}
      </Main>
    </>
  );
}

function SignOutButton() {
  const { busy, signOut } = useSignOutNow(() => toast({ title: 'Sign out failed', description: 'Check the connection and try again.', variant: 'error' }));
  return (
    <SignOut type="button" aria-busy={busy || undefined} onClick={signOut}>
      {busy ? 'Signing out…' : 'Sign out'}
    </SignOut>
  );
}
