import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDays, formatDateLong, isRealDate } from '#contract';
import { dateRangeSchema } from '#contract/staff';
import { Button } from '../../ui/button';
import { FieldGrid, focusFirstError } from '../../ui/form';
import { auditQueries } from '../features/audit/api';
import { AuditTable } from '../features/audit/audit-table';
import { check } from '../../lib/form-rules';
import { clinicToday } from '../lib/clinic-time';
import { usePageTitle } from '../lib/use-page-title';
import { InputField } from '../ui/field';
import { Empty, LoadFailed, Loading } from '../ui/states';

const validDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value));

/** Who did what and when, for a range of days (the last 30 by default); the range lives in the address. */
export function AuditPage() {
  usePageTitle('Audit trail');
  const today = clinicToday();
  const [search, setSearch] = useSearchParams();
  const from = validDay(search.get('from')) ? search.get('from')! : addDays(today, -30);
  const to = validDay(search.get('to')) ? search.get('to')! : today;
  const audit = useQuery(auditQueries.range(from, to));
  const [draft, setDraft] = useState({ from, to });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(dateRangeSchema, draft).errors ?? {};
    if (!found.from && !found.to && draft.from > draft.to) found.to = 'The end date cannot be before the start date';
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(form.current, found);
    setSearch(draft);
  };

  const caption = `Audit trail, ${formatDateLong(from)} to ${formatDateLong(to)}`;
  return (
    <>
      <h1 tabIndex={-1}>Audit trail</h1>
      <p>Every sign-in, every look at personal data, every change and export, with the ids of the records involved and never their content.</p>
      <form ref={form} onSubmit={submit} noValidate aria-label="Days to show">
        <FieldGrid>
          <InputField label="From" name="from" type="date" value={draft.from} onValue={(value) => setDraft({ ...draft, from: value })} error={errors.from} />
          <InputField label="To" name="to" type="date" value={draft.to} onValue={(value) => setDraft({ ...draft, to: value })} error={errors.to} />
          <div data-span="full">
            <Button type="submit">Show</Button>
          </div>
        </FieldGrid>
      </form>
      <section aria-label="Entries">
        {audit.isPending && <Loading what="the audit trail" />}
        {audit.isError && <LoadFailed what="The audit trail" error={audit.error} onRetry={() => void audit.refetch()} />}
        {audit.data?.length === 0 && (
          <Empty>
            <p>Nothing was recorded on these days.</p>
          </Empty>
        )}
        {!!audit.data?.length && <AuditTable entries={audit.data} caption={caption} />}
      </section>
    </>
  );
}
