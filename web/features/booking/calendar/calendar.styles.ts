import styled from 'styled-components';
import { color, radius } from '../../../ui/theme';
import { calendarColor } from '../booking.styles';

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
`;

export const MonthTitle = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 1.05rem;
`;

export const MonthButton = styled.button`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0 0 0.15rem;
  font: inherit;
  font-size: 1.6rem;
  line-height: 1;
  color: ${color.brand};
  background: ${color.surface};
  border: 1.5px solid ${color.border};
  border-radius: ${radius.pill};
  cursor: pointer;
  &:hover { background: ${color.brandSoft}; }
  &[aria-disabled='true'] { color: ${color.border}; background: ${color.surface}; cursor: default; }
`;

export const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0.25rem;
  table-layout: fixed;
  margin: 0 -0.25rem;
  width: calc(100% + 0.5rem);
  &[aria-invalid='true'] { outline: 2px solid ${color.danger}; outline-offset: 2px; border-radius: ${radius.sm}; }
`;

export const Weekday = styled.th`
  padding: 0.2rem 0;
  font-size: 0.8rem;
  font-weight: 650;
  color: ${color.muted};
  text-align: center;
`;

/**
 * A day's look follows the attributes it already carries for assistive technology (a date, and
 * aria-disabled or aria-selected), not a styled-components prop: the style is then the same for
 * all 42 cells, and styled-components works it out once instead of for every cell on every render.
 */
export const Cell = styled.td`
  height: 2.6rem;
  padding: 0;
  text-align: center;
  vertical-align: middle;
  border-radius: ${radius.sm};
  font-variant-numeric: tabular-nums;
  user-select: none;
  /* Not by colour alone (WCAG 1.4.1): an open day has a bar under its number, a closed day's number is struck through. */
  &[data-date] {
    background: ${calendarColor.openBg};
    color: ${calendarColor.openText};
    font-weight: 700;
    cursor: pointer;
    box-shadow: inset 0 -4px 0 -1px currentColor;
  }
  &[aria-disabled='true'] span { text-decoration: line-through; }
  &[data-date]:hover { box-shadow: inset 0 0 0 2px ${calendarColor.selectedBg}, inset 0 -4px 0 -1px currentColor; }
  &[aria-disabled='true'] {
    background: ${calendarColor.closedBg};
    color: ${calendarColor.closedText};
    font-weight: inherit;
    cursor: default;
  }
  &[aria-selected='true'] {
    background: ${calendarColor.selectedBg};
    color: #fff;
    font-weight: 700;
    cursor: pointer;
  }
  &[aria-disabled='true'], &[aria-disabled='true']:hover { box-shadow: none; }
  &[aria-selected='true']:hover { box-shadow: inset 0 -4px 0 -1px currentColor; }
  &:focus-visible { outline: 3px solid ${color.text}; outline-offset: 1px; }
  /* The day's number: a plain span, so the early calendar (early-calendar.ts) writes the same one. */
  & > span { display: block; line-height: 2.6rem; }
`;
