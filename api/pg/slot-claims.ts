import type { TransactionSql } from 'postgres';
import type { SlotClaims } from '../db/record-source';
import { SlotClaimedError } from '../domain-errors';

type Json = Parameters<TransactionSql['json']>[0];

/** unique_violation and exclusion_violation: another booking holds the slot or overlaps the nurse's time. */
const CLAIM_REFUSED = new Set(['23505', '23P01']);
const CLAIM_TABLES = new Set(['booking_holds', 'visit_spans']);

/**
 * Replaces the rows of the bookings a write touched with what they hold after it (migration 003's
 * `booking_holds` and `visit_spans`), in the write's transaction. PostgreSQL refuses a slot or a
 * nurse's time already held, whatever any server's memory said: that is a slot just taken.
 */
export async function writeClaims(tx: TransactionSql, { bookingIds, holds, spans }: SlotClaims): Promise<void> {
  if (!bookingIds.length) return;
  await tx`DELETE FROM booking_holds WHERE booking_id = ANY(${bookingIds})`;
  await tx`DELETE FROM visit_spans WHERE booking_id = ANY(${bookingIds})`;
  try {
    if (holds.length) {
      await tx`
        INSERT INTO booking_holds (kind, nurse_id, slot, booking_id)
        SELECT kind, "nurseId", slot, "bookingId" FROM jsonb_to_recordset(${tx.json(holds as unknown as Json)}) AS x(kind text, "nurseId" text, slot text, "bookingId" text)`;
    }
    if (spans.length) {
      // Wall-clock minutes of the day, written as UTC instants: only their order and overlap matter.
      await tx`
        INSERT INTO visit_spans (nurse_id, booking_id, during)
        SELECT "nurseId", "bookingId", tstzrange((date + make_interval(mins => start)) AT TIME ZONE 'UTC', (date + make_interval(mins => "end")) AT TIME ZONE 'UTC', '[)')
        FROM jsonb_to_recordset(${tx.json(spans as unknown as Json)}) AS x("nurseId" text, "bookingId" text, date date, start int, "end" int)`;
    }
  } catch (error) {
    const { code, table_name: table } = error as { code?: string; table_name?: string };
    if (code && CLAIM_REFUSED.has(code) && table && CLAIM_TABLES.has(table)) throw new SlotClaimedError();
    throw error;
  }
}
