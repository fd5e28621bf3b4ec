import { type ComponentType, lazy, Suspense } from 'react';
import type { OutboxEntry } from '#contract';
import type { Lang } from '#contract/language';
import { useLang } from '../../i18n/lang-context';
import { loadOfflineWords } from '../../i18n/load-offline';
import { useOutbox } from './use-outbox';

type Panel = ComponentType<{ entries: OutboxEntry[] }>;

/** The panel with its words in `lang`, loaded together. */
const panelIn = (lang: Lang): Promise<{ default: Panel }> =>
  Promise.all([import('./outbox-panel'), loadOfflineWords(lang)]).then(([{ OutboxPanel }, words]) => ({
    default: ({ entries }) => <OutboxPanel entries={entries} words={words.outbox} />,
  }));

// Most visits never have anything in the outbox: its button, panel and words load when they do.
const panels: Record<Lang, Panel> = { en: lazy(() => panelIn('en')), es: lazy(() => panelIn('es')) };

/** The header's outbox, shown only while submissions made on this device are in it. */
export function OutboxButton() {
  const entries = useOutbox();
  const OutboxPanel = panels[useLang()];
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OutboxPanel entries={entries} />
    </Suspense>
  );
}
