import { inflateSync } from 'node:zlib';

/**
 * What makes a PDF one we will not keep (docs/security.md, "Referral documents"): code that runs
 * when it is opened, actions that start other programs, files carried inside it, or encryption
 * (which hides the rest from this check). Forms in XFA are refused too: they carry scripts of
 * their own. Names are compared after their `#xx` escapes are decoded (`/J#61vaScript` is
 * `/JavaScript`), in the file and inside every stream that can be inflated (object streams hold
 * most dictionaries of a PDF written since 2001), images excepted.
 */
export type PdfProblem = 'active' | 'embedded' | 'encrypted' | 'unreadable';

const PROBLEMS: Record<string, Exclude<PdfProblem, 'unreadable'>> = {
  JS: 'active',
  JavaScript: 'active',
  Launch: 'active',
  RichMedia: 'active',
  XFA: 'active',
  EmbeddedFile: 'embedded',
  EmbeddedFiles: 'embedded',
  Encrypt: 'encrypted',
};

/** How much a PDF's streams may inflate to, in all: far above any order or note, far below what would hurt the server. */
const MAX_INFLATED_BYTES = 128 * 1024 * 1024;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
const STREAM = [...'stream'].map((char) => char.charCodeAt(0));
const ENDSTREAM = Buffer.from('endstream');
const ENDOBJ = [...'endobj'].map((char) => char.charCodeAt(0));

/** The first problem found, or null for a PDF we keep. `maxInflatedBytes`: what its streams may inflate to in all. */
export function checkPdf(pdf: Uint8Array, { maxInflatedBytes = MAX_INFLATED_BYTES } = {}): PdfProblem | null {
  const budget = { left: maxInflatedBytes };
  try {
    return scan(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), budget, 0);
  } catch (error) {
    if (error instanceof UnreadablePdf) return 'unreadable';
    throw error;
  }
}

class UnreadablePdf extends Error {}

/** Reads names, skipping strings and comments; a stream's data is decoded and read in turn. */
function scan(bytes: Buffer, budget: { left: number }, depth: number): PdfProblem | null {
  // The names of the dictionary just before each stream say how to read it.
  let recent: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    const byte = bytes[at]!;
    if (byte === 0x25) {
      // A comment, to the end of its line.
      while (at < bytes.length && bytes[at] !== 0x0a && bytes[at] !== 0x0d) at++;
    } else if (byte === 0x28) {
      at = endOfString(bytes, at);
    } else if ((byte === 0x3c && bytes[at + 1] === 0x3c) || (byte === 0x3e && bytes[at + 1] === 0x3e)) {
      at += 2;
    } else if (byte === 0x3c) {
      // A hex string: no names in it.
      at = bytes.indexOf(0x3e, at);
      if (at === -1) return null;
      at++;
    } else if (byte === 0x2f) {
      let end = at + 1;
      while (end < bytes.length && isRegular(bytes[end]!)) end++;
      const name = decodeName(bytes.subarray(at + 1, end));
      const problem = PROBLEMS[name];
      if (problem) return problem;
      recent.push(name);
      if (recent.length > 64) recent = recent.slice(-32);
      at = end;
    } else if (byte === STREAM[0] && isStreamKeyword(bytes, at)) {
      const start = dataStart(bytes, at + STREAM.length);
      const end = bytes.indexOf(ENDSTREAM, start);
      const stop = end === -1 ? bytes.length : end;
      const problem = scanStream(bytes.subarray(start, stop), recent, budget, depth);
      if (problem) return problem;
      recent = [];
      at = end === -1 ? bytes.length : end + ENDSTREAM.length;
    } else {
      // Each object's names are its own: a stream is read by the dictionary right before it.
      if (byte === ENDOBJ[0] && isKeyword(bytes, at, ENDOBJ)) recent = [];
      at++;
    }
  }
  return null;
}

function isKeyword(bytes: Buffer, at: number, word: readonly number[]): boolean {
  if (!word.every((char, index) => bytes[at + index] === char)) return false;
  const before = bytes[at - 1];
  const after = bytes[at + word.length];
  return (before === undefined || !isRegular(before)) && (after === undefined || !isRegular(after));
}

function isStreamKeyword(bytes: Buffer, at: number): boolean {
  if (!STREAM.every((char, index) => bytes[at + index] === char)) return false;
  const before = bytes[at - 1];
  const after = bytes[at + STREAM.length];
  return (before === undefined || !isRegular(before)) && (after === 0x0d || after === 0x0a);
}

