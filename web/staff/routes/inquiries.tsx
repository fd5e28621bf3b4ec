import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InquiryStatus, StaffInquiry } from '#contract/staff';
import { serverMessage } from '../../lib/api';
import { toast } from '../../ui/toast';
import { inquiryQueries, useArrangeInquiryInterpreter, useMarkHandled } from '../features/inquiries/api';
import { arrangeFor } from '../ui/interpreter';
import { HandleDialog } from '../features/inquiries/handle-dialog';
import { InquiryItem } from '../features/inquiries/inquiry-item';
import { usePageTitle } from '../lib/use-page-title';
import { useViewAnnouncement } from '../lib/use-view-announcement';
import { CardList } from '../ui/card-list';
import { LiveStatus } from '../ui/live-status';
import { SegmentLink, Segments } from '../ui/segments';
import { Empty, LoadFailed, Loading } from '../ui/states';

/** The inbox: new inquiries and handled ones (?status=handled), newest first as the server lists them; each name opens its page. */
export function InquiriesPage() {
  usePageTitle('Inquiries');
  const [search] = useSearchParams();
  const status: InquiryStatus = search.get('status') === 'handled' ? 'handled' : 'new';
  const inquiries = useQuery(inquiryQueries.list(status));
  const [handling, setHandling] = useState<StaffInquiry | null>(null);
  const [handleError, setHandleError] = useState('');
  const [said, say] = useState('');
  const markHandled = useMarkHandled();
  const arrange = useArrangeInquiryInterpreter();
  const heading = useRef<HTMLHeadingElement>(null);
  const count = inquiries.data?.length ?? 0;
  useViewAnnouncement(status, inquiries.isSuccess, () => `${status === 'new' ? 'New' : 'Handled'} inquiries: ${count === 0 ? 'none' : count} shown.`, say);

  const ask = (inquiry: StaffInquiry) => {
    setHandleError('');
    setHandling(inquiry);
  };
  const close = () => setHandling(null);
  const confirm = (note: string) => {
    if (!handling) return;
    markHandled.mutate(
      { id: handling.id, note },
      {
        onSuccess: () => {
          close();
          toast({ title: 'Marked handled', description: `${handling.firstName} ${handling.lastName} is in the handled list now.`, variant: 'success' });
          // Its button left with it: focus starts again at the heading.
          requestAnimationFrame(() => heading.current?.focus());
        },
        onError: (error) => setHandleError(serverMessage(error) ?? 'It was not marked handled. Check the connection and try again.'),
      },
    );
  };

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Inquiries
      </h1>
      <LiveStatus>{said}</LiveStatus>
      <Segments aria-label="Which inquiries">
        <SegmentLink to="/inquiries" aria-current={status === 'new' ? 'page' : undefined}>
          New
        </SegmentLink>
        <SegmentLink to="/inquiries?status=handled" aria-current={status === 'handled' ? 'page' : undefined}>
          Handled
        </SegmentLink>
      </Segments>
      {inquiries.isPending && <Loading what="inquiries" />}
      {inquiries.isError && <LoadFailed what="The inquiries" error={inquiries.error} onRetry={() => void inquiries.refetch()} />}
      {inquiries.data?.length === 0 && (
        <Empty>
          <p>{status === 'new' ? 'No new inquiries. New ones appear here as they arrive.' : 'No handled inquiries yet.'}</p>
        </Empty>
      )}
      {!!inquiries.data?.length && (
        <CardList>
          {inquiries.data.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryItem inquiry={inquiry} linked onHandle={status === 'new' ? () => ask(inquiry) : undefined} arrangeInterpreter={arrangeFor(arrange, inquiry.id)} />
            </li>
          ))}
        </CardList>
      )}
      <HandleDialog
        open={handling !== null}
        inquiryId={handling?.id ?? ''}
        name={handling ? `${handling.firstName} ${handling.lastName}` : ''}
        busy={markHandled.isPending}
        error={handleError}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
