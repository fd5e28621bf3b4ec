import { orientationTiff, readOrientation } from './exif-orientation';

/** Why a JPEG could not be cleaned: it is not one a viewer could show either. */
export class BrokenImageError extends Error {}

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

const startsWith = (bytes: Uint8Array, at: number, prefix: readonly number[]) => prefix.every((byte, index) => bytes[at + index] === byte);
const ICC_PROFILE = [...'ICC_PROFILE\0'].map((char) => char.charCodeAt(0));

/**
 * Which segments before the image data stay: the frame, tables and restart interval the image is
 * drawn with, JFIF (APP0), the colour profile (an APP2 ICC_PROFILE, not APP2's multi-picture
 * index, which points at further images) and Adobe's colour transform (APP14). Every other
 * application segment (Exif and XMP in APP1, IPTC in APP13, makers' notes) and every comment goes.
 */
function keeps(marker: number, body: Uint8Array): boolean {
  if (marker === APP0 || marker === APP14) return true;
  if (marker === APP2) return startsWith(body, 0, ICC_PROFILE);
  if (marker >= 0xe0 && marker <= 0xef) return false;
  return marker !== COM;
}

/**
 * A JPEG without its metadata: no Exif (GPS, camera, dates, thumbnail), XMP, IPTC or comments,
 * and nothing after the image's end (a phone's second image or a trailer). The orientation Exif
 * gave is kept, written as a minimal Exif of that one tag, so the photo still shows upright.
 * Throws BrokenImageError for a file that is not a whole JPEG.
 */
export function stripJpegMetadata(input: Uint8Array): Uint8Array {
  if (input[0] !== 0xff || input[1] !== SOI) throw new BrokenImageError('no start of image');
  const out: Uint8Array[] = [input.subarray(0, 2)];
  let orientation: number | undefined;
  let at = 2;
  let placedOrientation = false;
  const placeOrientation = () => {
    if (placedOrientation) return;
    placedOrientation = true;
    if (orientation && orientation !== 1) out.push(exifSegment(orientation));
  };
  for (;;) {
    // Markers may be padded with any number of 0xFF bytes.
    while (input[at] === 0xff && input[at + 1] === 0xff) at++;
    if (at + 1 >= input.length || input[at] !== 0xff) throw new BrokenImageError('a segment is missing');
    const marker = input[at + 1]!;
    if (marker === EOI) {
      placeOrientation();
      out.push(input.subarray(at, at + 2));
      return concat(out);
    }
    if (marker === SOI || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      out.push(input.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > input.length) throw new BrokenImageError('a segment is cut short');
    const length = (input[at + 2]! << 8) | input[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > input.length) throw new BrokenImageError('a segment is cut short');
    const body = input.subarray(at + 4, end);
    if (marker === APP1 && startsWith(body, 0, EXIF_HEADER)) orientation ??= readOrientation(body.subarray(EXIF_HEADER.length));
    // The orientation goes in just before the first segment that is neither JFIF nor metadata.
    if (marker !== APP0 && !(marker >= 0xe1 && marker <= 0xef) && marker !== COM) placeOrientation();
    if (keeps(marker, body)) out.push(input.subarray(at, end));
    at = end;
    if (marker === SOS) {
      const scanEnd = endOfScan(input, at);
      out.push(input.subarray(at, scanEnd));
      at = scanEnd;
    }
  }
}

/** Where a scan's entropy-coded data ends: at the first marker that is not a stuffed 0xFF00, a restart marker or fill. */
function endOfScan(input: Uint8Array, from: number): number {
  for (let at = from; at + 1 < input.length; at++) {
    if (input[at] !== 0xff) continue;
    const next = input[at + 1]!;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return at;
  }
  throw new BrokenImageError('the image data has no end');
}

/** APP1 "Exif\0\0" holding only the orientation. */
function exifSegment(orientation: number): Uint8Array {
  const tiff = orientationTiff(orientation);
  const length = 2 + EXIF_HEADER.length + tiff.length;
  const segment = new Uint8Array(2 + length);
  segment.set([0xff, APP1, length >> 8, length & 0xff]);
  segment.set(EXIF_HEADER, 4);
  segment.set(tiff, 4 + EXIF_HEADER.length);
  return segment;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const joined = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

export { concat };
