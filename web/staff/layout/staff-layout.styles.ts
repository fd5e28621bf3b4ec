import styled from 'styled-components';
import { NavLink } from 'react-router-dom';
import { color, layout, media, radius } from '../../ui/theme';

export const Bar = styled.header`
  background: ${color.brandDark};
  color: ${color.onDark};
  --focus-ring: ${color.onDark};
`;

export const BarInner = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0.5rem 1rem 0.75rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

export const Brand = styled.p`
  margin: 0 auto 0 0;
  font-weight: 750;
  line-height: 1.25;
  span { display: block; font-weight: 400; font-size: 0.9rem; color: ${color.onDarkMuted}; }
`;

/**
 * Under the name and 'Sign out', on rows of their own (a phone, a tablet, a narrow window); on
 * a wide screen, the six of them on one line between the two.
 */
export const Nav = styled.nav`
  order: 3;
  flex-basis: 100%;
  ${media.wide} { order: 0; flex-basis: auto; }
`;

export const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  ${media.wide} { gap: 0.3rem; }
`;

export const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0.4rem 0.85rem;
  white-space: nowrap;
  border-radius: ${radius.pill};
  border: 2px solid rgb(255 255 255 / 35%);
  color: ${color.onDark};
  font-weight: 650;
  text-decoration: none;
  text-align: center;
  &:hover { color: ${color.onDark}; background: rgb(255 255 255 / 12%); }
  &[aria-current='page'] { background: ${color.surface}; color: ${color.brandDark}; border-color: ${color.surface}; }
  /* Narrower on the wide screen's one line (Nav), so all seven fit beside the name and 'Sign out' (a very long username still wraps 'Sign out' below). */
  ${media.wide} { padding: 0.4rem 0.6rem; font-size: 0.95rem; }
`;

/** A count beside a screen's name (e-mail problems): dark on light in the bar, the reverse on the current screen. */
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
  [aria-current='page'] > & { background: ${color.brandDark}; color: ${color.onDark}; }
`;

export const SignOut = styled.button`
  min-height: 2.75rem;
  padding: 0.4rem 1rem;
  border-radius: ${radius.pill};
  border: 2px solid ${color.onDark};
  background: transparent;
  color: ${color.onDark};
  font: inherit;
  font-weight: 650;
  cursor: pointer;
  &:hover { background: rgb(255 255 255 / 12%); }
  &[aria-busy='true'] { cursor: progress; }
`;

export const Main = styled.main`
  display: block;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 1.25rem 1rem 6rem;
  ${media.sm} { padding: 1.75rem 1.5rem 6rem; }
  h1 { font-size: clamp(1.75rem, 1.5rem + 1.2vw, 2.4rem); }
`;
