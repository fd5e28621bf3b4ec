import { useRef } from 'react';
import styled from 'styled-components';
import type { OutboxEntry } from '#contract';
import type { OfflineWords } from '../../i18n/offline.en';
import { markOutboxSeen } from './outbox-client';
import { OutboxEntryItem } from './outbox-entry-item';

const Trigger = styled.button`
  font: inherit;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 2.75rem;
  padding: 0.4rem 0.75rem;
  border-radius: 999px;
  border: 1px solid #0b6b61;
  background: #fff;
  color: #0b6b61;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #0b6b61;
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  min-width: 1.5rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: #0b6b61;
  color: #fff;
  font-size: 0.85rem;
  line-height: 1.5rem;
  text-align: center;
`;

const Dialog = styled.dialog`
  width: min(32rem, calc(100vw - 2rem));
  max-height: min(36rem, calc(100vh - 2rem));
  border: none;
  border-radius: 14px;
  padding: 1.25rem;
  box-shadow: 0 20px 50px rgb(0 0 0 / 25%);
  &::backdrop {
    background: rgb(16 24 32 / 45%);
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  ul {
    list-style: none;
    margin: 1rem 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
`;

const Close = styled.button`
  font: inherit;
  padding: 0.5rem 1rem;
  border-radius: 8px;
  border: none;
  background: #0b6b61;
  color: #fff;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #073f39;
    outline-offset: 2px;
  }
`;

/** The header's outbox: how many submissions wait on this device, and a panel with each one's state. */
export function OutboxPanel({ entries, words: outbox }: { entries: OutboxEntry[]; words: OfflineWords['outbox'] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const waiting = entries.filter((entry) => entry.status === 'waiting' || entry.status === 'sending').length;

  const close = () => {
    dialog.current?.close();
    const shown = entries.filter((entry) => entry.status === 'sent' || entry.status === 'failed').map((entry) => entry.id);
    if (shown.length) void markOutboxSeen(shown);
  };

  return (
    <>
      <Trigger type="button" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        {outbox.button}
        <Count aria-label={outbox.waiting(waiting)}>{waiting}</Count>
      </Trigger>
      <Dialog ref={dialog} aria-labelledby="outbox-title" onCancel={close}>
        <h2 id="outbox-title">{outbox.title}</h2>
        <p>{outbox.intro}</p>
        <ul>
          {entries.map((entry) => (
            <OutboxEntryItem key={entry.id} entry={entry} words={outbox} />
          ))}
        </ul>
        <Close type="button" onClick={close}>
          {outbox.close}
        </Close>
      </Dialog>
    </>
  );
}
