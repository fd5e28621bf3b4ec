import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStaffPath, staffNavigation } from './staff';

afterEach(() => vi.unstubAllGlobals());

describe('staff navigations in the service worker', () => {
  it('when online, then the staff page comes from the network as it is', async () => {
    const page = new Response('<title>Staff</title>', { headers: { 'Cache-Control': 'no-store' } });
    vi.stubGlobal('fetch', vi.fn(async () => page));

    expect(await staffNavigation(new Request('http://localhost/staff/inquiries'))).toBe(page);
  });

  it('when offline, then a page of its own says the staff area needs a connection, stored nowhere and running no script', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));

    const answer = await staffNavigation(new Request('http://localhost/staff'));
    const html = await answer.text();
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(html).toContain('<h1>The staff area needs a connection</h1>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toMatch(/<script|src=/);
  });

  it('when a path is checked, then staff pages and the staff API are the staff area, public ones not', () => {
    expect(['/staff', '/staff/audit', '/api/staff/bookings'].every(isStaffPath)).toBe(true);
    expect(['/', '/consultation', '/api/consultation/slots', '/staffing'].some(isStaffPath)).toBe(false);
  });
});
