import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonRow } from './button';
import { Container } from './container';
import { Section } from './section';

const Inner = styled.div`
  max-width: 46rem;
  margin: 0 auto;
  text-align: center;
  p { font-size: 1.1rem; }
  ${ButtonRow} { justify-content: center; margin-top: 1.5rem; }
`;

/** The dark call-to-action band near the end of a page; `children` are its buttons. */
export function CtaBand({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  return (
    <Section $tone="brand">
      <Container>
        <Inner>
          <h2>{title}</h2>
          <p>{text}</p>
          <ButtonRow>{children}</ButtonRow>
        </Inner>
      </Container>
    </Section>
  );
}
