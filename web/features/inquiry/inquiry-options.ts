import type { CARE_LOCATIONS, SERVICE_TYPES } from '../../../api/contract';
import { SERVICE_NAMES } from '../../i18n/shell.en';

/** The inquiry form's choices and empty state; its rules are in inquiry-rules.ts. */

export const SERVICE_LABEL: Record<(typeof SERVICE_TYPES)[number], string> = {
  'wound-care': SERVICE_NAMES[0],
  'iv-hydration': SERVICE_NAMES[1],
  'stem-cell': SERVICE_NAMES[2],
  compression: SERVICE_NAMES[4],
  bioengineered: SERVICE_NAMES[3],
  consultation: 'Free Consultation',
};

export const CARE_LOCATION_LABEL: Record<(typeof CARE_LOCATIONS)[number], string> = {
  home: 'Home',
  'nursing-home': 'Nursing Home',
  'assisted-living': 'Assisted Living Facility',
  other: 'Other',
};

export const EMPTY_INQUIRY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  serviceType: '',
  careLocation: '',
  message: '',
  // Spec 3 and 5: consent is checked by default.
  consent: 'true',
};
