import styled from 'styled-components';
import type { OutboxEntry } from '#contract';
import { formatBytes } from '#contract/referral';
import { useLang, useShell } from '../../i18n/lang-context';
import type { OfflineWords } from '../../i18n/offline.en';
import { discardOutboxEntry, retryOutboxEntry } from './outbox-client';

const Item = styled.li`
  border: 1px solid #d5dde3;
  border-radius: 10px;
  padding: 0.75rem 0.9rem;
  display: grid;
  gap: 0.35rem;
`;

const Status = styled.span<{ $status: OutboxEntry['status'] }>`
  font-weight: 700;
  color: ${({ $status }) => ($status === 'failed' ? '#a61b1b' : $status === 'sent' ? '#1d6b34' : '#3d4b57')};
`;

const FileList = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
`;

const Small = styled.button`
  font: inherit;
  font-size: 0.9rem;
  padding: 0.35rem 0.8rem;
  border-radius: 6px;
  border: 1px solid #0b6b61;
  background: #fff;
  color: #0b6b61;
  cursor: pointer;
  min-height: 2.25rem;
  &:hover {
    background: #e8f4f2;
  }
  &:focus-visible {
    outline: 3px solid #0b6b61;
    outline-offset: 2px;
  }
`;

/** One saved submission, worded in the page's language: what it is, when it was saved, where it stands, what can be done. */
export function OutboxEntryItem({ entry, words: outbox }: { entry: OutboxEntry; words: OfflineWords['outbox'] }) {
  const { toasts } = useShell();
  const lang = useLang();
  const explanation = entry.status === 'waiting' ? outbox.waitingNote : entry.message;
  const slot = entry.date && entry.time ? toasts.when(entry.date, entry.time) : '';
  return (
    <Item>
      <strong>{outbox.summary(entry.kind, slot)}</strong>
      <span>
        {outbox.saved(entry.createdAt)} · <Status $status={entry.status}>{outbox.status[entry.status]}</Status>
      </span>
      {explanation && <span>{explanation}</span>}
      {entry.files?.length ? (
        <>
          <span>{outbox.files}:</span>
          <FileList>
            {entry.files.map((file, index) => (
              <li key={index}>{outbox.file(file.name, formatBytes(file.bytes, lang))}</li>
            ))}
          </FileList>
        </>
      ) : null}
      <Actions>
        {(entry.status === 'waiting' || entry.status === 'failed') && (
          <Small type="button" onClick={() => void retryOutboxEntry(entry.id)}>
            {entry.status === 'failed' ? outbox.retry : outbox.sendNow}
          </Small>
        )}
        {entry.status !== 'sending' && (
          <Small type="button" onClick={() => void discardOutboxEntry(entry.id)}>
            {entry.status === 'sent' ? outbox.clear : outbox.discard}
          </Small>
        )}
      </Actions>
    </Item>
  );
}
