import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * What was typed in the open forms, kept across a sign-in that a time-out forced (WCAG 2.2.1).
 * Open forms register here while open; when the session ends, their non-empty fields are written
 * to this tab's sessionStorage, keyed by the screen's path and the form, with the username. After
 * signing in again as the same person, each form takes its own back when it opens and the copy
 * is removed. Another person's sign-in, and every chosen sign-out, delete them all. Passwords and
 * codes never register; what is kept is only what this person typed (docs/security.md).
 */
type Fields = Record<string, string>;

interface Kept {
  username: string;
  forms: Record<string, Fields>;
}

const STORAGE_KEY = 'staff-drafts';
const open = new Map<string, () => Fields>();

function read(): Kept | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Kept | null;
    return kept && typeof kept.username === 'string' && typeof kept.forms === 'object' ? kept : null;
  } catch {
    return null;
  }
}

function write(kept: Kept): void {
  try {
    if (Object.keys(kept.forms).length) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or refused (a private window): the forms are lost as they were before.
  }
}

/** The session ended: keep what the open forms hold, for `username`. */
export function keepDrafts(username: string): void {
  const previous = read();
  const forms = previous?.username === username ? { ...previous.forms } : {};
  for (const [key, values] of open) {
    const typed = Object.fromEntries(Object.entries(values()).filter(([, value]) => value.trim() !== ''));
    if (Object.keys(typed).length) forms[key] = typed;
  }
  write({ username, forms });
}

/** Signed out on purpose: nothing is kept. */
export function clearDrafts(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing could be stored either.
  }
}

/** Someone signed in: another person's drafts go. */
export function keepDraftsOnlyFor(username: string): void {
  const kept = read();
  if (kept && kept.username !== username) clearDrafts();
}

function take(key: string, username: string): Fields | null {
  const kept = read();
  if (!kept) return null;
  if (kept.username !== username) {
    clearDrafts();
    return null;
  }
  const fields = kept.forms[key];
  if (!fields) return null;
  delete kept.forms[key];
  write(kept);
  return fields;
}

const Owner = createContext<string | undefined>(undefined);

/** Who is signed in, for the forms inside (set by the signed-in frame). */
export function DraftOwner({ username, children }: { username: string; children: ReactNode }) {
  return <Owner.Provider value={username}>{children}</Owner.Provider>;
}

/**
 * A form's part: while `active` (the form shown, the dialog open) its `values` are what a
 * time-out keeps; when it becomes active with something kept for it, `restore` gets it back.
 * True once something was restored, so the form can say so.
 */
export function useKeptDraft<T extends Record<keyof T, string>>(form: string, values: T, restore: (kept: Partial<T>) => void, active = true): boolean {
  const { pathname } = useLocation();
  const owner = useContext(Owner);
  const key = `${pathname}#${form}`;
  const latest = useRef(values);
  latest.current = values;
  const restoreLatest = useRef(restore);
  restoreLatest.current = restore;
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (!active) return;
    open.set(key, () => latest.current as Fields);
    return () => {
      open.delete(key);
    };
  }, [key, active]);

  useEffect(() => {
    if (!active || !owner) return;
    const kept = take(key, owner);
    if (!kept) return;
    restoreLatest.current(kept as Partial<T>);
    setRestored(true);
  }, [key, active, owner]);

  useEffect(() => {
    if (!active) setRestored(false);
  }, [active]);

  return restored;
}
