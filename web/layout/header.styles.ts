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
  /* Without JavaScript the links are always shown; a tall bar should not stick over the page. */
  @media (scripting: none) {
    ${media.narrow} { position: static; }
  }
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem 0.75rem;
  min-height: ${layout.headerHeight};
  /* With the outbox button at the end, a phone's bar has no room for the name and a worded menu
     button: the logo (the link's name is the full name) and the menu icon stand in, so nothing
     overlaps at 320 px (WCAG 1.4.10). */
  @media (max-width: 29.99em) {
    &:has([data-end]:not(:empty)) {
      gap: 0.5rem;
      a > span { display: none; }
      [data-label] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    }
  }
  /* Without JavaScript the links take their own row under the brand. */
  @media (scripting: none) { flex-wrap: wrap; }
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
  @media (scripting: none) {
    ${media.narrow} { order: 3; flex-basis: 100%; }
  }
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
  &[aria-expanded='true'] { background: ${color.brandSoft}; }
  ${media.wide} { display: none; }
  @media (scripting: none) { display: none; }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  ${media.narrow} {
    &[data-open='false'] { display: none; }
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    padding: 0.5rem 1rem 1rem;
    background: ${color.surface};
    border-bottom: 1px solid ${color.border};
    box-shadow: 0 12px 24px rgb(15 23 42 / 10%);
    max-height: calc(100vh - ${layout.headerHeight});
    overflow-y: auto;
  }

  @media (scripting: none) {
    ${media.narrow} {
      &[data-open='false'] { display: flex; }
      position: static;
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      padding: 0 0 0.75rem;
      box-shadow: none;
      border: 0;
    }
  }

  ${media.wide} {
    display: flex;
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
  @media (scripting: none) {
    ${media.narrow} { padding: 0.5rem 0.65rem; border-bottom: 0; }
  }
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
