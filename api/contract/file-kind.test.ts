import { describe, expect, it } from 'vitest';
import { heic, pdf, phoneJpeg, taggedPng } from '../test-support/upload-files';
import { kindOf } from './file-kind';

const head = (bytes: Uint8Array) => bytes.subarray(0, 64);
const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('kindOf', () => {
  it('when the first bytes are a PDF, JPEG, PNG or HEIC signature, then that kind', async () => {
    expect(kindOf(head(pdf()))).toBe('pdf');
    expect(kindOf(head(await phoneJpeg()))).toBe('jpeg');
    expect(kindOf(head(await taggedPng()))).toBe('png');
    expect(kindOf(head(heic()))).toBe('heic');
  });

  it('when a generic HEIF brand lists a HEVC brand among its compatible ones, then HEIC; when it lists only AVIF, then no kind', () => {
    expect(kindOf(head(heic({ brand: 'mif1' })))).toBe('heic');
    const avif = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypmif1'), Buffer.alloc(4), Buffer.from('avif')]);
    expect(kindOf(avif)).toBeNull();
  });

  it.each([
    ['an HTML page', '<!doctype html><script>alert(1)</script>'],
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'],
    ['a ZIP (or Office file)', 'PK\x03\x04rest'],
    ['a Windows program', 'MZ\x90\x00'],
    ['a PDF signature late in the file', 'junk%PDF-1.7'],
    ['a GIF', 'GIF89a'],
    ['an empty file', ''],
  ])('when the file is %s, then no kind', (_, content) => {
    expect(kindOf(ascii(content))).toBeNull();
  });
});
