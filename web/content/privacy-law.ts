/**
 * The figures the privacy notices take from federal law, not from us: the same on the page in every
 * language (the catalogues web/i18n/privacy-policy*.tsx and notice-of-privacy-practices*.tsx read
 * them; their tests hold each language to them). Our own figures (how long we keep things) are the
 * contract's and the facts file's.
 */

/** HIPAA's Privacy Rule (45 CFR 164.524, .526, .528) as HHS's model notice words the patient's rights. */
export const HIPAA = {
  /** A copy of the record: usually within this many days of the request. */
  copyDays: 30,
  /** A request to correct the record: answered in writing within this many days. */
  correctionDays: 60,
  /** The accounting of disclosures: one free within this many months. */
  freeAccountingMonths: 12,
  /** Where to complain to HHS's Office for Civil Rights about privacy (the model notice's). */
  complaints: {
    address: '200 Independence Avenue, S.W., Washington, D.C. 20201',
    phone: '1-877-696-6775',
    web: 'www.hhs.gov/ocr/privacy/hipaa/complaints/',
  },
} as const;

/** The No Surprises Act's Good Faith Estimate (45 CFR 149.610), as CMS's standard notice gives it. */
export const GOOD_FAITH = {
  /** The written estimate comes at least this many business days before the service. */
  businessDaysBefore: 1,
  /** A bill this many dollars over the estimate can be disputed. */
  disputeDollars: 400,
  web: 'www.cms.gov/nosurprises',
  phone: '1-800-985-3059',
} as const;
