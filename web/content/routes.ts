import { CONSULTATION_RULE, daysWording, provider } from '../../api/contract';
import { pagePath } from '../lib/page-path';
import { consultationLength, visitLength } from './appointment-length';

/**
 * A route of the site. The one table below is what the router, the head tags, the header and
 * footer, the prerender, the chunking, the size budget, the sitemap and the tests read. It is in
 * every page's first-load JavaScript: keep a row to what the pages themselves need.
 */
export interface Route {
  path: string;
  /** Its page is the default export of web/routes/<module>.tsx; `module` defaults to the path without its '/'. */
  module?: string;
  title: string;
  description: string;
  /** Its link text in the header's menu, the footer's quick links and the footer's legal line, where it has one. */
  header?: string;
  footer?: string;
  legal?: string;
  /** A page with a booking form: its first load holds the `booking` chunk (CHUNKS below). */
  booking?: true;
  /** Reached only by a personal link (an e-mail's): `noindex`, no canonical link, never in the sitemap or the menus. */
  noindex?: true;
}

const brand = provider.brandName;

/** Every route, in the order of the header's and the footer's links. */
export const ROUTES = [
  {
    path: '/',
    module: 'home',
    title: `${brand} | Wound Care at Home, Nursing Homes & Assisted Living`,
    description: `${brand} brings nurse-led wound care to homes, nursing homes and assisted living facilities. Book a free ${consultationLength(true)} consultation.`,
    header: 'Home',
    footer: 'Home',
  },
  {
    path: '/about',
    title: `About Us | ${brand}`,
    description: `Our mission, vision and values: nurse-led mobile wound care with ${provider.foundedYearsAgo}+ years of experience and an on-call nurse line 24/7.`,
    header: 'About',
    footer: 'About Us',
  },
  {
    path: '/services',
    title: `Wound Care Services | ${brand}`,
    description: 'Advanced wound care, IV fluids for dehydration, placental tissue grafts (“stem cell therapy”), bioengineered tissue replacement and compression therapy at home.',
    header: 'Services',
    footer: 'Services',
  },
  {
    path: '/faqs',
    title: `Frequently Asked Questions | ${brand}`,
    description: 'Answers about placental tissue grafts (“stem cell therapy”), nursing-home visits, the wounds we treat, IV fluids, insurance and Medicare, and our hours.',
    header: 'FAQs',
    footer: 'FAQs',
  },
  {
    path: '/testimonials',
    title: `Patient Stories | ${brand}`,
    description: 'Patients, families and facility staff describe wound care at home with our mobile wound-care team.',
    header: 'Testimonials',
    footer: 'Testimonials',
  },
  {
    path: '/contact',
    title: `Contact Us & Book a Free Consultation | ${brand}`,
    description: `Call, e-mail or send an inquiry, or book a free ${consultationLength(true)} phone or video consultation. We answer within ${provider.replyWithin}.`,
    header: 'Contact',
    booking: true,
  },
  {
    path: '/coordinators',
    title: `Care Coordinators: Book a Facility Visit | ${brand}`,
    description: `Nursing homes and assisted living facilities: book a ${visitLength(true)} on-site coordination visit with our care coordinator.`,
    header: 'Care Coordinators',
    booking: true,
  },
  {
    path: '/resources',
    title: `Care Guides & Resources | ${brand}`,
    description: 'Free printable guides for patients and caregivers: home wound care, diabetic foot care, compression, skin tears and when to call a professional.',
    header: 'Resources',
    footer: 'Resources',
  },
  {
    path: '/privacy-policy',
    title: `Privacy Policy | ${brand}`,
    description: 'What this website collects, what stays on your device, how long we keep it, and your rights.',
    legal: 'Privacy Policy',
  },
  {
    path: '/notice-of-privacy-practices',
    title: `Notice of Privacy Practices | ${brand}`,
    description: 'How your medical information may be used and disclosed, and how you can get access to it.',
    legal: 'HIPAA Notice',
  },
  {
    path: '/consultation',
    title: `Book a Free Consultation | ${brand}`,
    description: `Choose a time for a free ${consultationLength(true)} phone or video consultation with a wound-care specialist, ${daysWording(CONSULTATION_RULE.weekdays, ' to ')}.`,
    booking: true,
  },
  {
    path: '/booking/manage',
    module: 'booking-manage',
    title: `Your Booking | ${brand}`,
    description: 'See, move or cancel your visit.',
    booking: true,
    noindex: true,
  },
] as const satisfies readonly Route[];

/**
 * How the build splits the pages' JavaScript (docs/decisions/008 and 029), read by the build
 * (scripts/chunking.ts), never by a page, so it costs them no bytes. A first load is the entry,
 * `framework` and `shell` (every page), `booking` (the routes marked `booking`) and the route's
 * own page with what only it imports. Files are named from the project's root: the build stops
 * when one is not in it (renamed, moved) or when code lands in `shell` or `booking` without being
 * declared there, and the size budget when any route's first load grows (e2e/budget.spec.ts,
 * scripts/perf/first-load.json).
 */
export const CHUNKS = {
  shell: {
    /** What hydration imports, followed (its packages are `framework`)... */
    entry: 'web/hydrate.tsx',
    /** ...with the small parts most pages use: in one file, one request and better compression. */
    with: ['web/ui/section.ts', 'web/ui/page-hero.tsx', 'web/ui/card.ts', 'web/ui/cta-band.tsx', 'web/ui/service-card.tsx', 'web/content/service-area.ts', 'web/lib/clinic-time.ts', 'web/content/messages.ts'],
    /**
     * ...but not these, which hydration reaches only through the contract's index and never runs:
     * each goes with the pages that use it (the forms' schemas with valibot, decision 016's date parts).
     */
    without: ['api/contract/schemas.ts', 'api/contract/dates/times.ts', 'api/contract/dates/calendar.ts', 'api/contract/dates/checks.ts', 'api/contract/dates/wall-clock.ts'],
  },
  booking: {
    /**
     * What these widgets share (TanStack Query, the form kit, the booking flow; the widgets stay with
     * their pages), and what every `booking` route's page imports, unless something else the shell
     * loads (another page, the offline start-up) uses it too.
     */
    widgets: ['web/features/booking/consultation-booking.tsx', 'web/features/booking/coordinator-booking.tsx'],
  },
} as const;

/** The routes search engines may list: the sitemap's, and the ones audited for SEO. */
export const INDEXED_ROUTES = (ROUTES as readonly Route[]).filter((route) => !route.noindex);

export type RoutePath = (typeof ROUTES)[number]['path'];

/** What any other path shows (prerendered as 404.html). */
export const NOT_FOUND: Route = {
  path: '/404',
  module: 'not-found',
  title: `Page Not Found | ${brand}`,
  description: 'The page you were looking for is not here.',
};

/** The file name (in web/routes/, without '.tsx') of the module that renders a route. */
export const moduleOf = (route: Route): string => route.module ?? route.path.slice(1);

/** The route a URL path shows: exact paths, a trailing slash allowed; anything else is not found, as on the server. */
export function routeFor(path: string): Route {
  const key = pagePath(path);
  return (ROUTES as readonly Route[]).find((route) => route.path === key) ?? NOT_FOUND;
}
