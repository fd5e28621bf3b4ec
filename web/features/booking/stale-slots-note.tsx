import styled from 'styled-components';

const Note = styled.p`
  margin: 0 0 0.75rem;
  padding: 0.6rem 0.8rem;
  border-radius: 8px;
  background: #fff4d6;
  color: #4a3500;
  border: 1px solid #e8c766;
`;

/** Slot lists from an earlier visit may be out of date; booking still works through the outbox. */
export function StaleSlotsNote({ stale }: { stale: boolean }) {
  return (
    <div role="status">
      {stale && (
        <Note>
          These times are from your last visit and may be out of date. You can still book: your request is saved on this
          device and confirmed when you're back online.
        </Note>
      )}
    </div>
  );
}
