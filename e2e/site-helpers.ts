import type { Page } from '@playwright/test';
import { langOfPath, pagePathOf } from '#contract/language';
import { builtPages, INDEXED_ROUTES, NOT_FOUND, type RoutePath, ROUTES as TABLE } from '../web/content/routes';

/** The <h1> each route of the route table shows: a route added to the table must be given one here. */
export const HEADINGS: Record<RoutePath, string> = {
  '/': 'Expert wound care, brought to your door',
  '/about': 'About Evergreen Mobile Wound Care',
  '/services': 'Wound Care Services',
  '/faqs': 'Frequently Asked Questions',
  '/testimonials': 'Patient Stories',
  '/contact': 'Contact Us',
  '/resources': 'Care Guides & Resources',
  '/refer': 'Refer a Patient',
  '/privacy-policy': 'Privacy Policy',
  '/notice-of-privacy-practices': 'Notice of Privacy Practices',
  '/nondiscrimination': 'Nondiscrimination and Language Assistance',
  '/accessibility': 'Accessibility Statement',
  '/coordinators': 'Care Coordinators',
  '/consultation': 'Book a Free Consultation',
  '/booking/manage': 'See, Move or Cancel Your Visit',
};

/**
 * The <h1> of each page built in Spanish (docs/decisions/031): a page converted to
 * Spanish (`es: true` in the route table) must be given one here.
 */
export const SPANISH_HEADINGS: Partial<Record<RoutePath, string>> = {
  '/': 'Cuidado experto de heridas, en la puerta de su casa',
  '/about': 'Sobre Evergreen Mobile Wound Care',
  '/faqs': 'Preguntas frecuentes',
  '/refer': 'Referir a un paciente',
  '/services': 'Servicios de cuidado de heridas',
  '/resources': 'Guías y recursos de cuidado',
  '/testimonials': 'Historias de pacientes',
  '/nondiscrimination': 'No discriminación y ayuda con el idioma',
  '/accessibility': 'Declaración de accesibilidad',
  '/privacy-policy': 'Política de privacidad',
  '/notice-of-privacy-practices': 'Aviso de Prácticas de Privacidad',
  '/contact': 'Contáctenos',
  '/coordinators': 'Coordinadores de cuidado',
  '/consultation': 'Haga una cita para una consulta gratuita',
  '/booking/manage': 'Vea, cambie o cancele su cita',
};

export const ROUTES: RoutePath[] = TABLE.map(({ path }) => path);
/** Every page built in Spanish, at its Spanish path ('/es/about'), from the route table. */
export const SPANISH_PAGES: string[] = builtPages()
  .filter(({ lang, route }) => lang === 'es' && route !== NOT_FOUND)
  .map(({ path }) => path);
/** The Spanish pages search engines may list. */
export const SPANISH_INDEXED: string[] = builtPages()
  .filter(({ lang, route }) => lang === 'es' && route !== NOT_FOUND && !route.noindex)
  .map(({ path }) => path);
/**
 * The public pages built in English only (none now: every page has its Spanish twin). A page without
 * one gets no language switch and no Spanish offer: the unit tests take a page out of Spanish to check
 * it (web/layout/language-switch.test.tsx, language-offer.test.tsx, web/testing/english-only.ts).
 */
export const ENGLISH_ONLY: string[] = INDEXED_ROUTES.filter((route) => !route.es).map(({ path }) => path);
/** The routes search engines may list (no personal page). */
export const INDEXED: string[] = INDEXED_ROUTES.map(({ path }) => path);

/** The heading a path shows (any path the tests visit, in either language). */
export const headingOf = (path: string): string =>
  langOfPath(path) === 'es' ? SPANISH_HEADINGS[pagePathOf(path) as RoutePath]! : HEADINGS[path as RoutePath];

/**
 * Messages that come from the test browser rather than from the site: Chromium's notes on
 * Permissions-Policy features it does not know, and the service worker that Playwright blocks
 * (serviceWorkers: 'block'), which also makes workbox-window's register() reject.
 */
const BROWSER_NOISE = [
  /Permissions-Policy header: Unrecognized feature/,
  /Service Worker registration blocked by Playwright/,
  /Cannot read properties of undefined \(reading 'waiting'\)/,
];

/** Collects console errors and warnings and uncaught exceptions of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  const keep = (text: string) => !BROWSER_NOISE.some((pattern) => pattern.test(text));
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && keep(message.text())) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (keep(error.message)) problems.push(`pageerror: ${error.message}`);
  });
  return problems;
}

/** Waits until React has hydrated the page, down to the route's <h1> (lazy routes load their chunk first). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (element: Element | null) =>
      Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    return hydrated(document.querySelector('header button')) && hydrated(document.querySelector('main h1'));
  });
}

/** The JSON-LD blocks of the page, parsed. */
export const structuredData = (page: Page) =>
  page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((script) => (JSON.parse(script.textContent ?? '') as { '@graph': Record<string, unknown>[] })['@graph']),
  );
