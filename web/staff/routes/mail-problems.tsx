import { useQuery } from '@tanstack/react-query';
import { RECENT_FAILURE_DAYS } from '#contract/staff';
import { mailQueries } from '../features/mail/api';
import { FailureItem } from '../features/mail/failure-item';
import { usePageTitle } from '../lib/use-page-title';
import { CardList } from '../ui/card-list';
import { Empty, LoadFailed, Loading } from '../ui/states';

/**
 * E-mails the mail server refused for good (decision 019), newest first, each with what to do.
 * Messages still being tried are not here: they go out by themselves once the server answers.
 */
export function MailProblemsPage() {
  usePageTitle('E-mail problems');
  const failures = useQuery(mailQueries.failures());
  // The navigation's count, usually loaded already.
  const recent = useQuery(mailQueries.recent()).data;
  const list = failures.data;
  return (
    <>
      <h1 tabIndex={-1}>E-mail problems</h1>
      <p>
        Messages the mail server refused for good, so the person they were for never got them. Messages that could not be sent yet are not listed: they are tried again
        by themselves until the mail server takes them.
      </p>
      {failures.isPending && <Loading what="e-mail problems" />}
      {failures.isError && <LoadFailed what="The e-mail problems" error={failures.error} onRetry={() => void failures.refetch()} />}
      {list?.length === 0 && (
        <Empty>
          <p>No e-mail problems. Every message so far was delivered or is still being tried.</p>
        </Empty>
      )}
      {!!list?.length && (
        <>
          <p>{summary(list.length, recent)}</p>
          <CardList>
            {list.map((failure) => (
              <li key={failure.id}>
                <FailureItem failure={failure} />
              </li>
            ))}
          </CardList>
        </>
      )}
    </>
  );
}

/** 'Not delivered: 3 messages, 2 of them in the last 7 days.' (the navigation counts those 2); without the count while it loads. */
function summary(all: number, recent: number | undefined): string {
  const days = RECENT_FAILURE_DAYS;
  if (recent === undefined) return all === 1 ? 'Not delivered: 1 message.' : `Not delivered: ${all} messages. Newest first.`;
  if (all === 1) return `Not delivered: 1 message, ${recent ? `in the last ${days} days` : `more than ${days} days ago`}.`;
  return `Not delivered: ${all} messages, ${recent} of them in the last ${days} days. Newest first.`;
}
