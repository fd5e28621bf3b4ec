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

/**
 * Runs in the page, as `noteToasts` does, for the Firefox and WebKit journeys: notes what happened
 * to the page since it loaded (each click's and submit's target, each request the page made with its
 * answer, each uncaught error), so a wait that fails can say whether the visitor's tap arrived and
 * what came of it. Self-contained: the drivers send its source into the page.
 */
export function noteActions(): void {
  const page = window as unknown as { __actions?: string[] };
  if (page.__actions) return;
  const actions: string[] = (page.__actions = []);
  const at = () => `${Math.round(performance.now())}ms`;
  const name = (target: EventTarget | null) => {
    const element = target instanceof Element ? (target.closest('button, a, input, select, textarea, label, form, [role]') ?? target) : null;
    if (!element) return String(target);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  };
  // A click's point, and where the form's submit button was then: a click that misses a control says by how much.
  const where = (event: Event) => {
    if (!(event instanceof MouseEvent)) return '';
    const button = document.querySelector('button[type="submit"]')?.getBoundingClientRect();
    const box = button ? ` submit button at ${[button.left, button.top, button.width, button.height].map(Math.round).join(',')}` : '';
    return ` at ${Math.round(event.clientX)},${Math.round(event.clientY)} scrolled ${Math.round(scrollY)}${box}`;
  };
  for (const type of ['click', 'submit'] as const) {
    window.addEventListener(type, (event) => actions.push(`${at()} ${type} ${name(event.target)}${where(event)}${event.defaultPrevented ? ' (prevented)' : ''}`), true);
  }
  window.addEventListener('scroll', () => actions.push(`${at()} scroll ${Math.round(scrollY)}`), { passive: true });
  window.addEventListener('error', (event) => actions.push(`${at()} error ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => actions.push(`${at()} rejection ${String(event.reason)}`));
  const fetchNow = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    // Read without making a Request of it, which would use up a request's body.
    const url = input instanceof Request ? input.url : String(input);
    const label = `${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${new URL(url, location.href).pathname}`;
    actions.push(`${at()} fetch ${label}`);
    try {
      const response = await fetchNow(input, init);
      actions.push(`${at()} answer ${label} ${response.status}`);
      return response;
    } catch (error) {
      actions.push(`${at()} failed ${label} ${String(error)}`);
      throw error;
    }
  };
}
