import { useState, type ReactNode } from 'react';
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

const Item = styled.div`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.card};
  h2 { margin: 0; font-size: 1.1rem; }
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.1rem 1.25rem;
  border: 0;
  border-radius: ${radius.md};
  background: none;
  color: ${color.text};
  font: inherit;
  font-weight: 700;
  line-height: 1.35;
  text-align: left;
  cursor: pointer;
  &:hover { color: ${color.brandDark}; }
  svg { flex: none; width: 1.35rem; height: 1.35rem; color: ${color.brand}; transition: transform 0.2s ease; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
  @media (scripting: none) { svg { display: none; } }
`;

const Panel = styled.div`
  padding: 0 1.25rem 1.1rem;
  color: ${color.muted};
  > :last-child { margin-bottom: 0; }
  ul { padding-left: 1.25rem; }
`;

/**
 * Questions with one answer open at a time; choosing the open question closes it.
 * Without JavaScript every answer shows (see the global style's `data-reveal-without-js`).
 */
export function Accordion({ items, idPrefix, initiallyOpen = 0 }: { items: readonly AccordionItem[]; idPrefix: string; initiallyOpen?: number | null }) {
  const [openIndex, setOpenIndex] = useState<number | null>(initiallyOpen);
  return (
    <List>
      {items.map(({ question, answer }, index) => {
        const isOpen = openIndex === index;
        const buttonId = `${idPrefix}-question-${index + 1}`;
        const panelId = `${idPrefix}-answer-${index + 1}`;
        return (
          <Item key={question}>
            <h2>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenIndex(isOpen ? null : index)}
              >
                {question}
                <Icon name={chevron} />
              </Trigger>
            </h2>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} data-reveal-without-js="">
              {answer}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
