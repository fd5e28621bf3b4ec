import type { DocumentKind } from './referral';

/** How many first bytes decide a file's kind (an ISO BMFF `ftyp` box lists its brands in them). */
export const HEAD_BYTES = 64;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The HEIF brands of a still HEVC image; `mif1`/`msf1` are any HEIF, HEVC only when a HEVC brand is listed too (AVIF is not taken). */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis']);
const GENERIC_HEIF = new Set(['mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);

/**
 * A document's kind by its own first bytes (the server decides by it, the referral form checks it first) (OWASP, "File Upload Cheat Sheet": never its name or
 * declared type): `%PDF-`, a JPEG's start of image and first marker, PNG's signature, or an ISO
 * BMFF `ftyp` box whose brands say HEVC still image. Anything else is null.
 */
export function kindOf(head: Uint8Array): DocumentKind | null {
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (isHeic(head)) return 'heic';
  return null;
}

function isHeic(head: Uint8Array): boolean {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return false;
  const size = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  if (size < 16 || size % 4 !== 0) return false;
  const major = ascii(head, 8, 12);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= Math.min(size, head.length); offset += 4) compatible.push(ascii(head, offset, offset + 4));
  if (HEVC_BRANDS.has(major)) return true;
  return GENERIC_HEIF.has(major) && compatible.some((brand) => HEVC_BRANDS.has(brand));
}
