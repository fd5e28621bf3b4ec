import { useEffect, useRef, useState, type ReactNode, type ToggleEvent } from 'react';
import { provider } from '#contract';
import { headerLinks } from '../i18n/navigation';
import { useShell } from '../i18n/lang-context';
import { Container } from '../ui/container';
import { Icon } from '../ui/icons';
import { Bar, Brand, End, Inner, Item, List, MenuButton, Nav } from './header.styles';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo-mark';

const LIST_ID = 'site-menu';

/**
 * The sticky site header. On narrow screens the links fold into a menu; the language switch and
 * `actions` go at the end of the bar, always visible (room for status badges).
 *
 * The menu is a popover its button opens (docs/decisions/035): it opens, and closes on Escape or a
 * click elsewhere, from the first paint, before any script. Once hydrated, the header adds what the
 * platform does not do (decision 013): Escape from inside returns focus to the button, focus that
 * moves on past the menu closes it, choosing a link closes it, and the button says whether it is
 * expanded (before hydration the browser says so for a popover's button itself).
 */
export function Header({ actions }: { actions?: ReactNode }) {
  const words = useShell();
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const close = () => {
    if (listRef.current?.matches(':popover-open')) listRef.current.hidePopover();
  };

  useEffect(() => {
    setHydrated(true);
    // Opened before hydration: the toggle event has already gone by.
    setOpen(listRef.current?.matches(':popover-open') ?? false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const inMenu = (target: EventTarget | null) => target instanceof Node && (navRef.current?.contains(target) ?? false);
    // Escape closes the popover anywhere (the browser); from inside the menu focus goes back to its button.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && inMenu(document.activeElement)) buttonRef.current?.focus();
    };
    // Focus that moves on past the menu (Tab from its last link) closes it, and focus stays where it
    // went: the links under the open panel are never focused while hidden behind it.
    const onFocus = (event: Event) => {
      if (!inMenu(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <Bar>
      <Container>
        <Inner>
          <Brand to="/" aria-label={words.header.home} onClick={close}>
            <LogoMark />
            <span>{provider.brandName}</span>
          </Brand>
          <Nav ref={navRef} aria-label={words.header.nav}>
            <MenuButton ref={buttonRef} type="button" popoverTarget={LIST_ID} aria-controls={LIST_ID} aria-expanded={hydrated ? open : undefined}>
              <Icon name="menu" />
              <Icon name="close" />
              <span data-label="">{words.header.menu}</span>
            </MenuButton>
            <List
              ref={listRef}
              id={LIST_ID}
              popover="auto"
              onToggle={(event: ToggleEvent<HTMLUListElement>) => setOpen(event.newState === 'open')}
            >
              {headerLinks(words).map(({ to, label }) => (
                <li key={to}>
                  <Item to={to} onClick={close}>
                    {label}
                  </Item>
                </li>
              ))}
            </List>
          </Nav>
          <LanguageSwitch />
          {actions && <End data-end="">{actions}</End>}
        </Inner>
      </Container>
    </Bar>
  );
}
