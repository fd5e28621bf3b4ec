import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './container';
import { Eyebrow } from './section';
import { color } from './theme';

const Band = styled.div`
  background: linear-gradient(180deg, ${color.brandSoft} 0%, ${color.brandTint} 100%);
  border-bottom: 1px solid ${color.border};
  padding: clamp(2.5rem, 1.75rem + 3vw, 4rem) 0;
`;

const Lead = styled.div`
  max-width: 46rem;
  font-size: 1.15rem;
  color: ${color.muted};
  p:last-child { margin-bottom: 0; }
`;

/** The heading band at the top of every inner page: the page's one <h1>. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <Band>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {children && <Lead>{children}</Lead>}
      </Container>
    </Band>
  );
}
