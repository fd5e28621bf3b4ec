import { useMutation } from '@tanstack/react-query';
import { REFERRAL_STAFF_API, STAFF_API } from '#contract/staff';
import { saveFile } from '../../../lib/save-file';
import { staffRequest, withQuery } from '../../lib/staff-http';

export type ExportKind = 'bookings' | 'inquiries' | 'referrals';

const PATHS: Record<ExportKind, string> = { bookings: STAFF_API.exportBookings, inquiries: STAFF_API.exportInquiries, referrals: REFERRAL_STAFF_API.exportCsv };

/** The file's name: the server's (Content-Disposition) when it gives one, else what and which days. */
export function exportFileName(kind: ExportKind, from: string, to: string, disposition: string | null): string {
  const named = disposition && /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return named && /^[\w.-]+\.csv$/.test(named) ? named : `${kind}-${from}-to-${to}.csv`;
}

/** Downloads a CSV export for a range of days and saves it on the device. */
export function useExport() {
  return useMutation({
    mutationFn: async ({ kind, from, to }: { kind: ExportKind; from: string; to: string }) => {
      const response = await staffRequest('GET', withQuery(PATHS[kind], { from, to }));
      const name = exportFileName(kind, from, to, response.headers.get('Content-Disposition'));
      saveFile(await response.blob(), name);
      return name;
    },
  });
}
