import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { phoneJpeg } from '../test-support/upload-files';
import { BrokenImageError, stripJpegMetadata } from './jpeg-metadata';

const segment = (marker: number, body: string | Buffer) => {
  const data = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  return Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]);
};

describe('stripJpegMetadata', () => {
  it('when a phone photo has GPS, a description, XMP and an orientation, then only the orientation is left and the pixels are the same', async () => {
    const photo = await phoneJpeg(6);
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('exif-secret');
    expect(before.xmp).toBeDefined();

    const cleaned = Buffer.from(stripJpegMetadata(photo));

    const after = await sharp(cleaned).metadata();
    expect(after.orientation).toBe(6);
    expect(after.xmp).toBeUndefined();
    // One tag only: no GPS directory pointer (0x8825), no description.
    expect(after.exif!.length).toBeLessThan(40);
    expect(after.exif!.indexOf(Buffer.from([0x88, 0x25]))).toBe(-1);
    expect(cleaned.toString('latin1')).not.toMatch(/exif-secret|xmp-secret|PhoneMaker/);
    const [pixelsBefore, pixelsAfter] = await Promise.all([sharp(photo).raw().toBuffer(), sharp(cleaned).raw().toBuffer()]);
    expect(pixelsAfter.equals(pixelsBefore)).toBe(true);
  });

  it('when the photo is upright (orientation 1), then no Exif is written at all', async () => {
    const cleaned = Buffer.from(stripJpegMetadata(await phoneJpeg(1)));

    expect((await sharp(cleaned).metadata()).exif).toBeUndefined();
    expect(cleaned.indexOf('Exif')).toBe(-1);
  });

  it('when a JPEG carries comments, IPTC, a multi-picture index and bytes after its end, then they go and JFIF, the colour profile and the tables stay', async () => {
    const plain = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const afterSoi = plain.subarray(2);
    const crafted = Buffer.concat([
      plain.subarray(0, 2),
      segment(0xe0, 'JFIF\0\x01\x01\0\0\x01\0\x01\0\0'),
      segment(0xfe, 'comment-secret'),
      segment(0xed, 'Photoshop 3.0\0iptc-secret'),
      segment(0xe2, 'MPF\0mpf-secret'),
      segment(0xe2, 'ICC_PROFILE\0\x01\x01profile'),
      afterSoi.subarray(0, afterSoi.length),
      Buffer.from('\xff\xd8trailer-secret', 'latin1'),
    ]);

    const cleaned = Buffer.from(stripJpegMetadata(crafted));

    const text = cleaned.toString('latin1');
    expect(text).not.toMatch(/comment-secret|iptc-secret|mpf-secret|trailer-secret/);
    expect(text).toContain('JFIF');
    expect(text).toContain('ICC_PROFILE');
    expect(cleaned.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('when a progressive JPEG has several scans, then each scan is kept whole', async () => {
    const progressive = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a0c0e0' } })
      .composite([{ input: Buffer.from('<svg width="64" height="64"><circle cx="32" cy="32" r="20" fill="#202020"/></svg>') }])
      .jpeg({ progressive: true })
      .withExif({ IFD0: { ImageDescription: 'exif-secret' } })
      .toBuffer();

    const cleaned = Buffer.from(stripJpegMetadata(progressive));

    const [before, after] = await Promise.all([sharp(progressive).raw().toBuffer(), sharp(cleaned).raw().toBuffer()]);
    expect(after.equals(before)).toBe(true);
    expect(cleaned.toString('latin1')).not.toContain('exif-secret');
  });

  it.each([
    ['it does not start with a start of image', Buffer.from('not a jpeg')],
    ['a segment claims more bytes than the file has', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0x45])],
    ['its image data never ends', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x12, 0x34, 0x56])],
    ['it stops between segments', Buffer.from([0xff, 0xd8])],
  ])('when %s, then BrokenImageError', (_, input) => {
    expect(() => stripJpegMetadata(input)).toThrow(BrokenImageError);
  });
});
