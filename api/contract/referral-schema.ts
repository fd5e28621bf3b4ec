import * as v from 'valibot';
import { MAX_LENGTH, WOUND_TYPE_CHOICES } from './constants';
import { isRealDate } from './dates/checks';
import { emailField, interpreterLanguageField, nameText, phoneField, required, requiredText } from './form-schemas';
import type { ReferralMessages } from './messages/referral.en';
import { isOrderingRole, isValidNpi, REFERRER_ROLES, URGENCIES } from './referral';

/** How long a referral's longer texts may be. */
export const REFERRAL_LENGTH = { organization: 200, diagnosis: 300, orders: MAX_LENGTH.message, memberId: 50, payer: 150 } as const;

/** Today's date (UTC): a date of birth must be before it. The form and the server both take it from their own clock. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The same month and day `years` earlier ('2026-03-01', 120 → '1906-03-01'). */
const yearsBefore = (date: string, years: number) => `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && isRealDate(value);

/** Digits of an NPI as typed: spaces and dashes people put between groups are dropped. */
export const npiDigits = (value: string): string => value.replace(/[\s-]/g, '');

/* @__NO_SIDE_EFFECTS__ */
const optionalText = (max: number, m: ReferralMessages) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, m.tooLong(max)),
      v.transform((value) => value || undefined),
    ),
  );

/* @__NO_SIDE_EFFECTS__ */
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) => required(v.pipe(v.string(message), v.picklist(values, message)));

/**
 * A referral's fields as the form sends them (every value a string; docs/product.md, "Refer a
 * patient"), made from one language's messages; schemas.ts and schemas.es.ts make the two. The
 * interpreter's language is one value here (`interpreterOf` makes it from the form's two fields). The
 * documents are not fields: the server checks them as their bytes arrive (api/uploads/). The
 * ordering practitioner and the NPI are required of a physician or nurse practitioner, and an NPI,
 * whoever gives it, must pass its check digit; the message names the NPI given.
 */
/* @__NO_SIDE_EFFECTS__ */
export const makeReferralSchema = (m: ReferralMessages, today: () => string = todayUtc) =>
  v.pipe(
    v.object({
      referrerRole: choice(REFERRER_ROLES, m.referrerRole),
      referrerName: nameText(m.referrerName, MAX_LENGTH.name, m.namePlain, m),
      referrerOrganization: optionalText(REFERRAL_LENGTH.organization, m),
      referrerPhone: phoneField(m.referrerPhone, m),
      referrerEmail: emailField(m.referrerEmail, m),
      practitionerName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_LENGTH.name, m.tooLong(MAX_LENGTH.name)), v.transform((value) => value || undefined))),
      practitionerNpi: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(20, (issue) => m.npiInvalid(String(issue.input))),
          v.check((value) => !value || isValidNpi(npiDigits(value)), (issue) => m.npiInvalid(String(issue.input))),
          v.transform((value) => (value ? npiDigits(value) : undefined)),
        ),
      ),
      patientName: nameText(m.patientName, MAX_LENGTH.name, m.namePlain, m),
      patientDateOfBirth: required(
        v.pipe(
          v.string(m.patientDateOfBirth),
          v.trim(),
          v.check(isDate, m.patientDateOfBirth),
          v.check((value) => value < today(), m.birthInFuture),
          v.check((value) => value >= yearsBefore(today(), 120), m.birthTooLongAgo),
        ),
      ),
      patientPhone: phoneField(m.patientPhone, m),
      patientAddress: requiredText(m.patientAddress, MAX_LENGTH.address, m),
      patientZip: required(v.pipe(v.string(m.patientZip), v.trim(), v.regex(/^\d{5}$/, m.patientZip))),
      woundType: choice(WOUND_TYPE_CHOICES, m.woundType),
      woundLocation: requiredText(m.woundLocation, MAX_LENGTH.shortText, m),
      diagnosis: optionalText(REFERRAL_LENGTH.diagnosis, m),
      orders: optionalText(REFERRAL_LENGTH.orders, m),
      faceToFaceDate: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.check((value) => !value || isDate(value), m.faceToFaceDate),
          v.check((value) => !value || value <= today(), m.faceToFaceFuture),
          v.transform((value) => value || undefined),
        ),
      ),
      urgency: choice(URGENCIES, m.urgency),
      payer: requiredText(m.payer, REFERRAL_LENGTH.payer, m),
      memberId: optionalText(REFERRAL_LENGTH.memberId, m),
      interpreterLanguage: interpreterLanguageField(m.interpreterLanguage),
      consent: required(v.pipe(v.string(m.consent), v.literal('true', m.consent))),
    }),
    v.forward(
      v.partialCheck([['referrerRole'], ['practitionerName']], (input) => !isOrderingRole(input.referrerRole) || Boolean(input.practitionerName), m.practitionerName),
      ['practitionerName'],
    ),
    v.forward(
      v.partialCheck([['referrerRole'], ['practitionerNpi']], (input) => !isOrderingRole(input.referrerRole) || Boolean(input.practitionerNpi), m.practitionerNpi),
      ['practitionerNpi'],
    ),
  );

export type ReferralSchema = ReturnType<typeof makeReferralSchema>;
export type ReferralInput = v.InferOutput<ReferralSchema>;
