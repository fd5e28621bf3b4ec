import styled from 'styled-components';
import { formatTime12h, MONTH_NAMES, type OutboxEntry } from '../../../api/contract';
import { discardOutboxEntry, retryOutboxEntry } from './outbox-client';

const STATUS: Record<OutboxEntry['status'], string> = {
  waiting: 'Waiting to send',
  sending: 'Sending…',
  sent: 'Sent',
  failed: 'Could not be sent',
};

/** 'Nov 21, 3:05 PM', in the visitor's own time: when they pressed send. */
export function formatSavedAt(at: number): string {
  const date = new Date(at);
  return `${MONTH_NAMES[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${formatTime12h(`${date.getHours()}:${date.getMinutes()}`)}`;
}

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

export function OutboxEntryItem({ entry }: { entry: OutboxEntry }) {
  const explanation =
    entry.status === 'waiting'
      ? 'Saved on this device. It will be sent automatically when the connection returns.'
      : entry.message;
  return (
    <Item>
      <strong>{entry.summary}</strong>
      <span>
        Saved {formatSavedAt(entry.createdAt)} · <Status $status={entry.status}>{STATUS[entry.status]}</Status>
      </span>
      {explanation && <span>{explanation}</span>}
      <Actions>
        {(entry.status === 'waiting' || entry.status === 'failed') && (
          <Small type="button" onClick={() => void retryOutboxEntry(entry.id)}>
            {entry.status === 'failed' ? 'Try again' : 'Send now'}
          </Small>
        )}
        {entry.status !== 'sending' && (
          <Small type="button" onClick={() => void discardOutboxEntry(entry.id)}>
            {entry.status === 'sent' ? 'Clear' : 'Discard'}
          </Small>
        )}
      </Actions>
    </Item>
  );
}
