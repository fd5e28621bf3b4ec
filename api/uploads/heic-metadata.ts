/**
 * A HEIC photo without its Exif and XMP: HEIF keeps them as items of the `meta` box (named in
 * `iinf`, placed by `iloc`), which are overwritten with zeros where they lie, so every offset
 * stays right. Orientation lives apart, in the `irot` and `imir` properties, and is untouched.
 * A file whose metadata cannot be found this way (an image sequence, a `uuid` box, items placed
 * by reference or in another file) is refused: UnsupportedHeicError, and the referrer is asked
 * for a JPEG instead.
 */

export class UnsupportedHeicError extends Error {}

interface Box {
  type: string;
  /** Where the box starts, and where its content (after the header) starts and ends. */
  start: number;
  content: number;
  end: number;
}

/** Top-level boxes a still HEIF image may hold; any other could carry what we cannot see. */
const TOP_LEVEL = new Set(['ftyp', 'meta', 'mdat', 'free', 'skip']);
/** Items that are metadata, never pixels: Exif, XMP and other MIME-typed content, and URIs. */
const METADATA_ITEMS = new Set(['Exif', 'mime', 'uri ']);

class Reader {
  readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  need(at: number, length: number): void {
    if (at < 0 || at + length > this.bytes.length) throw new UnsupportedHeicError('a box is cut short');
  }

  uint(at: number, size: number): number {
    if (size === 0) return 0;
    this.need(at, size);
    if (size === 1) return this.bytes[at]!;
    if (size === 2) return this.view.getUint16(at);
    if (size === 4) return this.view.getUint32(at);
    if (size === 8) {
      const value = this.view.getBigUint64(at);
      if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new UnsupportedHeicError('an offset is too large');
      return Number(value);
    }
    throw new UnsupportedHeicError(`an unknown field size (${size})`);
  }

  text(at: number, length: number): string {
    this.need(at, length);
    return String.fromCharCode(...this.bytes.subarray(at, at + length));
  }

  /** A zero-terminated string and where the next field starts. */
  cString(at: number, end: number): [string, number] {
    let stop = at;
    while (stop < end && this.bytes[stop] !== 0) stop++;
    if (stop >= end) throw new UnsupportedHeicError('a name has no end');
    return [this.text(at, stop - at), stop + 1];
  }

  boxes(from: number, to: number): Box[] {
    const found: Box[] = [];
    for (let at = from; at < to; ) {
      let size = this.uint(at, 4);
      const type = this.text(at + 4, 4);
      let content = at + 8;
      if (size === 1) {
        size = this.uint(at + 8, 8);
        content = at + 16;
      } else if (size === 0) size = to - at;
      if (size < content - at || at + size > to) throw new UnsupportedHeicError(`the ${type} box is cut short`);
      found.push({ type, start: at, content, end: at + size });
      at += size;
    }
    return found;
  }
}

/** Where a metadata item's bytes are: file ranges, as iloc gives them. */
interface Extent {
  offset: number;
  length: number;
}

export function stripHeicMetadata(input: Uint8Array): Uint8Array {
  const reader = new Reader(input);
  const top = reader.boxes(0, input.length);
  const strange = top.find((box) => !TOP_LEVEL.has(box.type));
  if (strange) throw new UnsupportedHeicError(`a top-level ${strange.type} box`);
  const metas = top.filter((box) => box.type === 'meta');
  if (top[0]?.type !== 'ftyp' || metas.length !== 1) throw new UnsupportedHeicError('no single meta box');
  const meta = metas[0]!;
  // meta is a full box: a version and flags before its children.
  const children = reader.boxes(meta.content + 4, meta.end);
  const child = (type: string) => {
    const all = children.filter((box) => box.type === type);
    if (all.length > 1) throw new UnsupportedHeicError(`two ${type} boxes`);
    return all[0];
  };
  const iinf = child('iinf');
  const iloc = child('iloc');
  const idat = child('idat');
  if (!iinf || !iloc) throw new UnsupportedHeicError('no item list');
  const metadataIds = metadataItems(reader, iinf);
  // A copy: a Buffer's slice() would share the caller's bytes.
  const output = new Uint8Array(input);
  for (const extent of extentsOf(reader, iloc, metadataIds, idat)) output.fill(0, extent.offset, extent.offset + extent.length);
  return output;
}

