export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send: brotli whenever the client accepts it, else gzip, else none. Browsers
 * list `gzip, deflate, br, zstd` with equal weights, and a plain negotiation would pick the
 * first listed (gzip), giving up brotli's smaller bytes. No header means no encoding.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  // A browser sends the same header on every request: remember the last answer.
  if (acceptEncoding === last.header) return last.encoding;
  last = { header: acceptEncoding, encoding: negotiate(acceptEncoding) };
  return last.encoding;
}

let last: { header: string; encoding: ContentEncoding } = { header: '', encoding: 'identity' };

/** Whether the client takes this encoding at all (a page whose brotli copy is not ready yet goes as gzip when it does). */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: Exclude<ContentEncoding, 'identity'>): boolean {
  return Boolean(acceptEncoding) && acceptedBy(acceptEncoding!)(encoding);
}

function negotiate(acceptEncoding: string): ContentEncoding {
  const accepts = acceptedBy(acceptEncoding);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

function acceptedBy(acceptEncoding: string): (name: string) => boolean {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
}
