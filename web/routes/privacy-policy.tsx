import styled from 'styled-components';
import { POLICY_SECTIONS, POLICY_UPDATED } from '../content/privacy-policy';
import { Container } from '../ui/container';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { color, layout, media, radius } from '../ui/theme';

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
  section + section { margin-top: 2.5rem; padding-top: 2rem; border-top: 1px solid ${color.border}; }
  h2 { font-size: 1.5rem; }
  li { margin: 0.4rem 0; }
`;

export function PrivacyPolicy() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy Policy">
        <p>How we collect, use and protect your information, including our HIPAA Notice of Privacy Practices and the terms of using this website.</p>
        <p>Last updated: {POLICY_UPDATED}</p>
      </PageHero>
      <Section>
        <Container>
          <Columns>
            <Contents aria-labelledby="contents-heading">
              <h2 id="contents-heading">On this page</h2>
              <ol>
                {POLICY_SECTIONS.map(({ id, title }) => (
                  <li key={id}>
                    <a href={`#${id}`}>{title}</a>
                  </li>
                ))}
              </ol>
            </Contents>
            <Body>
              {POLICY_SECTIONS.map(({ id, title, body }) => (
                <section key={id} id={id} aria-labelledby={`${id}-heading`} tabIndex={-1}>
                  <h2 id={`${id}-heading`}>{title}</h2>
                  {body}
                </section>
              ))}
            </Body>
          </Columns>
        </Container>
      </Section>
    </>
  );
}
