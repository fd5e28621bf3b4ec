import type { Request, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from './content-encoding';

/** A JSON document computed once and served many times, with a tag that changes with its content. */
export interface CachedJson {
  body: string;
  etag: string;
}

interface Encodings {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this, compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;
const encodingsOf = new WeakMap<CachedJson, Encodings>();

/**
 * Answers with a cached document: 304 when the client's copy is current, else the bytes in the
 * best encoding the client accepts. Each encoding is made once per document (the slot list's
 * ~70 KB shrink to a few KB), so a busy endpoint neither re-encodes nor re-compresses.
 */
export function sendCachedJson(req: Request, res: Response, document: CachedJson, cacheControl: string): void {
  res.setHeader('ETag', document.etag);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  let encodings = encodingsOf.get(document);
  if (!encodings) {
    encodings = { identity: Buffer.from(document.body) };
    encodingsOf.set(document, encodings);
  }
  const { identity } = encodings;
  const wanted = identity.length >= MIN_COMPRESS_BYTES ? preferredEncoding(req.headers['accept-encoding']) : 'identity';
  let body = identity;
  if (wanted === 'br') {
    encodings.br ??= brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } });
    body = encodings.br;
    res.setHeader('Content-Encoding', 'br');
  } else if (wanted === 'gzip') {
    encodings.gzip ??= gzipSync(identity, { level: 6 });
    body = encodings.gzip;
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
