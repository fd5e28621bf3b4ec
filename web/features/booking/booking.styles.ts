import styled from 'styled-components';
import { Card } from '../../ui/card';
import { color, radius } from '../../ui/theme';

/** Calendar colours (docs/product.md, "The booking calendar and times": green for available, grey for 'No Available Times'); text pairs are AA. */
export const calendarColor = {
  openBg: '#dcfce7',
  openText: '#14532d', // 8.9:1 on openBg
  selectedBg: '#15803d', // white on it 5.0:1
  closedBg: '#eef1f4',
  closedText: '#5b6573', // 5.2:1 on closedBg
} as const;

/** Two panels (choose a time, then the form) side by side when there is room, stacked when not. */
export const FlowLayout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 21rem), 1fr));
  align-items: start;
`;

/** A card of its own on a page; inside another card (the contact page's tabs) it drops its frame. */
export const Panel = styled(Card)<{ $plain?: boolean }>`
  ${({ $plain }) => $plain && 'padding: 0; border: 0; box-shadow: none; background: transparent;'}
`;

export const PanelTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.2rem;
`;

export const SubTitle = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 1.2rem;
`;

export const Muted = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.95rem;
  color: ${color.muted};
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.25rem;
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  color: ${color.muted};
  li { display: inline-flex; align-items: center; gap: 0.45rem; }
  span {
    width: 1rem;
    height: 1rem;
    border-radius: 4px;
    /* The same cues as the days: a stroke through closed, a bar under open. */
    background: linear-gradient(transparent 45%, ${calendarColor.closedText} 45% 58%, transparent 58%) ${calendarColor.closedBg};
    border: 1px solid #b8c0c9;
  }
  li:first-child span { background: ${calendarColor.openBg}; border-color: ${calendarColor.selectedBg}; box-shadow: inset 0 -3px 0 ${calendarColor.openText}; }
`;

/**
 * The chosen day's times: a group of toggle buttons. Styled from this area, not as components of
 * their own, so that the times the early calendar writes before React (early-calendar.ts) look
 * the same as React's.
 */
export const TimesArea = styled.div`
  [role='group'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(5.25rem, 1fr));
    gap: 0.5rem;
  }
  button {
    min-height: 2.75rem;
    padding: 0.4rem 0.25rem;
    font: inherit;
    font-size: 0.9rem;
    white-space: nowrap;
    font-weight: 650;
    font-variant-numeric: tabular-nums;
    color: ${calendarColor.openText};
    background: ${calendarColor.openBg};
    border: 1.5px solid ${calendarColor.openBg};
    border-radius: ${radius.sm};
    cursor: pointer;
  }
  button:hover { border-color: ${calendarColor.selectedBg}; }
  button[aria-pressed='true'] { color: #fff; background: ${calendarColor.selectedBg}; border-color: ${calendarColor.selectedBg}; }
  button:disabled {
    color: ${calendarColor.closedText};
    background: ${calendarColor.closedBg};
    border-color: ${calendarColor.closedBg};
    text-decoration: line-through;
    font-weight: 400;
    cursor: not-allowed;
  }
`;

export const Placeholder = styled.div`
  display: grid;
  place-items: center;
  min-height: 8rem;
  padding: 1rem;
  text-align: center;
  color: ${color.muted};
  background: ${color.brandTint};
  border: 1px dashed ${color.border};
  border-radius: ${radius.sm};
  p { margin: 0; }
`;

export const FieldMessage = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.925rem;
  font-weight: 600;
  color: ${color.danger};
`;

export const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
`;

/** Holds the outcome message; always in the page so screen readers announce what appears in it. */
export const StatusArea = styled.div`
  &:not(:empty) { margin-bottom: 1.25rem; }
`;

export const ChosenSlot = styled.p`
  margin: 0;
  padding: 0.75rem 0.9rem;
  font-size: 0.95rem;
  color: ${color.text};
  background: ${color.brandTint};
  border-radius: ${radius.sm};
`;
