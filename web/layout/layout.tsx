import { type ReactNode, useRef } from 'react';
import styled from 'styled-components';
import { OfflineBanner } from '../features/offline/offline-banner';
import { OutboxButton } from '../features/offline/outbox-button';
import { GlobalStyle } from '../ui/global-style';
import { color, radius } from '../ui/theme';
import { FloatingActions } from './floating-actions';
import { Footer } from './footer';
import { Header } from './header';
import { useRouteFocus, useRouteMeta } from './use-route-effects';

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -10rem;
  z-index: 100;
  padding: 0.75rem 1.25rem;
  border-radius: ${radius.sm};
  background: ${color.brandDark};
  color: ${color.onDark};
  font-weight: 700;
  &:focus { top: 1rem; color: ${color.onDark}; }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;
`;

/** The frame of every page: skip link, header, the route's content, footer and quick-contact buttons. */
export function Layout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useRouteMeta();
  useRouteFocus(main);
  return (
    <>
      <GlobalStyle />
      <SkipLink href="#main">Skip to main content</SkipLink>
      <Header actions={<OutboxButton />} />
      <Main id="main" tabIndex={-1} ref={main}>
        <OfflineBanner />
        {children}
      </Main>
      <Footer />
      <FloatingActions />
    </>
  );
}
