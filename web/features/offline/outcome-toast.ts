import type { OutboxEntry } from '../../../api/contract';
import { bookingFailed, consultationScheduled, facilityScheduled, inquiryFailed, inquirySent } from '../../content/messages';
import { toast, type ToastInput } from '../../ui/toast';
import { markOutboxSeen } from './outbox-client';

/** The same words as the online flows, for a submission the outbox delivered or could not deliver. */
export function outcomeToast(entry: OutboxEntry): ToastInput {
  const { date = '', time = '' } = entry;
  if (entry.kind === 'contact') return entry.status === 'sent' ? inquirySent(entry.message) : inquiryFailed(entry.message);
  if (entry.status !== 'sent') return bookingFailed(entry.message);
  return entry.kind === 'consultation' ? consultationScheduled(date, time) : facilityScheduled(date, time);
}

/** Shows an outcome and tells the outbox it was seen (a delivered one then leaves the device). */
export function announceOutcome(entry: OutboxEntry): void {
  if (entry.status !== 'sent' && entry.status !== 'failed') return;
  toast(outcomeToast(entry));
  void markOutboxSeen([entry.id]);
}
