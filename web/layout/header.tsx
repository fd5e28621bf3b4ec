import { useEffect, useRef, useState, type ReactNode } from 'react';
import { provider } from '../../api/contract';
import { headerLinks } from '../content/navigation';
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
 */
export function Header({ actions }: { actions?: ReactNode }) {
  const words = useShell();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const inMenu = (target: EventTarget | null) => target instanceof Node && (navRef.current?.contains(target) ?? false);
    // Escape from inside the menu returns to its button; from anywhere else it only closes it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (inMenu(document.activeElement)) buttonRef.current?.focus();
    };
    // Focus that moves on past the menu (Tab from its last link) or a click elsewhere closes it, and
    // focus stays where it went: the links under the open panel are never focused while hidden behind it.
    const onOutside = (event: Event) => {
      if (!inMenu(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, [open]);

  return (
    <Bar>
      <Container>
        <Inner>
          <Brand to="/" aria-label={words.header.home} onClick={() => setOpen(false)}>
            <LogoMark />
            <span>{provider.brandName}</span>
          </Brand>
          <Nav ref={navRef} aria-label={words.header.nav}>
            <MenuButton
              ref={buttonRef}
              type="button"
              aria-expanded={open}
              aria-controls={LIST_ID}
              onClick={() => setOpen((isOpen) => !isOpen)}
            >
              <Icon name={open ? 'close' : 'menu'} />
              <span data-label="">{words.header.menu}</span>
            </MenuButton>
            <List id={LIST_ID} data-open={open}>
              {headerLinks(words).map(({ to, label }) => (
                <li key={to}>
                  <Item to={to} onClick={() => setOpen(false)}>
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
