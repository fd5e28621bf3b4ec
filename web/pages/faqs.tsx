import styled from 'styled-components';
import { provider } from '#contract';
import type { FaqsWords } from '../i18n/faqs.en';
import { Accordion } from '../ui/accordion';
import { ButtonAnchor, ButtonLink, ButtonRow } from '../ui/button';
import { Card } from '../ui/card';
import { Container } from '../ui/container';
import { EscalationLadder } from '../ui/escalation-ladder';
import { Icon } from '../ui/icons';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { color } from '../ui/theme';
import { TTY_RELAY } from '#contract/phone';

const Narrow = styled.div`
  max-width: 48rem;
  margin: 0 auto;
`;

const LadderBox = styled.div`
  margin-top: 3rem;
`;

const StillQuestions = styled(Card)`
  margin-top: 2.5rem;
  text-align: center;
  background: ${color.brandTint};
  h2 { font-size: 1.6rem; }
  p { color: ${color.muted}; }
  ${ButtonRow} { justify-content: center; }
`;

/**
 * The FAQ page, in the language of `words` (docs/decisions/031): the six questions as an accordion,
 * the escalation ladder in the same language, and a way to ask more. Each language's route module
 * (web/routes/en/faqs.tsx, web/routes/es/faqs.tsx) passes its words.
 */
export function FaqsPage({ words }: { words: FaqsWords }) {
  const items = words.items.map(({ question, answer }) => ({ question, answer: answer() }));
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.lead}</p>
      </PageHero>
      <Section>
        <Container>
          <Narrow>
            <Accordion items={items} idPrefix="faq" />
            <LadderBox>
              <EscalationLadder ladder={words.ladder} />
            </LadderBox>
            <StillQuestions>
              <h2>{words.still.title}</h2>
              <p>{words.still.text}</p>
              <ButtonRow>
                <ButtonLink to="/contact">{words.still.contact}</ButtonLink>
                <ButtonAnchor href={`tel:${provider.phoneHref}`} $variant="secondary">
                  <Icon name="phone" />
                  {provider.phone}
                  {' '}
                  ({TTY_RELAY})
                </ButtonAnchor>
              </ButtonRow>
            </StillQuestions>
          </Narrow>
        </Container>
      </Section>
    </>
  );
}
