import styled from 'styled-components';
import { provider } from '../../api/contract';
import { ButtonAnchor, ButtonLink, ButtonRow } from '../ui/button';
import { Container } from '../ui/container';
import { Icon } from '../ui/icons';
import { Section } from '../ui/section';
import { color } from '../ui/theme';

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

export default function NotFound() {
  return (
    <Section>
      <Container>
        <Box>
          <Code>Error 404</Code>
          <h1>Page Not Found</h1>
          <p>
            We could not find the page you were looking for. It may have moved, or the link may have a typo. These pages
            can help you get where you were going.
          </p>
          <ButtonRow>
            <ButtonLink to="/">Back to Home</ButtonLink>
            <ButtonLink to="/services" $variant="secondary">
              Our Services
            </ButtonLink>
            <ButtonAnchor href={`tel:${provider.phoneHref}`} $variant="secondary">
              <Icon name="phone" />
              Call {provider.phone}
            </ButtonAnchor>
          </ButtonRow>
        </Box>
      </Container>
    </Section>
  );
}
