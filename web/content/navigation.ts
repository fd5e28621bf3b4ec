/** The site's link sets: header, footer and the service names. */
export interface NavItem {
  to: string;
  label: string;
}

export const HEADER_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/contact', label: 'Contact' },
  { to: '/coordinators', label: 'Care Coordinators' },
  { to: '/resources', label: 'Resources' },
];

export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/resources', label: 'Resources' },
];

export const SERVICE_NAMES = [
  'Advanced Wound Care',
  'Biologic IV Hydration Therapy',
  'Stem Cell Therapy',
  'Bioengineered Tissue Replacement',
  'Compression Therapy',
] as const;

export const LEGAL_LINKS: readonly NavItem[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/privacy-policy#terms', label: 'Terms & Conditions' },
  { to: '/notice-of-privacy-practices', label: 'HIPAA Notice' },
];
