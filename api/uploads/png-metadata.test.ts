import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { taggedPng } from '../test-support/upload-files';
import { BrokenImageError } from './jpeg-metadata';
import { stripPngMetadata } from './png-metadata';

function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    types.push(png.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return types;
}

describe('stripPngMetadata', () => {
  it('when a PNG carries text, time, a private chunk and bytes after its end, then only the chunks that draw it stay, and it draws the same', async () => {
    const png = await taggedPng();

    const cleaned = Buffer.from(stripPngMetadata(png));

    expect(chunkTypes(cleaned)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    expect(cleaned.toString('latin1')).not.toMatch(/secret/);
    const [before, after] = await Promise.all([sharp(png).raw().toBuffer(), sharp(cleaned).raw().toBuffer()]);
    expect(after.equals(before)).toBe(true);
  });

  it('when its Exif chunk gives an orientation with other tags, then an Exif chunk of the orientation alone is written before the image data', async () => {
    const cleaned = Buffer.from(stripPngMetadata(await taggedPng(8)));

    expect(chunkTypes(cleaned)).toEqual(['IHDR', 'pHYs', 'eXIf', 'IDAT', 'IEND']);
    expect(cleaned.toString('latin1')).not.toContain('exif-secret');
    expect((await sharp(cleaned).metadata()).orientation).toBe(8);
  });

  it.each([
    ['it has no signature', Buffer.from('GIF89a')],
    ['a chunk is cut short', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from([0, 0, 0, 200]), Buffer.from('IHDRxx')])],
    ['it has no end chunk', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ])('when %s, then BrokenImageError', (_, input) => {
    expect(() => stripPngMetadata(input)).toThrow(BrokenImageError);
  });
});
