import styled from 'styled-components';
import { daysWording, provider } from '../../api/contract';
import { FAQS } from '../content/faqs';
import { Accordion } from '../ui/accordion';
import { ButtonAnchor, ButtonLink, ButtonRow } from '../ui/button';
import { Card } from '../ui/card';
import { Container } from '../ui/container';
import { EscalationLadder } from '../ui/escalation-ladder';
import { Icon } from '../ui/icons';
import { PageHero } from '../ui/page-hero';
import { Section } from '../ui/section';
import { color } from '../ui/theme';
import { TTY_RELAY } from '../../api/contract/phone';

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

export default function Faqs() {
  return (
    <>
      <PageHero eyebrow="FAQs" title="Frequently Asked Questions">
        <p>Straight answers about our treatments, where we work, insurance and how to reach us, and when to call 911 instead.</p>
      </PageHero>
      <Section>
        <Container>
          <Narrow>
            <Accordion items={FAQS} idPrefix="faq" />
            <LadderBox>
              <EscalationLadder />
            </LadderBox>
            <StillQuestions>
              <h2>Still have a question?</h2>
              <p>{`Our team answers every message within ${provider.replyWithin}, and the phone is staffed ${daysWording(provider.hours.open.weekdays)}.`}</p>
              <ButtonRow>
                <ButtonLink to="/contact">Contact Us</ButtonLink>
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
