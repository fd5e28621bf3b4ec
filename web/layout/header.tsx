import { useEffect, useRef, useState, type ReactNode } from 'react';
import { provider } from '../../api/contract';
import { HEADER_LINKS } from '../content/navigation';
import { Container } from '../ui/container';
import { Icon } from '../ui/icons';
import { Bar, Brand, End, Inner, Item, List, MenuButton, Nav } from './header.styles';
import { LogoMark } from './logo-mark';

const LIST_ID = 'site-menu';

/**
 * The sticky site header. On narrow screens the links fold into a menu; `actions` go at the
 * end of the bar, always visible (room for status badges).
 */
export function Header({ actions }: { actions?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Bar>
      <Container>
        <Inner>
          <Brand to="/" aria-label={`${provider.brandName}, home`} onClick={() => setOpen(false)}>
            <LogoMark />
            <span>{provider.brandName}</span>
          </Brand>
          <Nav aria-label="Main">
            <MenuButton
              ref={buttonRef}
              type="button"
              aria-expanded={open}
              aria-controls={LIST_ID}
              onClick={() => setOpen((isOpen) => !isOpen)}
            >
              <Icon name={open ? 'close' : 'menu'} />
              Menu
            </MenuButton>
            <List id={LIST_ID} data-open={open}>
              {HEADER_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Item to={to} onClick={() => setOpen(false)}>
                    {label}
                  </Item>
                </li>
              ))}
            </List>
          </Nav>
          {actions && <End>{actions}</End>}
        </Inner>
      </Container>
    </Bar>
  );
}
