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

