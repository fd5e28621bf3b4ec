import { useRef, useState } from 'react';
import { API, IDEMPOTENCY_HEADER } from '#contract';
import type { Lang } from '#contract/language';
import type { ReferWords } from '../../i18n/refer.en';
import { useSubmissionKey } from '../../lib/submission-key';
import { postWithProgress, UploadFailed } from '../../lib/upload';
import { keepForLater } from './keep-for-later';
import type { Outcome } from './referral-outcome';
import { referralBody, type ReferralValues } from './referral-body';
import type { ReferralChecks } from './referral-checks';
import { formatBytes } from '#contract/referral';

export type Sent = { reference: string; message: string };

interface Handlers {
  /** The server's messages for fields, to show beside them. */
  onFieldErrors(errors: Record<string, string>): void;
  onSent(sent: Sent): void;
  onOutcome(outcome: Outcome): void;
}

/**
 * Sends a referral: its body built once, posted with a progress report that can be cancelled, and
 * handed to the outbox only when no network answered (docs/decisions/063-referrals-offline.md).
 * One submission at a time; a retry of the same values and files keeps its idempotency key.
 */
export function useReferralSubmit(words: ReferWords, lang: Lang) {
  const key = useSubmissionKey();
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function submit(values: ReferralValues, files: readonly File[], checks: ReferralChecks, handlers: Handlers): Promise<void> {
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    try {
      const { body, contentType } = await referralBody(values, files, lang);
      const idempotencyKey = key.for({ values, files: files.map((file) => [file.name, file.size, file.lastModified]) });
      const headers = { 'Content-Type': contentType, [IDEMPOTENCY_HEADER]: idempotencyKey, Accept: 'application/json', ...(lang === 'es' ? { 'Content-Language': 'es' } : {}) };
      setProgress({ sent: 0, total: body.size });
      try {
        const answer = await postWithProgress(API.referrals, { headers, body, signal: controller.signal, onProgress: (sent, total) => setProgress({ sent, total }) });
        const json = parseJson(answer.text);
        if (answer.status === 201) {
          key.reset();
          handlers.onSent(checks.parseAnswer(json));
          return;
        }
        // The site's error rule (docs/product.md, "Outcomes and errors"): the server's own words, else the status and its text.
        const message = typeof json?.message === 'string' ? json.message : `${answer.status}: ${answer.statusText}`;
        if (json?.errors && typeof json.errors === 'object') handlers.onFieldErrors(json.errors as Record<string, string>);
        handlers.onOutcome({ kind: 'failed', message });
      } catch (error) {
        if (!(error instanceof UploadFailed)) throw error;
        if (error.reason === 'cancelled') return handlers.onOutcome({ kind: 'note', message: words.progress.cancelled });
        const documents = files.map((file) => ({ name: file.name, bytes: file.size }));
        const kept = await keepForLater({ id: idempotencyKey, headers, body, files: documents });
        if (kept.kept) {
          key.reset();
          return handlers.onOutcome({ kind: 'queued', files: documents });
        }
        if (kept.reason === 'no-room') {
          const free = kept.free === null ? words.outcome.unknownFree : formatBytes(Math.max(0, kept.free), lang);
          return handlers.onOutcome({ kind: 'failed', message: words.outcome.noRoom(formatBytes(kept.needed, lang), free) });
        }
        handlers.onOutcome({ kind: 'failed', message: words.outcome.noOutbox });
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  return { submit, progress, busy: progress !== null, cancel: () => abort.current?.abort() };
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
