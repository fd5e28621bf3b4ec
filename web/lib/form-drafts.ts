import { pagePath } from './page-path';

/**
 * What a visitor has typed into an open form, carried across the language switch (decision 031): the
 * switch loads the other language's page afresh, so it saves each open form's fields here first,
 * and the same form on the page it goes to takes them back. A draft is keyed by its form (a form
 * never gets another's) and names the page it is for (no other page gets it). It is in
 * sessionStorage (this tab only) from the click until that page has loaded: the next page load
 * reads and removes it, whatever page that is, so nothing typed stays on the device.
 */

const KEY = 'form-drafts';

type Fields = Record<string, string>;
interface Saved {
  /** The path of the page the drafts are for. */
  to: string;
  forms: Record<string, Fields>;
}

/** The forms open on this page: each one's id and how to read its fields now. */
const open = new Map<string, () => Fields>();
/** The drafts this page load took, until their forms claim them. */
let taken: Record<string, Fields> | undefined;

/** Registers an open form (while it is shown); the returned function unregisters it. */
export function registerDraft(formId: string, read: () => Fields): () => void {
  open.set(formId, read);
  return () => {
    if (open.get(formId) === read) open.delete(formId);
  };
}

/** Saves what is typed in every open form, for the page at `to`; nothing when nothing is typed. */
export function saveDraftsFor(to: string): void {
  const forms: Record<string, Fields> = {};
  for (const [formId, read] of open) {
    const typed = Object.fromEntries(Object.entries(read()).filter(([, value]) => typeof value === 'string' && value !== ''));
    if (Object.keys(typed).length) forms[formId] = typed;
  }
  try {
    if (Object.keys(forms).length) sessionStorage.setItem(KEY, JSON.stringify({ to: pagePath(to.split(/[?#]/)[0]!), forms } satisfies Saved));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (full, or blocked): the page still changes language, without the draft.
  }
}

/**
 * This page load's drafts, read once and removed from storage at once; only those saved for this
 * page. The app calls it as it starts (web/hydrate.tsx), so a draft never outlives the next page load.
 */
export function takeSavedDrafts(): Record<string, Fields> {
  if (taken) return taken;
  taken = {};
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const saved = text ? (JSON.parse(text) as Partial<Saved>) : undefined;
    if (saved && saved.to === pagePath(location.pathname) && saved.forms && typeof saved.forms === 'object') taken = saved.forms;
  } catch {
    // Unreadable or blocked storage: no draft.
  }
  return taken;
}

/**
 * The draft saved for the form `formId` on this page, once (a second call gets nothing): only the
 * fields `initial` has, and only text.
 */
export function takeDraft<T extends Fields>(formId: string, initial: T): Partial<T> | undefined {
  const drafts = takeSavedDrafts();
  const draft = drafts[formId];
  delete drafts[formId];
  if (!draft || typeof draft !== 'object') return undefined;
  const fields = Object.entries(draft).filter(([name, value]) => Object.hasOwn(initial, name) && typeof value === 'string');
  return fields.length ? (Object.fromEntries(fields) as Partial<T>) : undefined;
}

/** Forgets this page load's drafts (tests start afresh). */
export function resetDrafts(): void {
  open.clear();
  taken = undefined;
}
