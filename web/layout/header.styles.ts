import { Link, NavLink } from '../ui/link';
import styled from 'styled-components';
import { color, layout, media, radius } from '../ui/theme';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgb(255 255 255 / 97%);
  border-bottom: 1px solid ${color.border};
  box-shadow: 0 1px 8px rgb(15 23 42 / 5%);
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem 0.75rem;
  min-height: ${layout.headerHeight};
  /* With the outbox button at the end, a phone's bar has no room for the name and a worded menu
     button: the logo (the link's name is the full name) and the menu icon stand in, so nothing
     overlaps at 320 px (WCAG 1.4.10). */
  /* Below 360 px the brand's two lines, a worded menu button and the language switch overlap
     ("Evergreen Mobile" under "Menú" at 320 px): the menu button keeps its icon and its name. */
  @media (max-width: 22.49em) {
    [data-label] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  }
  @media (max-width: 29.99em) {
    &:has([data-end]:not(:empty)) {
      gap: 0.5rem;
      a > span { display: none; }
      [data-label] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    }
  }
`;

export const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-width: 0;
  margin-right: auto;
  padding: 0.35rem 0;
  color: ${color.text};
  font-weight: 750;
  font-size: 1.05rem;
  line-height: 1.2;
  text-decoration: none;
  svg { flex: none; }
  /* Two lines ("Evergreen Mobile / Wound Care") read as a logo lockup and leave room for the links. */
  span { max-width: 10.5rem; }
  &:hover { color: ${color.brandDark}; text-decoration: none; }
  @media (max-width: 23em) { gap: 0.45rem; font-size: 0.95rem; }
`;

export const Nav = styled.nav`
  flex: none;
  display: flex;
  align-items: center;
`;

export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 2.75rem;
  padding: 0.45rem 0.8rem;
  border: 2px solid ${color.brand};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.brand};
  font: inherit;
  font-weight: 650;
  cursor: pointer;
  svg { width: 1.25rem; height: 1.25rem; }
  /* Both icons are in the page; the menu's own state picks one, so it is right before hydration too. */
  svg + svg { display: none; }
  &:has(+ :popover-open) {
    background: ${color.brandSoft};
    svg { display: none; }
    svg + svg { display: block; }
  }
  ${media.wide} { display: none; }
`;

/**
 * A popover below 1152 px (under the bar, over the page: the browser puts it in the top layer, so it
 * is placed from the viewport, where the sticky bar is); a row of links in the bar above.
 */
export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  ${media.narrow} {
    position: fixed;
    inset: calc(${layout.headerHeight} + 1px) 0 auto;
    width: auto;
    height: auto;
    padding: 0.5rem 1rem 1rem;
    border: 0;
    border-bottom: 1px solid ${color.border};
    color: ${color.text};
    background: ${color.surface};
    box-shadow: 0 12px 24px rgb(15 23 42 / 10%);
    max-height: calc(100vh - ${layout.headerHeight});
    overflow-y: auto;
  }

  ${media.wide} {
    display: flex;
    position: static;
    overflow: visible;
    border: 0;
    color: inherit;
    background: none;
    align-items: center;
    gap: 0.15rem;
  }
`;

export const Item = styled(NavLink)`
  display: block;
  padding: 0.75rem 0.75rem;
  border-radius: ${radius.sm};
  color: ${color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover { color: ${color.brandDark}; background: ${color.brandTint}; text-decoration: none; }
  &[aria-current='page'] { color: ${color.brand}; background: ${color.brandSoft}; }
  ${media.narrow} { border-bottom: 1px solid ${color.brandTint}; }
  ${media.wide} {
    padding: 0.5rem 0.6rem;
    font-size: 0.95rem;
    &[aria-current='page'] { box-shadow: inset 0 -3px 0 ${color.brand}; border-radius: ${radius.sm} ${radius.sm} 0 0; }
  }
`;

export const End = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;
