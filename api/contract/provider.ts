/**
 * The provider's facts: the one file a real provider edits to rebrand the site.
 * The time zone can also be overridden at run time with CLINIC_TZ (see api/config.ts).
 */
export const provider = {
  brandName: 'Evergreen Mobile Wound Care',
  shortName: 'Evergreen',
  phone: '(555) 014-2273',
  /** E.164 form used for tel: links. */
  phoneHref: '+15550142273',
  email: 'care@evergreenwoundcare.com',
  timeZone: 'America/New_York',
  /** Public origin, used for canonical links. */
  siteUrl: 'https://www.evergreenwoundcare.com',
  /** Social profiles; leave a value empty to hide that link everywhere. */
  social: {
    facebook: 'https://www.facebook.com/evergreenwoundcare',
    instagram: 'https://www.instagram.com/evergreenwoundcare',
    linkedin: 'https://www.linkedin.com/company/evergreenwoundcare',
  } as Record<'facebook' | 'instagram' | 'linkedin', string>,
  serviceArea: 'Home, Nursing Homes, Assisted Living',
  foundedYearsAgo: 15,
} as const;

export type Provider = typeof provider;
