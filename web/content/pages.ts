import { provider } from '../../api/contract';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  notFound?: boolean;
  /** Reached only from a link in an e-mail: `noindex`, no canonical link, and never in the sitemap. */
  noindex?: boolean;
}

const brand = provider.brandName;

/** Every route of the site with its title and description: one table for the server and the client. */
export const PAGES: readonly PageMeta[] = [
  {
    path: '/',
    title: `${brand} | Wound Care at Home, Nursing Homes & Assisted Living`,
    description: `${brand} brings nurse-led wound care to homes, nursing homes and assisted living facilities. Book a free 15-minute consultation.`,
  },
  {
    path: '/about',
    title: `About Us | ${brand}`,
    description: `Our mission, vision and values: nurse-led mobile wound care with 15+ years of experience and an on-call nurse line 24/7.`,
  },
  {
    path: '/services',
    title: `Wound Care Services | ${brand}`,
    description: 'Advanced wound care, biologic IV hydration, stem cell therapy, bioengineered tissue replacement and compression therapy, delivered where you live.',
  },
  {
    path: '/faqs',
    title: `Frequently Asked Questions | ${brand}`,
    description: 'Answers about stem cell therapy, nursing-home visits, the wounds we treat, IV hydration, insurance and Medicare coverage, and our hours.',
  },
  {
    path: '/testimonials',
    title: `Patient Stories | ${brand}`,
    description: 'Patients, families and facility staff describe healing at home with our mobile wound-care team.',
  },
  {
    path: '/contact',
    title: `Contact Us & Book a Free Consultation | ${brand}`,
    description: 'Call, e-mail or send an inquiry, or book a free 15-minute phone or video consultation. We answer within 24 hours.',
  },
  {
    path: '/resources',
    title: `Care Guides & Resources | ${brand}`,
    description: 'Free printable guides for patients and caregivers: home wound care, diabetic foot care, compression therapy and when to call a professional.',
  },
  {
    path: '/privacy-policy',
    title: `Privacy Policy | ${brand}`,
    description: 'What this website collects, what stays on your device, how long we keep it, and your rights.',
  },
  {
    path: '/notice-of-privacy-practices',
    title: `Notice of Privacy Practices | ${brand}`,
    description: 'How your medical information may be used and disclosed, and how you can get access to it.',
  },
  {
    path: '/coordinators',
    title: `Care Coordinators: Book a Facility Visit | ${brand}`,
    description: 'Nursing homes and assisted living facilities: book a 1-hour on-site coordination visit with our care coordinator.',
  },
  {
    path: '/consultation',
    title: `Book a Free Consultation | ${brand}`,
    description: 'Choose a time for a free 15-minute phone or video consultation with a wound-care specialist, Monday to Friday.',
  },
  {
    path: '/booking/manage',
    title: `Your Booking | ${brand}`,
    description: 'See, move or cancel your visit.',
    noindex: true,
  },
];

export const NOT_FOUND_META: PageMeta = {
  path: '/404',
  title: `Page Not Found | ${brand}`,
  description: 'The page you were looking for is not here.',
  notFound: true,
};

export function pageMeta(path: string): PageMeta {
  return PAGES.find((page) => page.path === path) ?? NOT_FOUND_META;
}

/** Where each route's prerendered file goes in the build. */
export const prerenderPaths = [
  ...PAGES.map(({ path }) => ({ path, file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html` })),
  { path: NOT_FOUND_META.path, file: '404.html' },
];
