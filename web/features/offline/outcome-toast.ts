import type { OutboxEntry } from '#contract';
import { bookingFailed, consultationScheduled, facilityScheduled, inquiryFailed, inquirySent, type ToastWords } from '../../i18n/messages';
import { toast, type ToastInput } from '../../ui/toast';
import { currentToast, subscribeToasts } from '../../lib/toast-store';
import { markOutboxSeen } from './outbox-client';

/** The same words as the online flows, in the language of the page showing it, for a submission the outbox delivered or could not deliver. */
function outcomeToast(entry: OutboxEntry, words: ToastWords): ToastInput {
  const { date = '', time = '' } = entry;
  // An inquiry, a referral (its reference in the server's words), or a cancel or move made through a manage link: the server's own words say what happened.
  if (entry.kind === 'contact' || entry.kind === 'referral' || entry.kind === 'cancel' || entry.kind === 'reschedule') {
    return entry.status === 'sent' ? inquirySent(words, entry.message) : inquiryFailed(words, entry.message);
  }
  if (entry.status !== 'sent') return bookingFailed(words, entry.message);
  return entry.kind === 'consultation' ? consultationScheduled(words, date, time) : facilityScheduled(words, date, time);
}

/** Outcomes not shown yet: several can arrive at once when the connection returns. */
const pending: { entry: OutboxEntry; words: ToastWords }[] = [];
let showing: number | null = null;
let subscribed = false;

/**
 * Shows the next outcome once the one before has closed. One toast shows at a time and a new
 * one replaces it, so outcomes arriving together would otherwise flash past unread, and a
 * delivered one leaves the device once it counts as seen.
 */
function showNext(): void {
  const now = currentToast();
  if (now && now.id === showing) return;
  // Another toast that closes by itself (a form's own outcome) is read first, too.
  if (now && Number.isFinite(now.duration)) return;
  const next = pending.shift();
  showing = null;
  if (!next) return;
  showing = toast(outcomeToast(next.entry, next.words)).id;
  void markOutboxSeen([next.entry.id]);
}

/** Shows an outcome in `words` (the page's language), after any outcome still showing, and tells the outbox it was seen. */
export function announceOutcome(entry: OutboxEntry, words: ToastWords): void {
  if (entry.status !== 'sent' && entry.status !== 'failed') return;
  if (pending.some((waiting) => waiting.entry.id === entry.id)) return;
  if (!subscribed) {
    subscribed = true;
    subscribeToasts(showNext);
  }
  pending.push({ entry, words });
  showNext();
}
