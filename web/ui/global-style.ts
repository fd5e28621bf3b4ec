import { createGlobalStyle } from 'styled-components';
import { color, font, layout } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* Anchored sections land below the sticky header; a control focused near the bottom is scrolled
       clear of the floating Book and Call buttons (they cover the corner at 200 % text). */
    scroll-padding: calc(${layout.headerHeight} + 1rem) 0 8.5rem;
  }

  body {
    margin: 0;
    min-width: 320px;
    font-family: ${font.body};
    font-size: 1.0625rem;
    line-height: 1.6;
    color: ${color.text};
    background: ${color.surface};
    --focus-ring: ${color.brand};
  }

  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 0.75rem; color: ${color.text}; text-wrap: balance; overflow-wrap: break-word; }
  h1 { font-size: clamp(2rem, 1.5rem + 2.2vw, 3.1rem); letter-spacing: -0.02em; }
  h2 { font-size: clamp(1.6rem, 1.35rem + 1.1vw, 2.25rem); letter-spacing: -0.01em; }
  h3 { font-size: 1.25rem; }
  p { margin: 0 0 1rem; }
  ul, ol { margin: 0 0 1rem; }

  img, svg { max-width: 100%; height: auto; }

  a { color: ${color.brand}; text-underline-offset: 0.15em; }
  a:hover { color: ${color.brandDark}; text-decoration-thickness: 2px; }

  :focus-visible {
    outline: 3px solid var(--focus-ring);
    outline-offset: 3px;
  }

  /* Route changes move focus to <main> or a section; they are not controls, so no ring there. */
  [tabindex='-1']:focus { outline: none; }

  @media (prefers-reduced-motion: no-preference) {
    html { scroll-behavior: smooth; }
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
