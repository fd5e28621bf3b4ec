import { DOCUMENTS_FIELD, REFERRAL_FIELDS } from '#contract/referral';
import type { Lang } from '#contract/language';

/** The referral's fields as the form holds them: every value a string, as a plain form post would send them. */
export type ReferralValues = Record<Exclude<(typeof REFERRAL_FIELDS)[number], 'language'>, string>;

export const EMPTY_REFERRAL: ReferralValues = Object.fromEntries(REFERRAL_FIELDS.filter((name) => name !== 'language').map((name) => [name, ''])) as ReferralValues;

/**
 * The request's body, built once: the same bytes go on the live attempt and, if that finds no
 * network, into the outbox, which sends them unchanged (docs/decisions/063-referrals-offline.md).
 * `language` first, as the server reads it first; then the fields in the form's order; then the files.
 */
export async function referralBody(values: ReferralValues, files: readonly File[], lang: Lang): Promise<{ body: Blob; contentType: string }> {
  const form = new FormData();
  form.append('language', lang);
  for (const name of REFERRAL_FIELDS) if (name !== 'language' && values[name]) form.append(name, values[name]);
  for (const file of files) form.append(DOCUMENTS_FIELD, file, file.name);
  const request = new Request('/', { method: 'POST', body: form });
  return { body: await request.blob(), contentType: request.headers.get('Content-Type')! };
}
