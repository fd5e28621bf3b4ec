import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { color, radius } from '../theme';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

interface Props {
  /** Names the tab list for screen readers, e.g. the card's heading. */
  label: string;
  tabs: readonly TabItem[];
}

/**
 * WAI-ARIA APG tabs with automatic activation: arrow keys, Home and End move between tabs
 * and show their panel. A panel's content is first rendered when its tab is chosen (the page
 * hydrates and loads less), then stays mounted, so a half-filled form survives a switch.
 */
export function Tabs({ label, tabs }: Props) {
  const baseId = useId();
  const [active, setActiveTab] = useState(tabs[0]?.id);
  const [opened, setOpened] = useState<ReadonlySet<string | undefined>>(() => new Set([active]));
  const listRef = useRef<HTMLDivElement>(null);
  const setActive = (id: string) => {
    setActiveTab(id);
    setOpened((ids) => (ids.has(id) ? ids : new Set(ids).add(id)));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(tabs[next]!.id);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div>
      <TabList ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={tab.id === active}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <Panel key={tab.id} role="tabpanel" id={`${baseId}-${tab.id}-panel`} aria-labelledby={`${baseId}-${tab.id}-tab`} hidden={tab.id !== active}>
          {opened.has(tab.id) && tab.panel}
        </Panel>
      ))}
    </div>
  );
}

const TabList = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: 0.25rem;
  padding: 0.3rem;
  margin-bottom: 1.5rem;
  background: ${color.brandSoft};
  border-radius: ${radius.pill};
`;

const Tab = styled.button`
  min-height: 2.75rem;
  padding: 0.5rem 0.6rem;
  font: inherit;
  font-size: 0.975rem;
  font-weight: 650;
  line-height: 1.25;
  color: ${color.brandDark};
  background: transparent;
  border: 0;
  border-radius: ${radius.pill};
  cursor: pointer;
  &:hover { background: rgb(255 255 255 / 55%); }
  &[aria-selected='true'] { color: ${color.onDark}; background: ${color.brand}; }
`;

const Panel = styled.div`
  &:focus-visible { outline-offset: 6px; border-radius: ${radius.sm}; }
`;
