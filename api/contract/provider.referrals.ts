/**
 * The facts of referrals (docs/product.md, "Refer a patient"): part of the facts file (provider.ts;
 * README, "Before going live"), in a module of its own because only the referral page and the
 * server read them, and every page loads provider.ts whole.
 */
export const referralFacts = {
  /**
   * The ZIP codes of `provider.serviceArea`: a referral from any other is taken and flagged for
   * staff, and the referrer is told at once that we will call to discuss it. Keep it equal to the
   * area the pages name (`npm run preflight` lists it while it is the sample).
   */
  serviceAreaZips: [
    // Hamilton County (Cincinnati and around)
    '45001', '45002', '45030', '45033', '45041', '45051', '45052', '45111', '45174',
    '45202', '45203', '45204', '45205', '45206', '45207', '45208', '45209', '45211', '45212', '45213', '45214', '45215', '45216',
    '45217', '45218', '45219', '45220', '45223', '45224', '45225', '45226', '45227', '45229', '45230', '45231', '45232', '45233',
    '45236', '45237', '45238', '45239', '45240', '45241', '45242', '45243', '45246', '45247', '45248', '45249', '45251', '45252',
    // Butler County
    '45004', '45011', '45013', '45014', '45015', '45018', '45042', '45044', '45050', '45053', '45056', '45061', '45062', '45064', '45067', '45069',
    // Warren County
    '45005', '45032', '45034', '45036', '45039', '45040', '45054', '45065', '45066', '45068', '45152', '45162',
    // Clermont County
    '45102', '45103', '45106', '45112', '45118', '45120', '45122', '45140', '45150', '45153', '45156', '45157', '45158', '45160', '45176', '45244', '45245', '45255',
  ] as readonly string[],
};
