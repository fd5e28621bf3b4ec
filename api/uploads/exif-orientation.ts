/**
 * The one fact of a photo's Exif that is kept (api/uploads/ strips the rest): its orientation,
 * tag 0x0112 of the first image directory, 1 to 8. Read from a TIFF block (Exif's body), and
 * written back as the smallest TIFF that holds it alone, so a phone photo still shows upright.
 */

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** The orientation a TIFF block gives its image, or undefined when it gives none (or cannot be read). */
export function readOrientation(tiff: Uint8Array): number | undefined {
  if (tiff.length < 8) return undefined;
  const order = String.fromCharCode(tiff[0]!, tiff[1]!);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (view.getUint16(2, little) !== 42) return undefined;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return undefined;
  const count = view.getUint16(ifd, little);
  for (let index = 0; index < count; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, little) !== SHORT) return undefined;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** A big-endian TIFF block with one image directory holding one entry: the orientation. */
export function orientationTiff(orientation: number): Uint8Array {
  const tiff = new Uint8Array(26);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d]);
  view.setUint16(2, 42);
  view.setUint32(4, 8);
  view.setUint16(8, 1);
  view.setUint16(10, ORIENTATION_TAG);
  view.setUint16(12, SHORT);
  view.setUint32(14, 1);
  view.setUint16(18, orientation);
  view.setUint32(22, 0);
  return tiff;
}
