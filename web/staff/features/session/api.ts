import { queryOptions, useMutation } from '@tanstack/react-query';
import { STAFF_API, type SignInRequest } from '../../../../api/contract/staff';
import { codeAnswerSchema, sessionAnswerSchema, signInAnswerSchema } from '../../../../api/contract/staff-answers';
import { SESSION_KEY } from '../../lib/query-client';
import { getParsed, send, sendOnly } from '../../lib/staff-http';

/**
 * Who is signed in. Everything here is keyed under SESSION_KEY: a 401 from these is an outcome
 * (no one signed in yet, a wrong password or code), not an ended session.
 */
export const sessionQueries = {
  all: SESSION_KEY,
  current: () =>
    queryOptions({
      queryKey: [...SESSION_KEY, 'current'] as const,
      queryFn: ({ signal }) => getParsed(STAFF_API.session, sessionAnswerSchema, signal),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
};

export function useSignIn() {
  return useMutation({
    mutationKey: [...SESSION_KEY, 'sign-in'],
    mutationFn: (request: SignInRequest) => send('POST', STAFF_API.signIn, request, signInAnswerSchema),
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationKey: [...SESSION_KEY, 'code'],
    mutationFn: (code: string) => send('POST', STAFF_API.signInCode, { code }, codeAnswerSchema),
  });
}

/** Ends the session on the server; the app then forgets what it had read (staff-layout.tsx). Every POST carries JSON, even an empty one. */
export function useSignOut() {
  return useMutation({ mutationKey: [...SESSION_KEY, 'sign-out'], mutationFn: () => sendOnly('POST', STAFF_API.signOut, {}) });
}
