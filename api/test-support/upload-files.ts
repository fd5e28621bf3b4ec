import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Documents made in code for the upload tests: real JPEG and PNG photos (sharp) with the metadata
 * a phone writes, and PDF and HEIC files built byte by byte, good ones and crafted bad ones.
 */

const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>xmp-secret</rdf:Description></rdf:RDF></x:xmpmeta>';

/** A 32×16 photo with GPS, a description, XMP and an orientation (6: turn 90° clockwise to show). */
export async function phoneJpeg(orientation = 6): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 16, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { ImageDescription: 'exif-secret left heel', Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 6/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '84/1 30/1 0/1' } })
    .withMetadata({ orientation })
    .withXmp(XMP)
    .toBuffer();
}

/** A PNG photo from sharp with text, time and Exif chunks added the way editors add them. */
export async function taggedPng(orientation?: number): Promise<Buffer> {
  const plain = await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 10, g: 120, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();
  const extra = [
    pngChunk('tEXt', Buffer.from('Comment\0text-secret')),
    pngChunk('iTXt', Buffer.from('Description\0\0\0\0\0itxt-secret')),
    pngChunk('zTXt', Buffer.concat([Buffer.from('Author\0\0'), deflateSync('ztxt-secret')])),
    pngChunk('tIME', Buffer.from([0x07, 0xea, 12, 6, 10, 0, 0])),
    pngChunk('prVt', Buffer.from('private-secret')),
    ...(orientation ? [pngChunk('eXIf', exifTiff(orientation, 'exif-secret'))] : []),
  ];
  const idat = plain.indexOf('IDAT') - 4;
  return Buffer.concat([plain.subarray(0, idat), ...extra, plain.subarray(idat), Buffer.from('trailing-secret')]);
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A little-endian TIFF block with an orientation and a description (the text a cleaner must drop). */
export function exifTiff(orientation: number, description: string): Buffer {
  const text = Buffer.from(`${description}\0`, 'latin1');
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  // ImageDescription (0x010e), ASCII, pointing at the text after the directory.
  tiff.writeUInt16LE(0x010e, 10);
  tiff.writeUInt16LE(2, 12);
  tiff.writeUInt32LE(text.length, 14);
  tiff.writeUInt32LE(tiff.length, 18);
  tiff.writeUInt16LE(0x0112, 22);
  tiff.writeUInt16LE(3, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt16LE(orientation, 30);
  return Buffer.concat([tiff, text]);
}

// ---- PDF ----

/** A one-page PDF with the given extra catalogue entries and extra objects; offsets are not checked by this or by the cleaner. */
export function pdf({ catalogue = '', objects = [] as string[], trailer = '', pageText = 'Order for wound care' } = {}): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (${pageText}) Tj ET`;
  const body = [
    `1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogue} >> endobj`,
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj',
    `4 0 obj << /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj`,
    ...objects,
  ].join('\n');
  return Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${body}\ntrailer << /Root 1 0 R ${trailer} >>\n%%EOF\n`, 'latin1');
}

