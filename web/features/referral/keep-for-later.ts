import { API, type KeepAnswer, type KeptSubmission } from '#contract';
import { askWorker } from '../../lib/worker-message';

/** Room a device must have beyond the body itself: IndexedDB keeps some bookkeeping around each entry. */
const HEADROOM = 1.2;

export type KeepOutcome = { kept: true } | { kept: false; reason: 'no-room'; needed: number; free: number | null } | { kept: false; reason: 'no-outbox' };

/**
 * Hands a referral whose upload found no network to the service worker's outbox, body and files
 * as they are (docs/decisions/063-referrals-offline.md). First it asks whether the device has room
 * (`navigator.storage.estimate`), and says so rather than keeping half; it asks for persistent
 * storage without waiting for the answer (Firefox asks the visitor, and the referral must not wait
 * on a prompt), so a browser short of space is less likely to clear it.
 */
export async function keepForLater(submission: Omit<KeptSubmission, 'kind' | 'url'>): Promise<KeepOutcome> {
  const needed = Math.ceil(submission.body.size * HEADROOM);
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const free = estimate?.quota !== undefined ? estimate.quota - (estimate.usage ?? 0) : null;
  if (free !== null && free < needed) return { kept: false, reason: 'no-room', needed, free };
  void navigator.storage?.persist?.().catch(() => false);
  const answer = await askWorker<KeepAnswer>({ type: 'outbox:keep', submission: { ...submission, kind: 'referral', url: API.referrals } });
  if (answer?.kept) return { kept: true };
  // The estimate can say there is room where there is none (the disk itself is full): the device's own refusal says so too.
  return answer?.noRoom ? { kept: false, reason: 'no-room', needed, free: null } : { kept: false, reason: 'no-outbox' };
}
