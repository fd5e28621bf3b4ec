import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api';
import { Notice } from '../../ui/form';
import { inquiryQueries, useArrangeInquiryInterpreter, useDeleteInquiry, useMarkHandled } from '../features/inquiries/api';
import { arrangeFor } from '../ui/interpreter';
import { HandleDialog } from '../features/inquiries/handle-dialog';
import { InquiryItem } from '../features/inquiries/inquiry-item';
import { DeleteDialog } from '../features/records/delete-dialog';
import { Button } from '../../ui/button';
import { TriagePrompt } from '../features/inquiries/triage-prompt';
import { initials } from '../lib/record-names';
import { useConfirmedChange } from '../lib/use-confirmed-change';
import { useDeletion } from '../lib/use-deletion';
import { formatInstant } from '../lib/clinic-time';
import { usePageTitle } from '../lib/use-page-title';
import { LoadFailed, Loading } from '../ui/states';

/**
 * One inquiry, the page a staff alert's link opens (api/mail/staff-alerts.ts): who, how to reach
 * them, what they asked, and 'Mark handled' while it is new. Reading it is audited on the server.
 */
export function InquiryPage() {
  const id = useParams().id ?? '';
  const markHandled = useMarkHandled();
  const arrange = useArrangeInquiryInterpreter();
  const { confirming, setConfirming, ask, error, failed, outcome, outcomeRef, done } = useConfirmedChange();
  const deletion = useDeletion(useDeleteInquiry(), id, () =>
    done('This inquiry was deleted permanently, with its note and its e-mails.', 'Inquiry deleted', 'It is gone for good.'),
  );
  const inquiry = useQuery({ ...inquiryQueries.detail(id), enabled: !deletion.deleted });
  const data = deletion.deleted ? undefined : inquiry.data;
  // When it came in the heading; in the tab's title (kept in the history) only the sender's initials.
  usePageTitle(data ? `Inquiry ${initials(`${data.firstName} ${data.lastName}`)}, ${formatInstant(data.createdAt)}` : 'Inquiry');

  const confirm = (note: string) =>
    markHandled.mutate(
      { id, note },
      {
        onSuccess: () => done('This inquiry is marked handled. It is in the handled list now.', 'Marked handled', 'It is in the handled list now.'),
        onError: (failure) => failed(failure, 'It was not marked handled. Check the connection and try again.'),
      },
    );

  return (
    <>
      <p>
        <Link to={data?.status === 'handled' ? '/inquiries?status=handled' : '/inquiries'}>Back to the inquiries</Link>
      </p>
      <h1 tabIndex={-1}>{data ? `Inquiry, received ${formatInstant(data.createdAt)}` : 'Inquiry'}</h1>
      <TriagePrompt />
      {inquiry.isPending && !deletion.deleted && <Loading what="the inquiry" />}
      {inquiry.isError &&
        (inquiry.error instanceof ApiError && inquiry.error.status === 404 ? (
          <Notice role="alert">
            <p>There is no inquiry with this address. It may have been mistyped: the inbox lists every inquiry.</p>
          </Notice>
        ) : (
          <LoadFailed what="The inquiry" error={inquiry.error} onRetry={() => void inquiry.refetch()} />
        ))}
      {outcome && (
        <Notice $tone="success" ref={outcomeRef} tabIndex={-1}>
          <p>{outcome}</p>
        </Notice>
      )}
      {data && (
        <>
          <InquiryItem inquiry={data} onHandle={data.status === 'new' ? ask : undefined} arrangeInterpreter={arrangeFor(arrange, data.id)} />
          <HandleDialog
            open={confirming}
            inquiryId={data.id}
            name={`${data.firstName} ${data.lastName}`}
            busy={markHandled.isPending}
            error={error}
            onConfirm={confirm}
            onClose={() => setConfirming(false)}
          />
          <p>
            <Button type="button" $variant="secondary" onClick={deletion.ask}>
              Delete permanently
            </Button>
          </p>
          <DeleteDialog
            open={deletion.open}
            what="inquiry"
            which={`${data.firstName} ${data.lastName}, ${formatInstant(data.createdAt)}.`}
            goes={
              <ul>
                <li>the inquiry and its message;</li>
                <li>its handled mark and note;</li>
                <li>the e-mails about it (their copies and the record of sending them).</li>
              </ul>
            }
            busy={deletion.busy}
            error={deletion.error}
            onConfirm={deletion.confirm}
            onClose={deletion.close}
          />
        </>
      )}
    </>
  );
}
