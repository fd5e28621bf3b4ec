import { randomUUID } from 'node:crypto';
import type { SeriesCancelAnswer } from '#contract/staff';
import type { Clock } from '../clock';
import { outgoing } from '../declared-mail/outgoing';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { BookingService } from './booking.service';
import type { BookingCancellation, SeriesCancellation } from './booking.store';
import { patientWasMailed } from './patient-mail';

/**
 * Cancels every visit of a series that still stands and has not started, in one write: each its
 * own cancellation (with staff's message and note), and one record for the series that declares
 * the one e-mail, sent when the patient was e-mailed about the series (decision 055). Visits
 * already cancelled or started are listed with why; nothing to cancel at all is a 409.
 */
export async function cancelSeries(
  service: BookingService,
  clock: Clock,
  seriesId: string,
  words: { message?: string; note?: string },
  staffId: string,
  idempotencyKey?: string,
): Promise<SeriesCancelAnswer> {
  const { store } = service;
  const label = service.labelIn('en');
  const now = clock.now();
  const refusedNow = (id: string): string | null => {
    const state = store.get(id);
    if (!state) return null;
    if (state.status === 'cancelled') return `This ${label} was already cancelled.`;
    return service.startOf(state) <= now ? `This ${label} has already started, so it stays as it is.` : null;
  };
  const { records, replayed } = await store.insertMany({ idempotencyKey, payload: { cancelSeries: seriesId, ...words }, now }, () => {
    const series = store.getSeries(seriesId);
    if (!series) throw new NotFoundError('There is no series with that id.');
    const createdAt = new Date(now).toISOString();
    const cancelId = randomUUID();
    const going = series.bookingIds.filter((id) => store.get(id) && !refusedNow(id));
    if (!going.length) throw new ConflictError(`Nothing in this series is left to cancel: each ${label} of it was cancelled or has started.`);
    const tell = going.some((id) => patientWasMailed(store.get(id)!));
    const cancellations = going.map(
      (bookingId): BookingCancellation => ({
        id: randomUUID(),
        event: 'cancelled',
        bookingId,
        createdAt,
        ...(words.message ? { message: words.message } : {}),
        ...(words.note ? { note: words.note } : {}),
        by: 'staff',
        staffId,
        seriesCancelId: cancelId,
        mail: [],
      }),
    );
    const record: SeriesCancellation = { id: cancelId, event: 'series-cancelled', seriesId, bookingIds: going, staffId, createdAt, mail: tell ? outgoing('series-cancelled') : [] };
    return [record, ...cancellations];
  });
  if (!replayed) service.announceAll(records);
  const record = records[0] as SeriesCancellation;
  const cancelled = new Set(record.bookingIds);
  const series = store.getSeries(seriesId);
  const refused = (series?.bookingIds ?? [])
    .filter((id) => !cancelled.has(id) && store.get(id))
    .map((id) => ({ id, message: refusedNow(id) ?? `This ${label} was not cancelled by this request.` }));
  return { cancelled: record.bookingIds, refused };
}
