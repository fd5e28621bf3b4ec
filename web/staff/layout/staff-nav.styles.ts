import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { color, media, radius } from '../../ui/theme';

/** No box of its own: the button and the panel are items of the bar's row (StaffLayout's BarInner). */
export const Wrap = styled.div`
  display: contents;
`;

const pill = `
  min-height: 2.75rem;
  border-radius: ${radius.pill};
  color: ${color.onDark};
  font: inherit;
  font-weight: 650;
  &:hover { background: rgb(255 255 255 / 12%); }
`;

/** Only below 72em, where the screens fold behind it. */
export const MenuButton = styled.button`
  ${pill}
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  padding: 0.4rem 1rem 0.4rem 0.8rem;
  border: 2px solid ${color.onDark};
  background: transparent;
  cursor: pointer;
  &[aria-expanded='true'] { background: ${color.surface}; color: ${color.brandDark}; }
  ${media.wide} { display: none; }
`;

/**
 * Below 72em: hidden until the button opens it, then a row of its own under the bar's, in the
 * page's flow (it pushes the screen down rather than covering it). From 72em: always shown, a row
 * under the name with the links and, at its end, 'Sign out'.
 */
export const Panel = styled.div`
  display: none;
  &[data-open] {
    display: grid;
    flex-basis: 100%;
    gap: 0.75rem;
    justify-items: start;
    padding: 0.25rem 0 0.25rem;
  }
  ${media.wide} {
    &, &[data-open] { display: flex; flex-basis: 100%; align-items: center; gap: 0.5rem 1rem; padding: 0; }
  }
`;

export const Nav = styled.nav`
  width: 100%;
  ${media.wide} { width: auto; flex: 1 1 auto; }
`;

/** Two columns on a phone (one below about 300 px of room), in a wrapping line on a wide screen. */
export const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.25rem, 1fr));
  gap: 0.4rem;
  ${media.wide} { display: flex; flex-wrap: wrap; gap: 0.3rem; }
`;

/** A count beside a screen's name (e-mail problems, new referrals): dark on light in the bar, the reverse on the current screen and the open button. */
export const Count = styled.span`
  display: inline-block;
  min-width: 1.5rem;
  margin-left: 0.4rem;
  padding: 0 0.4rem;
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.brandDark};
  font-size: 0.875rem;
  line-height: 1.5rem;
  text-align: center;
  [aria-current='page'] > &, [aria-expanded='true'] > & { background: ${color.brandDark}; color: ${color.onDark}; }
`;

/**
 * A screen's link. Its count goes under its name when the column is too narrow for both on one
 * line ('Referrals 4 · 2 urgent' at 320 px), so the menu never scrolls sideways (WCAG 1.4.10).
 */
export const Item = styled(NavLink)`
  ${pill}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.15rem 0.4rem;
  height: 100%;
  padding: 0.4rem 0.85rem;
  border: 2px solid rgb(255 255 255 / 35%);
  text-decoration: none;
  text-align: center;
  & > ${Count} { margin-left: 0; }
  &:hover { color: ${color.onDark}; }
  &[aria-current='page'] { background: ${color.surface}; color: ${color.brandDark}; border-color: ${color.surface}; }
  ${media.wide} { white-space: nowrap; padding: 0.4rem 0.6rem; font-size: 0.95rem; }
`;

export const SignOut = styled.button`
  ${pill}
  flex: none;
  padding: 0.4rem 1rem;
  border: 2px solid ${color.onDark};
  background: transparent;
  cursor: pointer;
  &[aria-busy='true'] { cursor: progress; }
`;
