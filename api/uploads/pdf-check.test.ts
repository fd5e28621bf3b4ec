import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdf, pdfWithObjectStream } from '../test-support/upload-files';
import { checkPdf, decodeName } from './pdf-check';

describe('checkPdf', () => {
  it('when a PDF is a plain order, even one whose text speaks of /JavaScript, then it is kept', () => {
    expect(checkPdf(pdf())).toBeNull();
    expect(checkPdf(pdf({ pageText: 'Do not use /JavaScript or /Launch here' }))).toBeNull();
  });

  it.each([
    ['an open action that runs JavaScript', { catalogue: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' }, 'active'],
    ['a JavaScript name tree', { catalogue: '/Names << /JavaScript 9 0 R >>' }, 'active'],
    ['a launch action', { objects: ['9 0 obj << /Type /Action /S /Launch /F (cmd.exe) >> endobj'] }, 'active'],
    ['rich media', { objects: ['9 0 obj << /Type /Annot /Subtype /RichMedia >> endobj'] }, 'active'],
    ['an XFA form', { catalogue: '/AcroForm << /XFA 9 0 R >>' }, 'active'],
    ['embedded files', { catalogue: '/Names << /EmbeddedFiles 9 0 R >>' }, 'embedded'],
    ['an embedded file stream', { objects: ['9 0 obj << /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream\nendobj'] }, 'embedded'],
    ['encryption', { trailer: '/Encrypt 9 0 R' }, 'encrypted'],
  ])('when a PDF has %s, then it is refused as %s', (_, parts, problem) => {
    expect(checkPdf(pdf(parts))).toBe(problem);
  });

  it('when a name is written with #xx escapes (/J#61vaScript, /#4Aa#76a#53cript), then it is read as what it spells', () => {
    expect(decodeName(Buffer.from('J#61vaScript'))).toBe('JavaScript');
    expect(checkPdf(pdf({ catalogue: '/OpenAction << /S /J#61vaScript /#4A#53 (x) >>' }))).toBe('active');
    expect(checkPdf(pdf({ catalogue: '/Names << /Embedded#46iles 9 0 R >>' }))).toBe('embedded');
  });

  it('when JavaScript hides in a compressed object stream, then it is found after inflating it', () => {
    expect(checkPdf(pdfWithObjectStream('/OpenAction << /S /JavaScript /JS (x) >>'))).toBe('active');
    expect(checkPdf(pdfWithObjectStream('/Names << /Embedded#46iles 9 0 R >>'))).toBe('embedded');
    expect(checkPdf(pdfWithObjectStream('/PageMode /UseOutlines'))).toBeNull();
  });

  it('when an object stream is written in a filter the check cannot read (LZW), then the PDF is refused as unreadable', () => {
    const lzw = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('5 0 obj << /Type /ObjStm /N 1 /First 0 /Filter /LZWDecode /Length 4 >>\nstream\n\x80\x0b\x60\x50\nendstream\nendobj\n%%EOF', 'latin1')]);
    expect(checkPdf(lzw)).toBe('unreadable');
  });

  it('when an image\'s bytes happen to spell /JS, then they are not read as names', () => {
    const pixels = Buffer.from('\x00/JS /Launch (\xff\xfe', 'latin1');
    const image = Buffer.concat([Buffer.from(`9 0 obj << /Type /XObject /Subtype /Image /Width 1 /Height 1 /Length ${pixels.length} >>\nstream\n`, 'latin1'), pixels, Buffer.from('\nendstream\nendobj', 'latin1')]);
    expect(checkPdf(pdf({ objects: [image.toString('latin1')] }))).toBeNull();
  });

  it('when a compressed stream would inflate past the check\'s budget (a zip bomb), then the PDF is refused as unreadable', () => {
    const bomb = deflateSync(Buffer.alloc(4 * 1024 * 1024));
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(`5 0 obj << /Type /ObjStm /N 1 /First 0 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`, 'latin1'), bomb, Buffer.from('\nendstream\nendobj\n%%EOF', 'latin1')]);
    expect(checkPdf(file, { maxInflatedBytes: 1024 * 1024 })).toBe('unreadable');
    expect(checkPdf(file)).toBeNull();
  });
});
