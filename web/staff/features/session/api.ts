import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { codeAnswerSchema, sessionAnswerSchema, signInAnswerSchema, type SignInRequest, signInTimeAnswerSchema, STAFF_API } from '#contract/staff';
import { SESSION_KEY } from '../../lib/query-client';
import { getParsed, send, sendOnly } from '../../lib/staff-http';
import { type SessionTiming, withSkew } from './session-timing';

/** Who is signed in and until when, without counting as activity; with the clocks' difference (session-timing.ts). */
export async function peekSession(signal?: AbortSignal): Promise<SessionTiming> {
  const askedAt = Date.now();
  return withSkew(await getParsed(STAFF_API.session, sessionAnswerSchema, signal), askedAt);
}

/**
 * Who is signed in. Everything here is keyed under SESSION_KEY: a 401 from these is an outcome
 * (no one signed in yet, a wrong password or code), not an ended session.
 */
export const sessionQueries = {
  all: SESSION_KEY,
  current: () =>
    queryOptions({
      queryKey: [...SESSION_KEY, 'current'] as const,
      queryFn: ({ signal }) => peekSession(signal),
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

/** "I need more time" at the code or set-up step; its 401 means the sign-in had already ended. */
export function useMoreSignInTime() {
  return useMutation({
    mutationKey: [...SESSION_KEY, 'more-time'],
    mutationFn: () => send('POST', STAFF_API.signInMoreTime, {}, signInTimeAnswerSchema),
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationKey: [...SESSION_KEY, 'code'],
    mutationFn: (code: string) => send('POST', STAFF_API.signInCode, { code }, codeAnswerSchema),
  });
}

/**
 * "Stay signed in": a request that counts as activity, answered with the renewed session. Not
 * keyed under SESSION_KEY: its 401 means the session had already ended, like any other's.
 */
export function useRenewSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const askedAt = Date.now();
      return withSkew(await send('POST', STAFF_API.renewSession, {}, sessionAnswerSchema), askedAt);
    },
    onSuccess: (timing) => queryClient.setQueryData(sessionQueries.current().queryKey, timing),
  });
}

/** Ends the session on the server; the app then forgets what it had read (staff-layout.tsx). Every POST carries JSON, even an empty one. */
export function useSignOut() {
  return useMutation({ mutationKey: [...SESSION_KEY, 'sign-out'], mutationFn: () => sendOnly('POST', STAFF_API.signOut, {}) });
}
