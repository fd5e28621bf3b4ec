/**
 * When this tab last made a staff request the server counts as activity (any answered one but
 * GET session), on this tab's clock, taken when the request left: the server saw it no earlier,
 * so the idle end worked out from it is never later than the server's.
 */
let lastActivity = 0;
const listeners = new Set<() => void>();

export function noteActivity(at: number): void {
  if (at <= lastActivity) return;
  lastActivity = at;
  listeners.forEach((listener) => listener());
}

export const lastActivityAt = (): number => lastActivity;

export function subscribeActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Between tests, which each start a new app on a clock of their own. */
export function forgetActivity(): void {
  lastActivity = 0;
}
