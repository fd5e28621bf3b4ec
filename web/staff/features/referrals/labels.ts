import type { ReferralStatus, ReferralSummary } from '#contract/staff';
import type { ReferrerRole } from '#contract/referral';

/** Referrals in staff's words. */
export const ROLE_LABELS: Record<ReferrerRole, string> = {
  physician: 'Physician',
  'nurse-practitioner': 'Nurse practitioner',
  'discharge-planner': 'Discharge planner',
  'facility-nurse': 'Facility nurse',
  family: 'Family or caregiver',
  self: 'The patient',
};

export const STATUS_LABELS: Record<ReferralStatus, string> = { new: 'New', accepted: 'Accepted', scheduled: 'Scheduled', declined: 'Declined' };

export const urgencyLabel = (urgency: ReferralSummary['urgency']): string => (urgency === '48h' ? 'Urgent: within 48 hours' : 'Routine');