/** An object stream (PDF 1.5) holding `dictionaries`, compressed, as object `number`. */
export function objectStream(number: number, dictionaries: string[], extra = ''): Buffer {
  const data = deflateSync(Buffer.from(dictionaries.join('\n')));
  return Buffer.concat([Buffer.from(`${number} 0 obj << /Type /ObjStm /N ${dictionaries.length} /First 0 /Filter /FlateDecode /Length ${data.length} ${extra}>>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream\nendobj', 'latin1')]);
}

/** A PDF whose catalogue sits in an object stream, as PDF writers do since 1.5. */
export function pdfWithObjectStream(hidden: string): Buffer {
  const start = Buffer.from('%PDF-1.7\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n', 'latin1');
  return Buffer.concat([start, objectStream(5, [`<< /Type /Catalog /Pages 2 0 R ${hidden} >>`]), Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
}

// ---- HEIC ----

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}
const fullBox = (type: string, version: number, ...parts: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...parts);
const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

export const HEIC_PIXELS = Buffer.from('HEVC-PIXELS-OF-THE-WOUND');
export const HEIC_EXIF = Buffer.concat([u32(0), Buffer.from('MM\0*heic-exif-secret GPS 39N 84W')]);
export const HEIC_XMP = Buffer.from(XMP.replace('xmp-secret', 'heic-xmp-secret'));

export interface HeicOptions {
  /** iloc's construction method for the Exif item (0: in the file, 1: in idat, 2: by reference). */
  exifMethod?: 0 | 1 | 2;
  /** Leave the Exif item out of iloc. */
  exifUnplaced?: boolean;
  /** Another top-level box after mdat ('moov' for an image sequence, 'uuid'...). */
  extraTopLevel?: string;
  brand?: string;
}

/**
 * A still HEIF image as a phone writes one: `ftyp`, a `meta` box listing three items (the picture,
 * its Exif, its XMP) and placing them with `iloc` (version 1) in `mdat` (or the Exif in `idat`),
 * and rotation in an `irot` property.
 */
export function heic({ exifMethod = 0, exifUnplaced = false, extraTopLevel, brand = 'heic' }: HeicOptions = {}): Buffer {
  const ftyp = box('ftyp', Buffer.from(brand), u32(0), Buffer.from('mif1'), Buffer.from('heic'));
  const infe = (id: number, type: string, name: string, extra = Buffer.alloc(0)) =>
    fullBox('infe', 2, u16(id), u16(0), Buffer.from(type, 'latin1'), Buffer.from(`${name}\0`), extra);
  const iinf = fullBox('iinf', 0, u16(3), infe(1, 'hvc1', ''), infe(2, 'Exif', 'Exif'), infe(3, 'mime', 'XMP', Buffer.from('application/rdf+xml\0')));
  const hdlr = fullBox('hdlr', 0, u32(0), Buffer.from('pict'), Buffer.alloc(12), Buffer.from('\0'));
  const pitm = fullBox('pitm', 0, u16(1));
  const iprp = box('iprp', box('ipco', box('irot', Buffer.from([1]))), fullBox('ipma', 0, u32(1), u16(1), Buffer.from([1]), Buffer.from([0x81])));
  const idatData = exifMethod === 1 ? HEIC_EXIF : Buffer.alloc(0);
  const idat = exifMethod === 1 ? box('idat', idatData) : Buffer.alloc(0);
  // The meta box's size does not depend on the offsets it holds: built once with zeros to learn where mdat's data begins.
  const build = (mdatStart: number) => {
    const entry = (id: number, method: number, offset: number, length: number) => Buffer.concat([u16(id), u16(method), u16(0), u16(1), u32(offset), u32(length)]);
    const items = [entry(1, 0, mdatStart, HEIC_PIXELS.length)];
    if (!exifUnplaced) items.push(entry(2, exifMethod, exifMethod === 1 ? 0 : mdatStart + HEIC_PIXELS.length, HEIC_EXIF.length));
    items.push(entry(3, 0, mdatStart + HEIC_PIXELS.length + (exifMethod === 1 ? 0 : HEIC_EXIF.length), HEIC_XMP.length));
    // iloc version 1: offset and length 4 bytes, no base offset, no index.
    const iloc = fullBox('iloc', 1, Buffer.from([0x44, 0x00]), u16(items.length), ...items);
    return fullBox('meta', 0, hdlr, pitm, iinf, iloc, iprp, idat);
  };
  const meta = build(0);
  const mdatPayload = Buffer.concat([HEIC_PIXELS, exifMethod === 1 ? Buffer.alloc(0) : HEIC_EXIF, HEIC_XMP]);
  const mdatStart = ftyp.length + meta.length + 8;
  const extra = extraTopLevel ? box(extraTopLevel, Buffer.from('more')) : Buffer.alloc(0);
  return Buffer.concat([ftyp, build(mdatStart), box('mdat', mdatPayload), extra]);
}
