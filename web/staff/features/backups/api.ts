import { queryOptions, useQuery } from '@tanstack/react-query';
import { backupsAnswerSchema, STAFF_API } from '#contract/staff';
import { getParsed } from '../../lib/staff-http';

/** How the server's automatic backups stand (reading it is audited as 'view-backups'). */
export const backupQueries = {
  all: ['staff', 'backups'] as const,
  status: () =>
    queryOptions({
      queryKey: [...backupQueries.all, 'status'] as const,
      queryFn: ({ signal }) => getParsed(STAFF_API.backups, backupsAnswerSchema, signal),
    }),
};

/**
 * For the notice on every screen: the backups' state while the last automatic one failed, else
 * nothing. A failed read shows nothing: the notice is about the backups, not the connection.
 */
export function useBackupFailure(enabled: boolean) {
  const { data } = useQuery({ ...backupQueries.status(), enabled });
  return data?.lastFailure ? { ...data, lastFailure: data.lastFailure } : undefined;
}
