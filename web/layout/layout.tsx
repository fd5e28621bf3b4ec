import { type ReactNode, useRef } from 'react';
import styled from 'styled-components';
import { OfflineBanner } from '../features/offline/offline-banner';
import { OutboxButton } from '../features/offline/outbox-button';
import { useShell } from '../i18n/lang-context';
import { GlobalStyle } from '../ui/global-style';
import { SkipLink } from '../ui/skip-link';
import { FloatingActions } from './floating-actions';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageOffer } from './language-offer';
import { useRouteFocus, useRouteMeta } from './use-route-effects';

const Main = styled.main`
  display: block;
  min-height: 60vh;
`;

/**
 * The frame of every page, in the page's language: skip link, the Spanish offer (English pages,
 * Spanish-preferring browsers), header, the route's content, footer and quick-contact buttons.
 */
export function Layout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const words = useShell();
  useRouteMeta();
  useRouteFocus(main);
  return (
    <>
      <GlobalStyle />
      <SkipLink href="#main">{words.skipLink}</SkipLink>
      <LanguageOffer />
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