/** The ids of the metadata items `iinf` lists. */
function metadataItems(reader: Reader, iinf: Box): Set<number> {
  const version = reader.uint(iinf.content, 1);
  const countSize = version === 0 ? 2 : 4;
  const count = reader.uint(iinf.content + 4, countSize);
  const entries = reader.boxes(iinf.content + 4 + countSize, iinf.end);
  if (entries.length !== count || entries.some((entry) => entry.type !== 'infe')) throw new UnsupportedHeicError('an item list that does not add up');
  const ids = new Set<number>();
  for (const entry of entries) {
    const entryVersion = reader.uint(entry.content, 1);
    // Versions 0 and 1 predate item types: such a file is not one a phone writes today.
    if (entryVersion < 2) throw new UnsupportedHeicError('an old item entry');
    const idSize = entryVersion === 2 ? 2 : 4;
    const id = reader.uint(entry.content + 4, idSize);
    const type = reader.text(entry.content + 4 + idSize + 2, 4);
    if (METADATA_ITEMS.has(type)) ids.add(id);
  }
  return ids;
}

/** The file ranges of these items, by iloc; refuses what it cannot place for certain. */
function extentsOf(reader: Reader, iloc: Box, ids: ReadonlySet<number>, idat: Box | undefined): Extent[] {
  const at0 = iloc.content;
  const version = reader.uint(at0, 1);
  if (version > 2) throw new UnsupportedHeicError('an unknown iloc version');
  const sizes = reader.uint(at0 + 4, 1);
  const more = reader.uint(at0 + 5, 1);
  const offsetSize = sizes >> 4;
  const lengthSize = sizes & 0x0f;
  const baseOffsetSize = more >> 4;
  const indexSize = version === 1 || version === 2 ? more & 0x0f : 0;
  const countSize = version < 2 ? 2 : 4;
  const count = reader.uint(at0 + 6, countSize);
  let at = at0 + 6 + countSize;
  const found: Extent[] = [];
  const seen = new Set<number>();
  for (let item = 0; item < count; item++) {
    const id = reader.uint(at, version < 2 ? 2 : 4);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version === 1 || version === 2) {
      method = reader.uint(at, 2) & 0x0f;
      at += 2;
    }
    const dataReference = reader.uint(at, 2);
    const base = reader.uint(at + 2, baseOffsetSize);
    at += 2 + baseOffsetSize;
    const extents = reader.uint(at, 2);
    at += 2;
    for (let index = 0; index < extents; index++) {
      at += indexSize;
      const offset = reader.uint(at, offsetSize);
      const length = reader.uint(at + offsetSize, lengthSize);
      at += offsetSize + lengthSize;
      if (!ids.has(id)) continue;
      if (dataReference !== 0 || method > 1) throw new UnsupportedHeicError('metadata kept elsewhere');
      if (length === 0) throw new UnsupportedHeicError('metadata of unstated length');
      const start = method === 1 ? dataStart(idat) + base + offset : base + offset;
      const limit = method === 1 ? idat!.end : reader.bytes.length;
      if (start + length > limit) throw new UnsupportedHeicError('metadata outside the file');
      found.push({ offset: start, length });
    }
    if (ids.has(id)) seen.add(id);
  }
  if (at > iloc.end) throw new UnsupportedHeicError('the item locations are cut short');
  if ([...ids].some((id) => !seen.has(id))) throw new UnsupportedHeicError('metadata with no location');
  return found;
}

function dataStart(idat: Box | undefined): number {
  if (!idat) throw new UnsupportedHeicError('metadata in a missing idat box');
  return idat.content;
}
