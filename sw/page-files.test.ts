import { describe, expect, it } from 'vitest';
import { notFoundFileFor, pageFileFor } from './page-files';

describe('the service worker: which precached page a navigation gets', () => {
  it('when a page is asked for in either language, then its precached file is its folder’s index.html', () => {
    expect(pageFileFor('/')).toBe('/index.html');
    expect(pageFileFor('/about/')).toBe('/about/index.html');
    expect(pageFileFor('/es')).toBe('/es/index.html');
    expect(pageFileFor('/es/about')).toBe('/es/about/index.html');
  });

  it('when an unknown path is asked for offline, then a Spanish path gets the Spanish 404 and any other the English one', () => {
    expect(notFoundFileFor('/es/no-such-page')).toBe('/es/404.html');
    expect(notFoundFileFor('/es')).toBe('/es/404.html');
    expect(notFoundFileFor('/no-such-page')).toBe('/404.html');
    expect(notFoundFileFor('/espanol')).toBe('/404.html');
  });
});
