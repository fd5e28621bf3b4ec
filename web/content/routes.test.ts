import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL } from '../testing/in-language';
import { footerQuickLinks, headerLinks, legalLinks } from '../i18n/navigation';
import { CHUNKS, INDEXED_ROUTES, isIn, langsOf, linkTarget, moduleOf, NOT_FOUND, type Route, type RouteKey, routeFor, ROUTES } from './routes';
import { asIfEnglishOnly } from '../testing/english-only';
import { descriptions as descriptionsEn } from '../i18n/descriptions.en';
import { descriptions as descriptionsEs } from '../i18n/descriptions.es';

const pageFile = (module: string) => new URL(`../routes/${module}.tsx`, import.meta.url);
const { en, es } = SHELL;

describe('the route table', () => {
  it('when the site is listed, then it has the fifteen routes of docs/product.md, once each', () => {
    const paths = ROUTES.map((route) => route.path);

    expect([...paths].sort()).toEqual(
      ['/', '/about', '/services', '/faqs', '/testimonials', '/contact', '/resources', '/privacy-policy', '/coordinators', '/consultation', '/notice-of-privacy-practices', '/nondiscrimination', '/accessibility', '/booking/manage', '/refer'].sort(),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('when a route is reached only by a personal link, then it is not indexed and in no menu', () => {
    const personal = (ROUTES as readonly Route[]).filter((route) => route.noindex);
    expect(personal.map((route) => route.path)).toEqual(['/booking/manage']);
    expect(INDEXED_ROUTES.map((route) => route.path)).not.toContain('/booking/manage');
    for (const route of personal) expect([route.header, route.footer, route.legal]).toEqual([undefined, undefined, undefined]);
  });

  it('when a route names its page, then that module exists in web/routes/ in each language it is built in', () => {
    for (const route of [...ROUTES, NOT_FOUND]) for (const lang of langsOf(route)) expect(existsSync(pageFile(moduleOf(route, lang))), moduleOf(route, lang)).toBe(true);
    expect([moduleOf(routeFor('/')), moduleOf(routeFor('/es'), 'es')]).toEqual(['en/home', 'es/home']);
    expect([moduleOf(routeFor('/about'), 'en'), moduleOf(routeFor('/es/about'), 'es')]).toEqual(['en/about', 'es/about']);
    // The 404's words are the shell's: one module for both languages.
    expect([moduleOf(NOT_FOUND, 'en'), moduleOf(NOT_FOUND, 'es')]).toEqual(['not-found', 'not-found']);
  });

  it('when the chunk table names a file, then it is there (the build stops on a name that is not)', () => {
    const named = [CHUNKS.shell.entry, ...CHUNKS.shell.with, ...CHUNKS.shell.without, ...Object.values(CHUNKS.words), ...CHUNKS.booking.widgets];
    for (const file of named) expect(existsSync(new URL(`../../${file}`, import.meta.url)), file).toBe(true);
    expect((ROUTES as readonly Route[]).filter((route) => route.booking).map((route) => route.path)).toEqual(['/contact', '/coordinators', '/refer', '/consultation', '/booking/manage']);
  });

  it('when a path is looked up, then exact paths (a trailing slash allowed) find their route and anything else is not found', () => {
    expect(routeFor('/faqs/')).toBe(routeFor('/faqs'));
    expect(routeFor('/faqs').path).toBe('/faqs');
    expect(routeFor('/faqs/extra')).toBe(NOT_FOUND);
    expect(routeFor('/404')).toBe(NOT_FOUND);
  });

  it('when a Spanish path is looked up, then it finds its route where the page is built in Spanish, and the 404 elsewhere', async () => {
    expect(routeFor('/es/about')).toBe(routeFor('/about'));
    expect(routeFor('/es/about/')).toBe(routeFor('/about'));
    expect(routeFor('/es/faqs')).toBe(routeFor('/faqs'));
    expect(routeFor('/es/coordinators')).toBe(routeFor('/coordinators'));
    expect(routeFor('/es/privacy-policy')).toBe(routeFor('/privacy-policy'));
    // Not in Spanish: the Spanish path is not a page (the server answers the Spanish 404).
    await asIfEnglishOnly('/privacy-policy', () => expect(routeFor('/es/privacy-policy')).toBe(NOT_FOUND));
    expect(routeFor('/es/nowhere')).toBe(NOT_FOUND);
    expect(routeFor('/es/404')).toBe(NOT_FOUND);
    expect(isIn(NOT_FOUND, 'es')).toBe(true);
  });

  it('when a page links to another, then it goes to that page in its own language where it is built, else to the English page', async () => {
    expect(linkTarget('/about', 'es')).toBe('/es/about');
    expect(linkTarget('/about', 'en')).toBe('/about');
    expect(linkTarget('/faqs', 'es')).toBe('/es/faqs');
    expect(linkTarget('/coordinators', 'es')).toBe('/es/coordinators');
    expect(linkTarget('/notice-of-privacy-practices', 'es')).toBe('/es/notice-of-privacy-practices');
    expect(linkTarget('/privacy-policy#terms', 'es')).toBe('/es/privacy-policy#terms');
    await asIfEnglishOnly('/privacy-policy', () => {
      expect(linkTarget('/privacy-policy#terms', 'es')).toBe('/privacy-policy#terms');
      expect(linkTarget('/es/privacy-policy', 'es')).toBe('/privacy-policy');
    });
    expect(linkTarget('/es/about', 'en')).toBe('/about');
    expect(linkTarget('/about?x=1#top', 'es')).toBe('/es/about?x=1#top');
    // Not a page of the table: left as it is.
    expect(linkTarget('/nowhere', 'es')).toBe('/nowhere');
  });

  it('when the header and footer are drawn from it, then their links read exactly as docs/product.md words them', () => {
    expect(headerLinks(en)).toEqual([
      { to: '/', label: 'Home' },
      { to: '/about', label: 'About' },
      { to: '/services', label: 'Services' },
      { to: '/faqs', label: 'FAQs' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/contact', label: 'Contact' },
      { to: '/coordinators', label: 'Care Coordinators' },
      { to: '/resources', label: 'Resources' },
    ]);
    expect(footerQuickLinks(en).map(({ to, label }) => `${label} ${to}`)).toEqual([
      'Home /',
      'About Us /about',
      'Services /services',
      'FAQs /faqs',
      'Testimonials /testimonials',
      'Resources /resources',
      'Refer a Patient /refer',
    ]);
    expect(legalLinks(en).map(({ to, label }) => `${label} ${to}`)).toEqual([
      'Privacy Policy /privacy-policy',
      'Terms & Conditions /privacy-policy#terms',
      'HIPAA Notice /notice-of-privacy-practices',
      'Nondiscrimination and language help /nondiscrimination',
      'Accessibility /accessibility',
    ]);
  });

  it('when a menu lists a route, then both languages word its link; the Spanish menus list the same pages', () => {
    for (const place of ['header', 'footer', 'legal'] as const) {
      for (const route of ROUTES as readonly Route[]) {
        const key = route.path as RouteKey;
        expect(Boolean(en.routes[key][place]), `${key} ${place} (en)`).toBe(Boolean(route[place]));
        expect(Boolean(es.routes[key][place]), `${key} ${place} (es)`).toBe(Boolean(route[place]));
      }
    }
    expect(headerLinks(es).map(({ to }) => to)).toEqual(headerLinks(en).map(({ to }) => to));
    expect(legalLinks(es).map(({ label }) => label)).toEqual(['Política de privacidad', 'Términos y condiciones', 'Aviso de HIPAA', 'No discriminación y ayuda con el idioma', 'Accesibilidad']);
  });

  it('when titles and descriptions are worded from the facts, then they read as before', () => {
    expect(descriptionsEn['/']).toBe(
      'Evergreen Mobile Wound Care brings nurse-led wound care to homes, nursing homes and assisted living facilities. Book a free 15-minute consultation.',
    );
    expect(descriptionsEn['/consultation']).toBe(
      'Choose a time for a free 15-minute phone or video consultation with a wound-care specialist, Monday to Friday.',
    );
    expect(descriptionsEn['/coordinators']).toBe(
      'Nursing homes and assisted living facilities: book a 1-hour on-site coordination visit with our care coordinator.',
    );
    expect(descriptionsEn['/about']).toContain('with 15+ years of experience');
    expect(descriptionsEn['/contact']).toContain('We answer within 24 hours.');
    expect(descriptionsEs['/consultation']).toContain('de lunes a viernes');
    expect(descriptionsEs['/contact']).toContain('Respondemos en 24 horas o menos.');
  });

  it('when a title or description is shown in search results, then it fits: descriptions within 160 characters in both languages', () => {
    for (const words of [descriptionsEn, descriptionsEs]) for (const [key, description] of Object.entries(words)) expect(description.length, key).toBeLessThanOrEqual(160);
  });
});
