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

/**
 * The five services, named once: the footer lists them, the service cards and sections and the
 * inquiry form's choices are titled with them. A name is often read alone (search results, a
 * screen reader's list of headings), so it says what the treatment is and promises no living stem
 * cells, biologic drug or FDA approval (issue 26; scripts/overclaims.ts checks every name).
 */
export const SERVICE_NAMES = [
  'Advanced Wound Care',
  'IV Fluids for Dehydration',
  'Placental Tissue Grafts (“stem cell therapy”)',
  'Bioengineered Tissue Replacement',
  'Compression Therapy',
] as const;

const [privacyPolicy, ...otherLegal] = linksIn('legal');
/** The terms are a section of the privacy policy page, linked right after it. */
export const LEGAL_LINKS: readonly NavItem[] = [privacyPolicy!, { to: `${privacyPolicy!.to}#terms`, label: 'Terms & Conditions' }, ...otherLegal];
