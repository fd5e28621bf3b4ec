import styled from 'styled-components';
import { Container } from '../ui/container';
import { Link } from '../ui/link';
import { color, radius } from '../ui/theme';
import { leaveFor } from './language-switch';

const Bar = styled.aside`
  background: ${color.brandDark};
  color: ${color.onDark};
  --focus-ring: ${color.onDark};
  font-weight: 600;
  p {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0.35rem 0;
  }
  a { color: ${color.onDark}; text-decoration: underline; padding: 0.5rem 0; }
  a:hover { color: ${color.onDark}; }
`;

const Dismiss = styled.button`
  margin-left: auto;
  min-height: 2.75rem;
  padding: 0.35rem 0.9rem;
  border: 1px solid currentColor;
  border-radius: ${radius.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover { background: rgb(255 255 255 / 12%); }
`;

/**
 * The offer itself, in Spanish, for a browser that prefers it (web/layout/language-offer.tsx):
 * written in Spanish on an English page by design, so it is a module of its own that only those
 * browsers load, not a catalogue's words.
 */
export function SpanishOffer({ to, onDismiss }: { to: string; onDismiss: () => void }) {
  return (
    <Bar lang="es" aria-label="Idioma">
      <Container>
        <p>
          <span>Esta página también está en español.</span>
          <Link to={to} hrefLang="es" onClick={() => leaveFor(to, 'es')}>
            Ver en español
          </Link>
          <Dismiss type="button" onClick={onDismiss}>
            No, gracias
          </Dismiss>
        </p>
      </Container>
    </Bar>
  );
}
