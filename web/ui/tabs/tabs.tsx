import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
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

  // The roles and states are the hydrated page's; before it, plain links and panels (CSS picks one).
  return (
    <Root data-static={hydrated ? undefined : ''}>
      <TabList ref={listRef} {...(hydrated && { role: 'tablist', 'aria-label': label })} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            href={`#${tab.id}`}
            id={`${tab.id}-tab`}
            {...(hydrated && { role: 'tab', 'aria-selected': tab.id === active, 'aria-controls': tab.id, tabIndex: tab.id === active ? 0 : -1 })}
            onClick={(event) => {
              // A tab, no longer a link: the page neither jumps nor changes its address.
              event.preventDefault();
              setActive(tab.id);
            }}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <Panel key={tab.id} id={tab.id} {...(hydrated && { role: 'tabpanel', 'aria-labelledby': `${tab.id}-tab`, hidden: tab.id !== active })}>
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
 * Before hydration: the panel the address names (:target) shows, else the first; the tab list
 * comes first, then the panels in its order (up to three tabs). A panel stops far enough below
 * the top for its tab list to stay in view when a link scrolls to it.
 */
const Root = styled.div`
  &[data-static] {
    > * + * { display: none; scroll-margin-top: 5rem; }
    > :target,
    &:not(:has(> :target)) > :nth-child(2) { display: block; }
    &:not(:has(> :nth-child(n + 3):target)) > :first-child > :first-child,
    &:has(> :nth-child(3):target) > :first-child > :nth-child(2),
    &:has(> :nth-child(4):target) > :first-child > :nth-child(3) { ${selected} }
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
  display: grid;
  place-items: center;
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
  &[aria-selected='true'] { ${selected} }
`;

const Panel = styled.div`
  &:focus-visible { outline-offset: 6px; border-radius: ${radius.sm}; }
`;
