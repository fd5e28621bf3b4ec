import { type FormEvent, useRef, useState } from 'react';
import { addDays } from '#contract';
import { dateRangeSchema } from '#contract/staff';
import { serverMessage } from '../../../lib/api';
import { Button, ButtonRow } from '../../../ui/button';
import { FieldGrid, focusFirstError, Notice } from '../../../ui/form';
import { toast } from '../../../ui/toast';
import { check } from '../../../lib/form-rules';
import { clinicToday } from '../../lib/clinic-time';
import { InputField } from '../../ui/field';
import { type ExportKind, useExport } from './api';

/**
 * Bookings (by visit day), inquiries or referrals (by the day they arrived) for a range of days, as a
 * spreadsheet file. The file holds personal data: it is saved where the person chooses, and
 * the audit trail records the export.
 */
export function ExportForm() {
  const today = clinicToday();
  const [from, setFrom] = useState(addDays(today, -30));
  const [to, setTo] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const download = useExport();
  const form = useRef<HTMLFormElement>(null);

  const run = (kind: ExportKind) => (event?: FormEvent) => {
    event?.preventDefault();
    if (download.isPending) return;
    const found = check(dateRangeSchema, { from, to }).errors ?? {};
    if (!found.from && !found.to && from > to) found.to = 'The end date cannot be before the start date';
    setErrors(found);
    setSaved('');
    if (Object.keys(found).length) return focusFirstError(form.current, found);
    download.mutate(
      { kind, from, to },
      {
        onSuccess: (name) => {
          setSaved(`Saved ${name}.`);
          toast({ title: 'Export downloaded', description: name, variant: 'success', announce: false });
        },
        onError: (error) => toast({ title: 'Export failed', description: serverMessage(error) ?? 'Check the connection and try again.', variant: 'error' }),
      },
    );
  };

  const busy = download.isPending ? download.variables?.kind : undefined;
  return (
    <form ref={form} onSubmit={run('bookings')} noValidate aria-label="Export">
      <FieldGrid>
        <InputField label="From" name="from" type="date" value={from} onValue={setFrom} error={errors.from} />
        <InputField label="To" name="to" type="date" value={to} onValue={setTo} error={errors.to} />
        <ButtonRow data-span="full">
          <Button type="submit" aria-busy={busy === 'bookings' || undefined} aria-disabled={Boolean(busy) || undefined}>
            {busy === 'bookings' ? 'Preparing…' : 'Download bookings (CSV)'}
          </Button>
          <Button type="button" onClick={() => run('inquiries')()} aria-busy={busy === 'inquiries' || undefined} aria-disabled={Boolean(busy) || undefined}>
            {busy === 'inquiries' ? 'Preparing…' : 'Download inquiries (CSV)'}
          </Button>
          <Button type="button" onClick={() => run('referrals')()} aria-busy={busy === 'referrals' || undefined} aria-disabled={Boolean(busy) || undefined}>
            {busy === 'referrals' ? 'Preparing…' : 'Download referrals (CSV, no documents)'}
          </Button>
        </ButtonRow>
        <div data-span="full" role="status">
          {saved && (
            <Notice $tone="success">
              <p>{saved}</p>
            </Notice>
          )}
        </div>
      </FieldGrid>
    </form>
  );
}
