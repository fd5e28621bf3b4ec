/** A notification (toast) as the page showed it: the label of its region, its title and all its words. */
export interface ToastNote {
  region: string;
  title: string;
  text: string;
}

/**
 * Runs in the page (Chromium's tests call it, Firefox's driver has it run as each page starts,
 * WebKit's once each page has loaded): notes every notification the page shows, one already showing
 * too, so a check that comes after a toast has gone by itself (a slow check on a busy machine) still
 * sees that it was shown. Read by `expectToast` (booking-helpers.ts) and the engines' `seeText`.
 * Self-contained: the drivers send its source into the page.
 */
export function noteToasts(): void {
  const page = window as unknown as { __toastNotes?: ToastNote[] };
  if (page.__toastNotes) return;
  const notes: ToastNote[] = (page.__toastNotes = []);
  const note = () => {
    for (const card of Array.from(document.querySelectorAll('[data-toast]'))) {
      const region = card.closest('section')?.getAttribute('aria-label') ?? '';
      const title = card.firstElementChild?.textContent?.trim() ?? '';
      const text = (card.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text && !notes.some((seen) => seen.region === region && seen.title === title && seen.text === text)) notes.push({ region, title, text });
    }
  };
  note();
  // The document itself: Firefox runs this before the page has its <html> element (there is none
  // to observe yet), and an observer of the document sees everything later put in it.
  new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
}
