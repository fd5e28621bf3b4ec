import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './icons';
import { color, radius, shadow } from './theme';

/** Only the FAQ page draws it, so it stays here rather than in every page's icon table. */
const chevron = <path d="m6 9 6 6 6-6" />;

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

const List = styled.div`
  display: grid;
  gap: 0.85rem;
`;

const Item = styled.details`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.card};
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.1rem 1.25rem;
  border-radius: ${radius.md};
  color: ${color.text};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker { display: none; }
  &:hover { color: ${color.brandDark}; }
  h2 { margin: 0; font-size: 1.1rem; font-weight: 700; line-height: 1.35; color: inherit; }
  svg { flex: none; width: 1.35rem; height: 1.35rem; color: ${color.brand}; transition: transform 0.2s ease; }
  [open] > & svg { transform: rotate(180deg); }
`;

const Answer = styled.div`
  padding: 0 1.25rem 1.1rem;
  color: ${color.muted};
  > :last-child { margin-bottom: 0; }
  ul { padding-left: 1.25rem; }
`;

/**
 * Questions with one answer open at a time; choosing the open question closes it. The browser does
 * all of it (docs/decisions/035): each question is a `<details>` of one `name` group, so the
 * prerendered page works at first paint and the hydrated page is the same elements, with no state
 * of its own to disagree with them. The summary is the control (a disclosure button, expanded or
 * not, named by its question); the question inside it stays a heading for the page's outline.
 */
export function Accordion({ items, idPrefix, initiallyOpen = 0 }: { items: readonly AccordionItem[]; idPrefix: string; initiallyOpen?: number | null }) {
  return (
    <List>
      {items.map(({ question, answer }, index) => (
        <Item key={question} name={idPrefix} open={index === initiallyOpen}>
          <Question>
            <h2>{question}</h2>
            <Icon name={chevron} />
          </Question>
          <Answer>{answer}</Answer>
        </Item>
      ))}
    </List>
  );
}
