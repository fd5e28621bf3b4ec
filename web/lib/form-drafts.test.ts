// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerDraft, resetDrafts, saveDraftsFor, takeDraft, takeSavedDrafts } from './form-drafts';

const EMPTY = { fullName: '', email: '', message: '' };

/** As if the page at `path` had just loaded (a new document: this module's memory starts afresh). */
function loadPage(path: string) {
  resetDrafts();
  window.history.replaceState(null, '', path);
}

beforeEach(() => {
  sessionStorage.clear();
  loadPage('/contact');
});
afterEach(() => sessionStorage.clear());

describe('form drafts carried across the language switch', () => {
  it('when the switch is followed with a form typed in, then the same form on the other page gets what was typed, once, and storage is emptied at once', () => {
    registerDraft('inquiry', () => ({ fullName: 'Rosa Díaz', email: '', message: 'Úlcera en el pie' }));
    saveDraftsFor('/es/contact?x=1#form');
    expect(sessionStorage.getItem('form-drafts')).toContain('Rosa');

    loadPage('/es/contact');
    takeSavedDrafts();
    expect(sessionStorage.getItem('form-drafts')).toBeNull();
    expect(takeDraft('inquiry', EMPTY)).toEqual({ fullName: 'Rosa Díaz', message: 'Úlcera en el pie' });
    expect(takeDraft('inquiry', EMPTY)).toBeUndefined();
  });

  it('when another form or another page loads, then it gets nothing: a draft never lands in the wrong form', () => {
    registerDraft('inquiry', () => ({ fullName: 'Rosa', email: 'r@example.com', message: '' }));
    saveDraftsFor('/es/contact');

    loadPage('/es/contact');
    expect(takeDraft('consultation', { fullName: '', email: '', phone: '' })).toBeUndefined();

    registerDraft('inquiry', () => ({ fullName: 'Rosa', email: '', message: '' }));
    saveDraftsFor('/es/contact');
    loadPage('/es/about');
    expect(takeDraft('inquiry', EMPTY)).toBeUndefined();
    // Read and gone on that other page's load: nothing typed stays on the device.
    expect(sessionStorage.getItem('form-drafts')).toBeNull();
  });

  it('when a draft holds fields the form does not have or values that are not text, then only the form’s text fields come back', () => {
    sessionStorage.setItem('form-drafts', JSON.stringify({ to: '/es/contact', forms: { inquiry: { fullName: 'Rosa', isAdmin: 'yes', message: 42 } } }));
    loadPage('/es/contact');
    expect(takeDraft('inquiry', EMPTY)).toEqual({ fullName: 'Rosa' });
  });

  it('when nothing is typed, a form has closed, or storage holds nonsense, then nothing is saved or restored and nothing breaks', () => {
    const unregister = registerDraft('inquiry', () => ({ ...EMPTY }));
    saveDraftsFor('/es/contact');
    expect(sessionStorage.getItem('form-drafts')).toBeNull();

    unregister();
    registerDraft('consultation', () => ({ fullName: 'Ana' }));
    saveDraftsFor('/es/contact');
    expect(JSON.parse(sessionStorage.getItem('form-drafts')!).forms).toEqual({ consultation: { fullName: 'Ana' } });

    sessionStorage.setItem('form-drafts', '{not json');
    loadPage('/es/contact');
    expect(takeDraft('inquiry', EMPTY)).toBeUndefined();
    expect(sessionStorage.getItem('form-drafts')).toBeNull();
  });
});
