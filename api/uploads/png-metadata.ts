import { crc32 } from 'node:zlib';
import { orientationTiff, readOrientation } from './exif-orientation';
import { BrokenImageError, concat } from './jpeg-metadata';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The chunks a PNG keeps: those that draw it (header, palette, data, end, transparency, gamma,
 * colour space and profile, significant bits, background, pixel size, histogram, suggested
 * palette) and an animated PNG's frames. Text (tEXt, zTXt, iTXt), Exif (eXIf), the time it was
 * made (tIME) and any other or private chunk go.
 */
const KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'bKGD', 'pHYs', 'hIST', 'sPLT', 'cICP', 'acTL', 'fcTL', 'fdAT']);

/**
 * A PNG without its text and metadata chunks and without anything after its end. An orientation
 * its eXIf chunk gave is kept, as an eXIf holding only that tag, before the image data.
 * Throws BrokenImageError for a file that is not a whole PNG.
 */
export function stripPngMetadata(input: Uint8Array): Uint8Array {
  if (!SIGNATURE.every((byte, index) => input[index] === byte)) throw new BrokenImageError('no PNG signature');
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  const out: Uint8Array[] = [input.subarray(0, 8)];
  let orientation: number | undefined;
  let placed = false;
  for (let at = 8; ; ) {
    if (at + 12 > input.length) throw new BrokenImageError('a chunk is cut short');
    const length = view.getUint32(at);
    const type = String.fromCharCode(...input.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > input.length) throw new BrokenImageError('a chunk is cut short');
    if (!/^[A-Za-z]{4}$/.test(type)) throw new BrokenImageError('a chunk has no name');
    if (type === 'eXIf') orientation ??= readOrientation(input.subarray(at + 8, at + 8 + length));
    if ((type === 'IDAT' || type === 'IEND') && !placed) {
      placed = true;
      if (orientation && orientation !== 1) out.push(chunk('eXIf', orientationTiff(orientation)));
    }
    if (KEPT.has(type)) out.push(input.subarray(at, end));
    if (type === 'IEND') return concat(out);
    at = end;
  }
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  bytes.set([...type].map((char) => char.charCodeAt(0)), 4);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}
