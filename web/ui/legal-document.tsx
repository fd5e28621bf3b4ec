import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MONTH_NAMES } from '#contract';
import { Container } from './container';
import { Section } from './section';
import { color, layout, media, radius } from './theme';

/** '2026-11-23' → 'November 23, 2026': a legal page's date, as it is written. */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

export interface LegalSection {
  /** Link target: the contents list and other pages link `#id`. */
  id: string;
  title: string;
  body: ReactNode;
}

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  ${media.lg} { grid-template-columns: 16rem minmax(0, 46rem); gap: 4rem; }
`;

const Contents = styled.nav`
  align-self: start;
  padding: 1.25rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.brandTint};
  ${media.lg} { position: sticky; top: calc(${layout.headerHeight} + 1.5rem); }
  h2 { font-size: 1rem; margin-bottom: 0.5rem; }
  ol { margin: 0; padding-left: 1.25rem; font-size: 0.95rem; }
  li { margin: 0.35rem 0; }
`;

const Body = styled.div`
  /* Web and street addresses wrap on a narrow phone instead of widening the page. */
  overflow-wrap: anywhere;
  section + section { margin-top: 2.5rem; padding-top: 2rem; border-top: 1px solid ${color.border}; }
  h2 { font-size: 1.5rem; }
  h3 { font-size: 1.15rem; margin-top: 1.5rem; }
  li { margin: 0.4rem 0; }
`;

/** A legal page's body: a contents list (titled `contents`, in the page's language) beside its sections (the privacy policy, the Notice of Privacy Practices, the nondiscrimination notice, the accessibility statement), after `before` (a required header). */
export function LegalDocument({ sections, before, contents = 'On this page' }: { sections: readonly LegalSection[]; before?: ReactNode; contents?: string }) {
  return (
    <Section>
      <Container>
        {before}
        <Columns>
          <Contents aria-labelledby="contents-heading">
            <h2 id="contents-heading">{contents}</h2>
            <ol>
              {sections.map(({ id, title }) => (
                <li key={id}>
                  <a href={`#${id}`}>{title}</a>
                </li>
              ))}
            </ol>
          </Contents>
          <Body>
            {sections.map(({ id, title, body }) => (
              <section key={id} id={id} aria-labelledby={`${id}-heading`} tabIndex={-1}>
                <h2 id={`${id}-heading`}>{title}</h2>
                {body}
              </section>
            ))}
          </Body>
        </Columns>
      </Container>
    </Section>
  );
}
