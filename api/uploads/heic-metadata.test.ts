import { describe, expect, it } from 'vitest';
import { HEIC_EXIF, HEIC_PIXELS, HEIC_XMP, heic } from '../test-support/upload-files';
import { stripHeicMetadata, UnsupportedHeicError } from './heic-metadata';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('stripHeicMetadata', () => {
  it('when a HEIC photo has Exif and XMP items in mdat, then their bytes are zeros, the picture and its rotation are as they were, and the size is the same', () => {
    const photo = heic();

    const cleaned = stripHeicMetadata(photo);

    expect(cleaned.length).toBe(photo.length);
    expect(text(cleaned)).not.toMatch(/heic-exif-secret|heic-xmp-secret/);
    expect(text(cleaned)).toContain(HEIC_PIXELS.toString());
    expect(text(cleaned)).toContain('irot');
    const exifAt = photo.indexOf(HEIC_EXIF);
    expect(Buffer.from(cleaned.subarray(exifAt, exifAt + HEIC_EXIF.length)).equals(Buffer.alloc(HEIC_EXIF.length))).toBe(true);
    const xmpAt = photo.indexOf(HEIC_XMP);
    expect(Buffer.from(cleaned.subarray(xmpAt, xmpAt + HEIC_XMP.length)).equals(Buffer.alloc(HEIC_XMP.length))).toBe(true);
    // Everything else is untouched.
    const outside = (bytes: Uint8Array) => Buffer.concat([Buffer.from(bytes.subarray(0, exifAt)), Buffer.from(bytes.subarray(xmpAt + HEIC_XMP.length))]);
    expect(outside(cleaned).equals(outside(photo))).toBe(true);
  });

  it('when the Exif item lies in the meta box\'s idat, then it is found there and zeroed', () => {
    const cleaned = stripHeicMetadata(heic({ exifMethod: 1 }));

    expect(text(cleaned)).not.toMatch(/heic-exif-secret|heic-xmp-secret/);
  });

  it.each([
    ['an image sequence (moov)', { extraTopLevel: 'moov' }],
    ['a uuid box at the top', { extraTopLevel: 'uuid' }],
    ['Exif placed by reference to another item', { exifMethod: 2 as const }],
    ['an Exif item with no location', { exifUnplaced: true }],
  ])('when the file has %s, then UnsupportedHeicError (we ask for a JPEG)', (_, options) => {
    expect(() => stripHeicMetadata(heic(options))).toThrow(UnsupportedHeicError);
  });

  it('when the file is cut short, then UnsupportedHeicError, not a crash', () => {
    const photo = heic();
    for (const length of [20, 60, 200, photo.length - 5]) expect(() => stripHeicMetadata(photo.subarray(0, length))).toThrow(UnsupportedHeicError);
  });
});
