import { type ReactNode, useRef } from 'react';
import styled from 'styled-components';
import { OfflineBanner } from '../features/offline/offline-banner';
import { OutboxButton } from '../features/offline/outbox-button';
import { GlobalStyle } from '../ui/global-style';
import { SkipLink } from '../ui/skip-link';
import { FloatingActions } from './floating-actions';
import { Footer } from './footer';
import { Header } from './header';
import { useRouteFocus, useRouteMeta } from './use-route-effects';

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
