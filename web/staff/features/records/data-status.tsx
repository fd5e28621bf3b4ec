import { useQuery } from '@tanstack/react-query';
import { formatDateLong } from '#contract';
import { formatInstant } from '../../lib/clinic-time';
import { Facts } from '../../ui/facts';
import { LoadFailed, Loading } from '../../ui/states';
import { recordsQueries } from './api';

/** How long records are kept, the oldest kept, and when the server deletes what has expired (the privacy policy's promise, kept by the server). */
export function DataStatus() {
  const status = useQuery(recordsQueries.status());
  if (status.isPending) return <Loading what="what is kept" />;
  if (status.isError) return <LoadFailed what="What is kept" error={status.error} onRetry={() => void status.refetch()} />;
  const { retentionMonths, oldestInquiryAt, oldestVisitDate, lastPurgeAt, nextPurgeAt } = status.data;
  return (
    <>
      <p>
        Inquiries are kept {retentionMonths} months after they arrive, and bookings {retentionMonths} months after their visit. Then the server
        deletes them, with their notes and e-mails. A patient may ask for theirs to be deleted sooner: open the inquiry or booking and choose
        “Delete permanently”.
      </p>
      <Facts>
        <dt>Oldest inquiry kept</dt>
        <dd>{oldestInquiryAt ? `Arrived ${formatInstant(oldestInquiryAt)}` : 'None kept'}</dd>
        <dt>Oldest booking kept</dt>
        <dd>{oldestVisitDate ? `Visit on ${formatDateLong(oldestVisitDate)}` : 'None kept'}</dd>
        <dt>Last deleted</dt>
        <dd>{lastPurgeAt ? formatInstant(lastPurgeAt) : 'Not since the server started'}</dd>
        <dt>Next deletion</dt>
        <dd>{nextPurgeAt ? formatInstant(nextPurgeAt) : 'When the server next starts'}</dd>
      </Facts>
    </>
  );
}
