import styled from 'styled-components';
import { NavLink } from 'react-router-dom';
import { SkipLink } from '../../ui/skip-link';
import { color, layout, media, radius } from '../../ui/theme';

/** The site's skip link, shown over the dark bar: its ring is white there (the site's teal ring is 1.3:1 on it). */
export const Skip = styled(SkipLink)`
  --focus-ring: ${color.onDark};
`;

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
 * Under the name, on rows of their own, with 'Sign out' after them (a phone, a tablet, a narrow
 * window); on a wide screen, all on one line between the two. Either way the order on screen is
 * the order in the page, so Tab goes the way the eyes do (WCAG 2.4.3).
 */
export const Nav = styled.nav`
  flex-basis: 100%;
  ${media.wide} { flex-basis: auto; }
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
