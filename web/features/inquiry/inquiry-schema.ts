import * as v from 'valibot';
import { CARE_LOCATIONS, contactInquirySchema, SERVICE_TYPES } from '../../../api/contract';

/**
 * The contract's inquiry schema, with one rule the site adds: the visitor must agree to be
 * contacted (the stored field accepts 'false', the form does not send it).
 */
export const inquiryFormSchema = v.object({
  ...contactInquirySchema.entries,
  consent: v.literal('true', 'Consent is required'),
});

export type InquiryBody = v.InferOutput<typeof inquiryFormSchema>;

export const SERVICE_LABEL: Record<(typeof SERVICE_TYPES)[number], string> = {
  'wound-care': 'Advanced Wound Care',
  'iv-hydration': 'Biologic IV Hydration Therapy',
  'stem-cell': 'Stem Cell Therapy',
  compression: 'Compression Therapy',
  bioengineered: 'Bioengineered Tissue Replacement',
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
