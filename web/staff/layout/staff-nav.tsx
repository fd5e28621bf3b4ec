import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RECENT_FAILURE_DAYS } from '#contract/staff';
import { Icon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { useSignOutNow } from '../features/session/sign-out';
import { Count, Item, Links, MenuButton, Nav, Panel, SignOut, Wrap } from './staff-nav.styles';

export const STAFF_LINKS = [
  { to: '/', label: 'Agenda', end: true },
  { to: '/book', label: 'Book by phone' },
  { to: '/today', label: 'Today' },
  { to: '/team', label: 'Team' },
  { to: '/inquiries', label: 'Inquiries' },
  { to: '/referrals', label: 'Referrals' },
  { to: '/closed-days', label: 'Closed days' },
  { to: '/export', label: 'Export' },
  { to: '/audit', label: 'Audit' },
  { to: '/mail', label: 'E-mail problems' },
  { to: '/account', label: 'Account' },
] as const;

const PANEL_ID = 'staff-menu';

/**
 * The screens and 'Sign out'. On a wide screen, all in the bar. Narrower than 72em (a phone, a
 * tablet, a narrow window) they fold behind one 'Menu' button, so the bar takes one row and the
 * screen's heading starts near the top (decision 057). The menu is a disclosure (decision 013):
 * its panel opens in the page's flow, under the bar, hiding nothing; Escape closes it and gives
 * focus back to the button; so do a click outside and focus moving on past its last control;
 * choosing a screen closes it. The current screen is marked in words for readers (aria-current)
 * and in colour and weight for the eye.
 */
export function StaffNav({ recentFailures, newReferrals }: { recentFailures: number | undefined; newReferrals?: { new: number; urgent: number } }) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { busy, signOut } = useSignOutNow(() => toast({ title: 'Sign out failed', description: 'Check the connection and try again.', variant: 'error' }));

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrap.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  // A screen's own link (the path it is on, its view in the address aside) moves to no new path, so
  // the frame gives its heading no focus: the menu closes under the link, and focus goes there here.
  const chosen = (to: string) => {
    setOpen(false);
    if (to === pathname) requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus());
  };
  // Focus gone elsewhere in the page (Tab past 'Sign out'); not when the window itself lost focus.
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !wrap.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <Wrap ref={wrap} onKeyDown={onKeyDown} onBlur={onBlur}>
      <MenuButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        // The count folded in with the screens, said in words (the name still starts with what is shown).
        aria-label={menuLabel(recentFailures, newReferrals)}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? 'close' : 'menu'} />
        Menu
        {recentFailures ? <Count>{recentFailures}</Count> : null}
        {newReferrals?.new ? <Count>{newReferrals.new}</Count> : null}
      </MenuButton>
      <Panel id={PANEL_ID} data-open={open || undefined}>
        <Nav aria-label="Staff">
          <Links>
            {STAFF_LINKS.map((link) => (
              <li key={link.to}>
                {link.to === '/mail' && recentFailures ? (
                  // The name in full, so it does not hang on how a reader joins the number to the words.
                  <Item to={link.to} aria-label={`${link.label}, ${recentFailures} in the last ${RECENT_FAILURE_DAYS} days`} onClick={() => chosen(link.to)}>
                    {link.label}
                    <Count>{recentFailures}</Count>
                  </Item>
                ) : link.to === '/referrals' && newReferrals?.new ? (
                  <Item to={link.to} aria-label={`${link.label}, ${newReferrals.new} new${newReferrals.urgent ? `, ${newReferrals.urgent} urgent` : ''}`} onClick={() => chosen(link.to)}>
                    {link.label}
                    <Count>
                      {newReferrals.new}
                      {newReferrals.urgent ? ` · ${newReferrals.urgent} urgent` : ''}
                    </Count>
                  </Item>
                ) : (
                  <Item to={link.to} end={'end' in link} onClick={() => chosen(link.to)}>
                    {link.label}
                  </Item>
                )}
              </li>
            ))}
          </Links>
        </Nav>
        <SignOut type="button" aria-busy={busy || undefined} onClick={signOut}>
          {busy ? 'Signing out…' : 'Sign out'}
        </SignOut>
      </Panel>
    </Wrap>
  );
}

/** The folded menu's name with its counts in words (the name still starts with what is shown); none when there is nothing to count. */
function menuLabel(recentFailures: number | undefined, newReferrals?: { new: number; urgent: number }): string | undefined {
  const parts = [
    ...(recentFailures ? [`${recentFailures} e-mail ${recentFailures === 1 ? 'problem' : 'problems'} in the last ${RECENT_FAILURE_DAYS} days`] : []),
    ...(newReferrals?.new ? [`${newReferrals.new} new ${newReferrals.new === 1 ? 'referral' : 'referrals'}${newReferrals.urgent ? `, ${newReferrals.urgent} urgent` : ''}`] : []),
  ];
  return parts.length ? `Menu, ${parts.join('; ')}` : undefined;
}