/** After `stream`, its data starts past one end of line (CR LF, or LF). */
function dataStart(bytes: Buffer, at: number): number {
  if (bytes[at] === 0x0d && bytes[at + 1] === 0x0a) return at + 2;
  return at + 1;
}

/** A literal string's end: its parentheses balance, and a backslash escapes the next byte. */
function endOfString(bytes: Buffer, at: number): number {
  let depth = 0;
  for (let index = at; index < bytes.length; index++) {
    const byte = bytes[index]!;
    if (byte === 0x5c) index++;
    else if (byte === 0x28) depth++;
    else if (byte === 0x29 && --depth === 0) return index + 1;
  }
  return bytes.length;
}

/** `#xx` in a name is the byte xx (PDF 1.2 and later). */
export function decodeName(raw: Uint8Array): string {
  let name = '';
  for (let index = 0; index < raw.length; index++) {
    const byte = raw[index]!;
    const hex = byte === 0x23 ? String.fromCharCode(raw[index + 1] ?? 0, raw[index + 2] ?? 0) : '';
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      name += String.fromCharCode(Number.parseInt(hex, 16));
      index += 2;
    } else name += String.fromCharCode(byte);
  }
  return name;
}

/**
 * A stream's data, decoded by its filters and read like the file: object streams hold
 * dictionaries. Pixels (`/Subtype /Image`) and streams in filters this check cannot decode are
 * left alone, unless it is an object stream: one we cannot read is a PDF we cannot check.
 */
function scanStream(data: Buffer, names: readonly string[], budget: { left: number }, depth: number): PdfProblem | null {
  const isObjectStream = names.includes('ObjStm');
  if (names.includes('Image') && !isObjectStream) return null;
  const filters = names.filter((name) => FILTERS.has(name));
  const unknown = names.some((name) => OTHER_FILTERS.has(name));
  if (unknown || !filters.length) {
    if (isObjectStream && (unknown || depth > 0)) throw new UnreadablePdf();
    if (!filters.length && isObjectStream) return scan(data, budget, depth + 1);
    return null;
  }
  let decoded: Buffer = data;
  for (const filter of filters) {
    try {
      decoded = decode(filter, decoded, budget);
    } catch (error) {
      if (isObjectStream || error instanceof UnreadablePdf) throw new UnreadablePdf();
      return null;
    }
  }
  if (names.includes('Predictor') && !names.includes('XRef')) {
    // A predictor reorders bytes row by row; only cross-reference streams (which hold no names) use one in practice.
    if (isObjectStream) throw new UnreadablePdf();
    return null;
  }
  if (depth > 2) throw new UnreadablePdf();
  return scan(decoded, budget, depth + 1);
}

const FILTERS = new Set(['FlateDecode', 'Fl', 'ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85']);
const OTHER_FILTERS = new Set(['LZWDecode', 'LZW', 'RunLengthDecode', 'RL', 'Crypt']);

function decode(filter: string, data: Buffer, budget: { left: number }): Buffer {
  let out: Buffer;
  if (filter === 'FlateDecode' || filter === 'Fl') {
    if (budget.left <= 0) throw new UnreadablePdf();
    out = inflateSync(data, { maxOutputLength: budget.left, finishFlush: 2 /* Z_SYNC_FLUSH: a stream cut short still gives what it has */ });
  } else if (filter === 'ASCIIHexDecode' || filter === 'AHx') {
    const hex = data.toString('latin1').replace(/[^0-9a-fA-F>]/g, '').split('>')[0]!;
    out = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
  } else {
    out = ascii85(data);
  }
  budget.left -= out.length;
  return out;
}

function ascii85(data: Buffer): Buffer {
  const text = data.toString('latin1').replace(/\s/g, '').replace(/^<~/, '').split('~>')[0]!;
  const bytes: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    for (let index = 0; index < count; index++) bytes.push((value >>> (24 - 8 * index)) & 0xff);
    group = [];
  };
  for (const char of text) {
    if (char === 'z' && group.length === 0) {
      bytes.push(0, 0, 0, 0);
      continue;
    }
    const digit = char.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) throw new UnreadablePdf();
    group.push(digit);
    if (group.length === 5) flush(4);
  }
  if (group.length) flush(group.length - 1);
  return Buffer.from(bytes);
}
