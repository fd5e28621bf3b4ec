import { type Route, ROUTES } from './routes';

/** The site's link sets: header, footer and the service names. */
export interface NavItem {
  to: string;
  label: string;
}

/** The routes that have a link in `place`, in the route table's order. */
const linksIn = (place: 'header' | 'footer' | 'legal'): NavItem[] =>
  (ROUTES as readonly Route[]).flatMap((route) => (route[place] ? [{ to: route.path, label: route[place] }] : []));

export const HEADER_LINKS = linksIn('header');

export const FOOTER_QUICK_LINKS = linksIn('footer');

/** The five services, named once: the footer lists them, the service cards and sections are titled with them. */
export const SERVICE_NAMES = [
  'Advanced Wound Care',
  'Biologic IV Hydration Therapy',
  'Stem Cell Therapy',
  'Bioengineered Tissue Replacement',
  'Compression Therapy',
] as const;

const [privacyPolicy, ...otherLegal] = linksIn('legal');
/** The terms are a section of the privacy policy page, linked right after it. */
export const LEGAL_LINKS: readonly NavItem[] = [privacyPolicy!, { to: `${privacyPolicy!.to}#terms`, label: 'Terms & Conditions' }, ...otherLegal];
