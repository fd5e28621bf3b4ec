/** What a data file's adapter writes: one JSON document, in one or more pieces written back to back. */
export type Encoded = string | Buffer[];
export type Encoder<T> = (data: T) => Encoded;

const COMMA = Buffer.from(',');

/**
 * The JSON of an array of immutable objects, kept between writes. An array that only grew
 * costs the serialisation of its new items; any other change (an item removed or replaced)
 * serialises it afresh. Items are compared by identity, so they must never be changed in
 * place: RecordStore freezes them.
 */
class ArrayJsonCache<T extends object> {
  private items: T[] = [];
  private pieces: Buffer[] = [];

  /** The array's items as comma-separated JSON, without the brackets. */
  encode(array: readonly T[]): Buffer[] {
    let same = 0;
    const shorter = Math.min(array.length, this.items.length);
    while (same < shorter && array[same] === this.items[same]) same++;
    if (same < this.items.length) {
      this.items = [];
      this.pieces = [];
      same = 0;
    }
    if (array.length > same) {
      const added = array.slice(same);
      const json = added.map((item) => JSON.stringify(item)).join(',');
      this.pieces.push(...(this.pieces.length ? [COMMA] : []), Buffer.from(json));
      this.items.push(...added);
      // Fold small pieces together now and then so a write never hands the kernel thousands of tiny buffers.
      if (this.pieces.length > 64) this.pieces = [Buffer.concat(this.pieces)];
    }
    return this.pieces;
  }
}

/**
 * Encodes `{ records, idempotency }` (compact JSON, the same bytes as JSON.stringify) from
 * cached pieces: with many stored records, a write serialises only what was added since the last.
 */
export function recordFileEncoder<R extends object, K extends object>(): Encoder<{ records: readonly R[]; idempotency: readonly K[] }> {
  const records = new ArrayJsonCache<R>();
  const keys = new ArrayJsonCache<K>();
  const open = Buffer.from('{"records":[');
  const middle = Buffer.from('],"idempotency":[');
  const close = Buffer.from(']}');
  return (data) => [open, ...records.encode(data.records), middle, ...keys.encode(data.idempotency), close];
}
