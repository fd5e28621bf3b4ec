/** Referrals for the tests. */

/** A referral as the form sends it: every value a string. */
export const referralFields = (overrides: Record<string, string | undefined> = {}): Record<string, string> => {
  const fields: Record<string, string | undefined> = {
    referrerRole: 'discharge-planner',
    referrerName: 'Dana Planner',
    referrerOrganization: 'Mercy Hospital',
    referrerPhone: '(513) 555-0142',
    referrerEmail: 'dana@mercy.example.org',
    patientName: 'Maria Lopez',
    patientDateOfBirth: '1941-02-03',
    patientPhone: '513-555-0199',
    patientAddress: '12 Elm Street, Cincinnati, OH',
    patientZip: '45202',
    woundType: 'Diabetic ulcers',
    woundLocation: 'Left heel',
    urgency: 'routine',
    payer: 'Medicare',
    consent: 'true',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
};


/** A referral's multipart body: its fields (`language` first, as the form orders them) and its documents. */
export function referralForm(fields: Record<string, string>, documents: [name: string, bytes: Uint8Array][] = []): FormData {
  const body = new FormData();
  const { language, ...rest } = fields;
  if (language !== undefined) body.append('language', language);
  for (const [name, value] of Object.entries(rest)) body.append(name, value);
  for (const [name, bytes] of documents) body.append('documents', new Blob([new Uint8Array(bytes)]), name);
  return body;
}

/** Posts a referral as the page's script does (an Idempotency-Key, JSON wanted), or as a plain form post with `plain`. */
export async function postReferral(url: string, body: FormData, { key = crypto.randomUUID() as string, plain = false, headers = {} as Record<string, string> } = {}) {
  const response = await fetch(`${url}/api/referrals`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: plain ? { Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8', ...headers } : { 'Idempotency-Key': key, Accept: 'application/json', ...headers },
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('application/json') ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  return { status: response.status, headers: response.headers, text, json };
}
