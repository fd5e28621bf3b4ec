/**
 * The inquiry form's choices in words. The public form keeps its own labels in its feature
 * (web/features/inquiry), which the staff app may not import; these name the same values.
 */
const SERVICES: Record<string, string> = {
  'wound-care': 'Advanced wound care',
  'iv-hydration': 'IV fluids for dehydration',
  'stem-cell': 'Placental tissue grafts (“stem cell therapy”)',
  compression: 'Compression therapy',
  bioengineered: 'Bioengineered tissue replacement',
  consultation: 'Free consultation',
};

const LOCATIONS: Record<string, string> = {
  home: 'Home',
  'nursing-home': 'Nursing home',
  'assisted-living': 'Assisted living facility',
  other: 'Other',
};

/** A value the form did not offer (an older version's) is shown as it came. */
export const serviceLabel = (value?: string): string => (value ? (SERVICES[value] ?? value) : 'Not given');
export const locationLabel = (value?: string): string => (value ? (LOCATIONS[value] ?? value) : 'Not given');
