import * as v from 'valibot';
import type { ReferralMessages } from '#contract/messages/referral.en';
import { interpreterOf } from '#contract/referral';
import { makeReferralSchema } from '#contract/referral-schema';
import { check } from '../../lib/form-rules';

/** The referral form's checks from one language's messages (decision 033): the contract's schema, as the server checks it. */
/* @__NO_SIDE_EFFECTS__ */
export function makeReferralChecks(messages: ReferralMessages) {
  const schema = makeReferralSchema(messages);
  return {
    /** The form's values as the server reads them: the interpreter's two fields made one (api/contract/referral.ts). */
    checkReferral: ({ interpreterOther: _typed, ...values }: Record<string, string>) => check(schema, { ...values, interpreterLanguage: interpreterOf({ ...values, interpreterOther: _typed }) }),
    /** The server's answer to a referral: its reference and message. */
    parseAnswer: (json: unknown) => v.parse(v.object({ reference: v.string(), message: v.string(), outOfArea: v.optional(v.boolean()) }), json),
  };
}

export type ReferralChecks = ReturnType<typeof makeReferralChecks>;
