import styled from 'styled-components';
import { color } from './theme';

/** A page band; `$tone` picks the background. */
export const Section = styled.section<{ $tone?: 'plain' | 'tint' | 'brand' }>`
  padding: clamp(2.75rem, 2rem + 3vw, 4.5rem) 0;
  background: ${({ $tone }) => ($tone === 'tint' ? color.brandTint : $tone === 'brand' ? color.brandDark : 'transparent')};
  ${({ $tone }) =>
    $tone === 'brand' &&
    `color: ${color.onDark};
     --focus-ring: ${color.onDark};
     h2, h3 { color: ${color.onDark}; }
     p { color: ${color.onDarkMuted}; }
     a:not([class]) { color: ${color.onDark}; }`}
`;

/** Centred heading block above a section's content. */
export const SectionIntro = styled.div`
  max-width: 44rem;
  margin: 0 auto 2.25rem;
  text-align: center;
  p { color: ${color.muted}; font-size: 1.1rem; }
`;

export const Eyebrow = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.brand};
`;
