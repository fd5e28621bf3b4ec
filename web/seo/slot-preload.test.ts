import { describe, expect, it } from 'vitest';
import { slotPreload } from './slot-preload';

describe('slotPreload', () => {
  it('when a page shows a calendar on its first screen, then its head preloads that slot list as the page will fetch it (credentials included)', () => {
    expect(slotPreload('/consultation')).toBe('<link rel="preload" href="/api/consultation/slots" as="fetch" crossorigin="use-credentials">');
    expect(slotPreload('/contact')).toContain('href="/api/consultation/slots"');
    expect(slotPreload('/coordinators')).toContain('href="/api/coordinators/slots"');
  });

  it('when a page shows no calendar at first, then its head preloads nothing', () => {
    for (const path of ['/', '/faqs', '/booking/manage', '/404'] as const) expect(slotPreload(path)).toBe('');
  });
});
