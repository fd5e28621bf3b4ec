import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { color, radius } from '../theme';

export interface TabItem {
  /** The panel's address on the page (`#id`) before the script runs: letters and hyphens only. */
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
 * WAI-ARIA APG tabs with automatic activation: arrow keys, Home and End move between tabs and
 * show their panel. Every panel is in the prerendered page, and stays mounted, so a half-filled
 * form survives a switch.
 *
 * Before hydration (and with JavaScript off) the tabs are links to `#id`, and CSS shows the panel
 * the address names, the first when it names none (docs/decisions/035). Hydration keeps the same
 * elements, so what a visitor typed meanwhile stays; it then gives them the tab roles and opens the
 * tab the address names.
 */
export function Tabs({ label, tabs }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [active, setActive] = useState(tabs[0]?.id);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setHydrated(true);
    const named = tabs.find((tab) => `#${tab.id}` === window.location.hash);
    if (named) setActive(named.id);
    // Once, on hydration: after it the tabs are the state, not the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(tabs[next]!.id);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  const choose = (event: MouseEvent, id: string) => {
    // A tab, no longer a link: the page neither jumps nor changes its address.
    event.preventDefault();
    setActive(id);
  };

  return (
    <Root data-static={hydrated ? undefined : ''} $ids={tabs.map((tab) => tab.id)}>
      {tabs.map((tab) => (
        <span key={tab.id} id={tab.id} data-anchor="" />
      ))}
      <TabList ref={listRef} role={hydrated ? 'tablist' : undefined} aria-label={hydrated ? label : undefined} onKeyDown={hydrated ? onKeyDown : undefined}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            href={`#${tab.id}`}
            role={hydrated ? 'tab' : undefined}
            id={`${tab.id}-tab`}
            aria-selected={hydrated ? tab.id === active : undefined}
            aria-controls={hydrated ? `${tab.id}-panel` : undefined}
            tabIndex={hydrated ? (tab.id === active ? 0 : -1) : undefined}
            onClick={hydrated ? (event) => choose(event, tab.id) : undefined}
            data-tab={tab.id}
            data-default={index === 0 ? '' : undefined}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab, index) => (
        <Panel
          key={tab.id}
          id={`${tab.id}-panel`}
          role={hydrated ? 'tabpanel' : undefined}
          aria-labelledby={hydrated ? `${tab.id}-tab` : undefined}
          hidden={hydrated && tab.id !== active}
          data-panel={tab.id}
          data-default={index === 0 ? '' : undefined}
        >
          {tab.panel}
        </Panel>
      ))}
    </Root>
  );
}

const selected = css`
  color: ${color.onDark};
  background: ${color.brand};
`;

/**
 * Before hydration: the panel whose anchor is the page's target shows, else the first. The anchors
 * sit above the tab list, so following one scrolls to the tabs, not past them.
 */
const Root = styled.div<{ $ids: readonly string[] }>`
  > [data-anchor] { display: block; }
  &[data-static] {
    > [data-panel] { display: none; }
    > [data-default] { display: block; }
    [data-default] { ${selected} }
    > [data-anchor]:target ~ [data-default] { display: none; }
    > [data-anchor]:target ~ div [data-default] { color: ${color.brandDark}; background: transparent; }
    ${({ $ids }) =>
      $ids.map(
        (id) => css`
          > #${id}:target ~ [data-panel='${id}'] { display: block; }
          > #${id}:target ~ div [data-tab='${id}'] { ${selected} }
        `,
      )}
  }
`;

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

const Tab = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0.5rem 0.6rem;
  font-size: 0.975rem;
  font-weight: 650;
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  color: ${color.brandDark};
  background: transparent;
  border-radius: ${radius.pill};
  cursor: pointer;
  &:hover { background: rgb(255 255 255 / 55%); text-decoration: none; color: ${color.brandDark}; }
  &[aria-selected='true'], &[aria-selected='true']:hover { ${selected} }
`;

const Panel = styled.div`
  &:focus-visible { outline-offset: 6px; border-radius: ${radius.sm}; }
`;
