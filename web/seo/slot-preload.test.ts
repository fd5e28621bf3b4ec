import { describe, expect, it } from 'vitest';
import { EARLY_CALENDAR_MARK, slotPreload } from './slot-preload';

describe('slotPreload', () => {
  it('when a page shows a calendar on its first screen, then its head preloads that slot list as the page will fetch it (credentials included)', () => {
    const preload = '<link rel="preload" href="/api/consultation/slots" as="fetch" crossorigin="use-credentials">';
    expect(slotPreload('/consultation')).toBe(`${preload}${EARLY_CALENDAR_MARK}`);
    expect(slotPreload('/contact')).toBe(preload);
    expect(slotPreload('/coordinators')).toBe('<link rel="preload" href="/api/coordinators/slots" as="fetch" crossorigin="use-credentials">');
  });

  it('when the page opens on the consultation calendar, then only its head has the place of the early calendar (decision 037)', () => {
    const marked = (['/consultation', '/contact', '/coordinators', '/', '/faqs', '/booking/manage'] as const).filter((path) => slotPreload(path).includes(EARLY_CALENDAR_MARK));
    expect(marked).toEqual(['/consultation']);
  });

  it('when a page shows no calendar at first, then its head preloads nothing', () => {
    for (const path of ['/', '/faqs', '/booking/manage', '/404'] as const) expect(slotPreload(path)).toBe('');
  });
});
