import { useState } from 'react';

/**
 * Idempotency keys for one form: retrying the same payload reuses its key, so the server
 * (and the outbox) can tell a retry from a new request; a changed payload gets a new key,
 * because the server refuses a known key with a different body.
 */
export interface SubmissionKey {
  for(payload: unknown): string;
  /** Forget the key once the submission is done (sent or queued). */
  reset(): void;
}

export function createSubmissionKey(): SubmissionKey {
  let last: { body: string; key: string } | null = null;
  return {
    for(payload) {
      const body = JSON.stringify(payload);
      if (last?.body !== body) last = { body, key: newUuid() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}

export function useSubmissionKey(): SubmissionKey {
  const [key] = useState(createSubmissionKey);
  return key;
}

/** crypto.randomUUID exists only in secure contexts; plain-HTTP hosts fall back to getRandomValues. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
