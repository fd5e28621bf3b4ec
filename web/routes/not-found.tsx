import styled from 'styled-components';
import { provider } from '#contract';
import { useShell } from '../i18n/lang-context';
import { ButtonAnchor, ButtonLink, ButtonRow } from '../ui/button';
import { Container } from '../ui/container';
import { Icon } from '../ui/icons';
import { Section } from '../ui/section';
import { color } from '../ui/theme';
import { TTY_RELAY } from '#contract/phone';

const Box = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  text-align: center;
  p { color: ${color.muted}; font-size: 1.1rem; }
  ${ButtonRow} { justify-content: center; margin-top: 1.75rem; }
`;

const Code = styled.p`
  && { margin: 0 0 0.5rem; font-size: 1rem; font-weight: 700; letter-spacing: 0.1em; color: ${color.brand}; }
`;

/** What any other path shows, in the language of its path (its words are the shell's). */
export default function NotFound() {
  const { notFound } = useShell();
  return (
    <Section>
      <Container>
        <Box>
          <Code>{notFound.code}</Code>
          <h1>{notFound.title}</h1>
          <p>{notFound.text}</p>
          <ButtonRow>
            <ButtonLink to="/">{notFound.home}</ButtonLink>
            <ButtonLink to="/services" $variant="secondary">
              {notFound.services}
            </ButtonLink>
            <ButtonAnchor href={`tel:${provider.phoneHref}`} $variant="secondary">
              <Icon name="phone" />
              {notFound.call}
              {' '}
              ({TTY_RELAY})
            </ButtonAnchor>
          </ButtonRow>
        </Box>
      </Container>
    </Section>
  );
}
