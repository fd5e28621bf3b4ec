import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FOOTER_QUICK_LINKS, HEADER_LINKS, LEGAL_LINKS } from './navigation';
import { CHUNKS, INDEXED_ROUTES, moduleOf, NOT_FOUND, type Route, routeFor, ROUTES } from './routes';

const pageFile = (module: string) => new URL(`../routes/${module}.tsx`, import.meta.url);

describe('the route table', () => {
  it('when the site is listed, then it has the ten routes of the spec, the notice of privacy practices and the manage page, once each', () => {
    const paths = ROUTES.map((route) => route.path);

    expect([...paths].sort()).toEqual(
      ['/', '/about', '/services', '/faqs', '/testimonials', '/contact', '/resources', '/privacy-policy', '/coordinators', '/consultation', '/notice-of-privacy-practices', '/booking/manage'].sort(),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('when a route is reached only by a personal link, then it is not indexed and in no menu', () => {
    const personal = (ROUTES as readonly Route[]).filter((route) => route.noindex);
    expect(personal.map((route) => route.path)).toEqual(['/booking/manage']);
    expect(INDEXED_ROUTES.map((route) => route.path)).not.toContain('/booking/manage');
    for (const route of personal) expect([route.header, route.footer, route.legal]).toEqual([undefined, undefined, undefined]);
  });

  it('when a route names its page, then that module exists in web/routes/', () => {
    for (const route of [...ROUTES, NOT_FOUND]) expect(existsSync(pageFile(moduleOf(route))), moduleOf(route)).toBe(true);
    expect(moduleOf(routeFor('/'))).toBe('home');
    expect(moduleOf(routeFor('/about'))).toBe('about');
  });

  it('when the chunk table names a file, then it is there (the build stops on a name that is not)', () => {
    const named = [CHUNKS.shell.entry, ...CHUNKS.shell.with, ...CHUNKS.shell.without, ...CHUNKS.booking.widgets];
    for (const file of named) expect(existsSync(new URL(`../../${file}`, import.meta.url)), file).toBe(true);
    expect((ROUTES as readonly Route[]).filter((route) => route.booking).map((route) => route.path)).toEqual(['/contact', '/coordinators', '/consultation', '/booking/manage']);
  });

  it('when a path is looked up, then exact paths (a trailing slash allowed) find their route and anything else is not found', () => {
    expect(routeFor('/faqs/')).toBe(routeFor('/faqs'));
    expect(routeFor('/faqs').title).toBe('Frequently Asked Questions | Evergreen Mobile Wound Care');
    expect(routeFor('/faqs/extra')).toBe(NOT_FOUND);
    expect(routeFor('/404')).toBe(NOT_FOUND);
  });

  it('when the header and footer are drawn from it, then their links read exactly as the spec words them', () => {
    expect(HEADER_LINKS).toEqual([
      { to: '/', label: 'Home' },
      { to: '/about', label: 'About' },
      { to: '/services', label: 'Services' },
      { to: '/faqs', label: 'FAQs' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/contact', label: 'Contact' },
      { to: '/coordinators', label: 'Care Coordinators' },
      { to: '/resources', label: 'Resources' },
    ]);
    expect(FOOTER_QUICK_LINKS.map(({ to, label }) => `${label} ${to}`)).toEqual([
      'Home /',
      'About Us /about',
      'Services /services',
      'FAQs /faqs',
      'Testimonials /testimonials',
      'Resources /resources',
    ]);
    expect(LEGAL_LINKS.map(({ to, label }) => `${label} ${to}`)).toEqual([
      'Privacy Policy /privacy-policy',
      'Terms & Conditions /privacy-policy#terms',
      'HIPAA Notice /notice-of-privacy-practices',
    ]);
  });

  it('when titles and descriptions are worded from the facts, then they read as before', () => {
    expect(routeFor('/').description).toBe(
      'Evergreen Mobile Wound Care brings nurse-led wound care to homes, nursing homes and assisted living facilities. Book a free 15-minute consultation.',
    );
    expect(routeFor('/consultation').description).toBe(
      'Choose a time for a free 15-minute phone or video consultation with a wound-care specialist, Monday to Friday.',
    );
    expect(routeFor('/coordinators').description).toBe(
      'Nursing homes and assisted living facilities: book a 1-hour on-site coordination visit with our care coordinator.',
    );
    expect(routeFor('/about').description).toContain('with 15+ years of experience');
    expect(routeFor('/contact').description).toContain('We answer within 24 hours.');
    for (const route of ROUTES) expect(route.description.length, route.path).toBeLessThanOrEqual(160);
  });
});
