/**
 * The site's one toast system: a tiny store outside React, so anything (a form, the query
 * cache, the service-worker outbox) can call `toast()`. One toast shows at a time (docs/product.md, "Toasts"):
 * a new one replaces the current one.
 */
export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; Infinity keeps it until dismissed. */
  duration?: number;
  action?: { label: string; onClick: () => void };
  /**
   * False when the page shows the same outcome in place and moves focus to it: the toast still
   * shows, but is not announced a second time.
   */
  announce?: boolean;
}

export interface Toast extends ToastInput {
  id: number;
  variant: ToastVariant;
  duration: number;
}

const TOAST_DURATION_MS = 5000;

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...input, id, variant: input.variant ?? 'default', duration: input.duration ?? TOAST_DURATION_MS };
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast with this id (or whichever is showing); a stale id does nothing. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): Toast | null {
  return current;
}
