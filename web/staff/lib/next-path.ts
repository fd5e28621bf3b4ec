/** Where sign-in returns to: a path of the staff app, never another site, never sign-in itself. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || next.startsWith('/sign-in')) return '/';
  return next;
}

/** The sign-in address that brings the person back to `path` (a path inside /staff) afterwards. */
export function signInFor(path: string): string {
  const next = safeNext(path);
  return next === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`;
}
