import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { clinicianChangedAnswerSchema, type ClinicianChange, clinicianCreatedAnswerSchema, clinicianListAnswerSchema, type NewClinician, STAFF_API } from '#contract/staff';
import { getParsed, send } from '../../lib/staff-http';

/** The nurses, active and not: the team screen, and every nurse picker (booking, moving, the agenda's filter, a day, leave). */
export const teamQueries = {
  all: ['staff', 'clinicians'] as const,
  list: () =>
    queryOptions({
      queryKey: [...teamQueries.all, 'list'] as const,
      queryFn: async ({ signal }) => (await getParsed(STAFF_API.clinicians, clinicianListAnswerSchema, signal)).clinicians,
    }),
};

export function useAddClinician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NewClinician) => send('POST', STAFF_API.clinicians, request, clinicianCreatedAnswerSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueries.all }),
  });
}

/** A change of hours, territory or kinds, or a deactivation, may leave bookings without a nurse: the answer lists them, and every booking query is read again. */
export function useChangeClinician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ClinicianChange }) => send('PATCH', STAFF_API.clinician(id), change, clinicianChangedAnswerSchema),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamQueries.all }), queryClient.invalidateQueries({ queryKey: ['staff', 'bookings'] })]),
  });
}
