import { Link } from '../ui/link';
import styled, { css } from 'styled-components';
import { provider } from '#contract';
import { useShell } from '../i18n/lang-context';
import { Icon } from '../ui/icons';
import { color, media, shadow } from '../ui/theme';
import { VisuallyHidden } from '../ui/visually-hidden';
import { TTY_RELAY } from '#contract/phone';

const Dock = styled.aside`
  position: fixed;
  right: max(0.75rem, env(safe-area-inset-right));
  bottom: max(0.75rem, env(safe-area-inset-bottom));
  z-index: 40;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  ${media.md} { right: 1.5rem; bottom: 1.5rem; }
`;

const round = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  border: 2px solid ${color.surface};
  box-shadow: ${shadow.raised};
  transition: transform 0.15s ease;
  &:hover { transform: scale(1.06); }
  /* These float over white pages and the dark footer alike: a dark ring inside a white one
     reaches 3:1 against either (WCAG 1.4.11). */
  &:focus-visible {
    outline: 3px solid ${color.text};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${color.surface}, 0 0 0 8px ${color.surface};
  }
  svg { width: 1.35rem; height: 1.35rem; }
  ${media.md} { width: 3.25rem; height: 3.25rem; }
`;

const PhoneLink = styled.a`
  ${round}
  background: ${color.brand};
  color: ${color.onDark};
  &:hover { color: ${color.onDark}; background: ${color.brandDark}; }
`;

const CalendarLink = styled(Link)`
  ${round}
  background: ${color.surface};
  color: ${color.brand};
  border-color: ${color.brand};
  &:hover { color: ${color.brandDark}; }
`;

/** Call and book shortcuts, bottom-right on every page. The footer leaves room beneath them. */
export function FloatingActions() {
  const { floating } = useShell();
  return (
    <Dock aria-label={floating.label}>
      <CalendarLink to="/contact">
        <Icon name="calendar" />
        <VisuallyHidden>{floating.book}</VisuallyHidden>
      </CalendarLink>
      <PhoneLink href={`tel:${provider.phoneHref}`}>
        <Icon name="phone" />
        <VisuallyHidden>
          {floating.call} ({TTY_RELAY})
        </VisuallyHidden>
      </PhoneLink>
    </Dock>
  );
}
