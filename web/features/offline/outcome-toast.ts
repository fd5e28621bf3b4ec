import { formatDateLong, formatTime12h, type OutboxEntry } from '../../../api/contract';
import { toast } from '../../ui/toast';
import { markOutboxSeen } from './outbox-client';

/** The same words as the online flows, for a submission the outbox delivered or could not deliver. */
export function outcomeToast(entry: OutboxEntry) {
  const when = entry.date && entry.time ? `${formatDateLong(entry.date)} at ${formatTime12h(entry.time)}` : '';
  if (entry.status === 'sent') {
    if (entry.kind === 'consultation') return { title: 'Consultation Scheduled', description: `Your free consultation has been scheduled for ${when}.`, variant: 'success' as const };
    if (entry.kind === 'coordinator') return { title: 'Booking Confirmed', description: `Your facility appointment has been scheduled for ${when}.`, variant: 'success' as const };
    return { title: 'Success!', description: entry.message, variant: 'success' as const };
  }
  if (entry.kind === 'contact') {
    return { title: 'Error', description: entry.message || 'An error occurred while submitting your request.', variant: 'error' as const };
  }
  return {
    title: 'Booking Failed',
    description: entry.message || 'The selected time slot may no longer be available. Please try a different time.',
    variant: 'error' as const,
  };
}

/** Shows an outcome and tells the outbox it was seen (a delivered one then leaves the device). */
export function announceOutcome(entry: OutboxEntry): void {
  if (entry.status !== 'sent' && entry.status !== 'failed') return;
  toast(outcomeToast(entry));
  void markOutboxSeen([entry.id]);
}
