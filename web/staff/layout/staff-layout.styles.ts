import styled from 'styled-components';
import { SkipLink } from '../../ui/skip-link';
import { color, layout, media } from '../../ui/theme';

/** The site's skip link, shown over the dark bar: its ring is white there (the site's teal ring is 1.3:1 on it). */
export const Skip = styled(SkipLink)`
  --focus-ring: ${color.onDark};
`;

export const Bar = styled.header`
  background: ${color.brandDark};
  color: ${color.onDark};
  --focus-ring: ${color.onDark};
`;

/**
 * One row on a phone: the name and the menu button (staff-nav.tsx), the open menu on a row of
 * its own under them. On a wide screen the name, then a row of the screens with 'Sign out' at its
 * end, so Tab goes the way the eyes do (WCAG 2.4.3).
 */
export const BarInner = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0.5rem 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  ${media.wide} { padding-bottom: 0.75rem; }
`;

/** Below 72em it shares its row with the Menu button, wrapping a long username rather than pushing the button down. */
export const Brand = styled.p`
  flex: 1 1 10rem;
  margin: 0 auto 0 0;
  min-width: 0;
  ${media.wide} { flex: 0 1 auto; }
  font-weight: 750;
  line-height: 1.25;
  overflow-wrap: anywhere;
  span { display: block; font-weight: 400; font-size: 0.9rem; color: ${color.onDarkMuted}; }
`;

export const Main = styled.main`
  display: block;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 1.25rem 1rem 6rem;
  ${media.sm} { padding: 1.75rem 1.5rem 6rem; }
  h1 { font-size: clamp(1.75rem, 1.5rem + 1.2vw, 2.4rem); }
`;
