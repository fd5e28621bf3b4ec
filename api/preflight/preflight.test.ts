import { describe, expect, it } from 'vitest';
import { provider } from '#contract';
import { noticeFacts } from '#contract/provider.notices';
import { goLiveSettings, type GoLiveSettings, notReadyWarning, preflight, type PreflightFacts, siteFacts } from './preflight';
import { SAMPLE_FACTS } from './sample-facts';

/** A provider's own facts, as a filled-in facts file has them. */
const REAL: PreflightFacts = {
  phone: '(513) 555-2040',
  phoneHref: '+15135552040',
  email: 'care@riverbend-wound.org',
  hours: { ...provider.hours, open: { weekdays: [1, 2, 3, 4, 5], opens: '08:00', closes: '18:00' } },
  serviceArea: 'Hamilton and Butler counties, Ohio',
  credential: { abbreviation: 'CWS', name: 'Certified Wound Specialist' },
  guideReview: { role: 'Director of nursing', credential: 'RN, CWS', date: '2027-01-15' },
  translationReview: { by: 'Lucía Ramírez, CT (ATA)', date: '2027-01-20' },
  section1557Coordinator: { name: 'Dana Whitfield', title: 'Compliance Manager', phone: '(513) 555-2041', phoneHref: '+15135552041', email: 'compliance@riverbend-wound.org', address: '220 Vine Street, Cincinnati, OH 45202' },
  testimonials: 'real',
  keptSampleFacts: [],
  states: ['OH'],
  // Romanian has no HHS translation: a qualified translator's is in the facts file (test data, never shown).
  languageAssistance: { qualifiedTranslations: { ro: { text: 'Test tagline, {phone}.' } }, interpreterServiceContracted: true },
};
const READY: GoLiveSettings = { publicUrl: 'https://www.riverbend-wound.org', smtpConfigured: true, staffEmail: 'staff@riverbend-wound.org', backupsConfigured: true };
const ids = (facts: PreflightFacts, settings: GoLiveSettings, activeStaffAccounts = 1) => preflight({ facts, settings, activeStaffAccounts }).map((item) => item.id);

describe('the go-live check', () => {
  it('when the facts are the samples and nothing is set, then every item is listed, each with a fix', () => {
    const items = preflight({ facts: { ...provider, ...SAMPLE_FACTS, languageAssistance: noticeFacts.languageAssistance, testimonials: 'sample', keptSampleFacts: [] }, settings: goLiveSettings({ publicUrl: 'http://localhost:3000', mail: { smtpUrl: undefined } }, {}), activeStaffAccounts: 0 });

    expect(items.map((item) => item.id)).toEqual(['phone', 'email', 'hours', 'service-area', 'credential', 'guide-review', 'translation-review', 'section-1557', 'taglines', 'interpreter-service', 'testimonials', 'public-url', 'smtp', 'staff-email', 'staff-account', 'backups']);
    for (const item of items) {
      expect(item.problem, item.id).toMatch(/\.$/);
      expect(item.fix, item.id).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('when the shipped facts file is checked, then it is the sample (SAMPLE_FACTS is what the site ships with)', () => {
    expect(ids(siteFacts, READY)).toEqual(['phone', 'email', 'hours', 'service-area', 'credential', 'guide-review', 'translation-review', 'section-1557', 'taglines', 'interpreter-service', 'testimonials']);
  });

  it('when every fact is the provider\'s own and every setting is made, then nothing is listed', () => {
    expect(ids(REAL, READY)).toEqual([]);
  });

  it('when a phone number is one no one answers, then it is listed even if it is not the sample one', () => {
    expect(ids({ ...REAL, phoneHref: '+15135550123' }, READY)).toEqual(['phone']);
    expect(ids({ ...REAL, phoneHref: '+15551234567' }, READY)).toEqual(['phone']);
    expect(ids({ ...REAL, email: 'nurse@example.org' }, READY)).toEqual(['email']);
    expect(ids({ ...REAL, section1557Coordinator: { ...REAL.section1557Coordinator, phoneHref: '+15555550100' } }, READY)).toEqual(['section-1557']);
    expect(ids({ ...REAL, section1557Coordinator: { ...REAL.section1557Coordinator, email: SAMPLE_FACTS.section1557Coordinator.email } }, READY)).toEqual(['section-1557']);
  });

  it('when a sample fact is also the provider\'s own and named in keptSampleFacts, then it is not listed; the reviewers can never be kept', () => {
    const facts: PreflightFacts = { ...REAL, hours: SAMPLE_FACTS.hours, credential: SAMPLE_FACTS.credential, keptSampleFacts: ['hours', 'credential'] };
    expect(ids(facts, READY)).toEqual([]);
    expect(ids({ ...facts, keptSampleFacts: ['hours'] }, READY)).toEqual(['credential']);
    expect(ids({ ...REAL, guideReview: SAMPLE_FACTS.guideReview }, READY)).toEqual(['guide-review']);
    expect(ids({ ...REAL, section1557Coordinator: SAMPLE_FACTS.section1557Coordinator }, READY)).toEqual(['section-1557']);
    const reordered = JSON.parse(JSON.stringify(SAMPLE_FACTS.hours, ['onCall', 'open', 'weekdays', 'opens', 'closes', 'consultations', 'coordinatorVisits', 'openOnHolidays']));
    expect(ids({ ...REAL, hours: reordered }, READY)).toEqual(['hours']);
  });

  it('when a tagline language has neither HHS\'s translation nor a qualified translator\'s, then it is listed by name for a translator, never machine-translated', () => {
    const items = preflight({ facts: { ...REAL, languageAssistance: { interpreterServiceContracted: true } }, settings: READY, activeStaffAccounts: 1 });

    expect(items.map((item) => item.id)).toEqual(['taglines']);
    expect(items[0]!.problem).toBe("HHS has published no translation of its tagline in Romanian, one of the top 15 languages of Ohio: that line shows HHS's English tagline.");
    expect(items[0]!.fix).toMatch(/^Have a qualified translator translate HHS's tagline .* into Romanian, never by machine,/);
  });

  it('when no interpreter service is confirmed, or the service area names none of the states, then each is listed', () => {
    expect(ids({ ...REAL, languageAssistance: { ...REAL.languageAssistance, interpreterServiceContracted: false } }, READY)).toEqual(['interpreter-service']);
    expect(ids({ ...REAL, serviceArea: 'Boone and Kenton counties, Kentucky' }, READY)).toEqual(['states']);
    expect(preflight({ facts: { ...REAL, serviceArea: 'Boone County, Kentucky' }, settings: READY, activeStaffAccounts: 1 })[0]!.problem).toContain('the top 15 languages of Ohio');
  });

  it('when a setting is unsafe, then it is listed: http, no mail server, staff alerts to the public address, one backup setting only, no active account', () => {
    expect(ids(REAL, { ...READY, publicUrl: 'http://www.riverbend-wound.org' })).toEqual(['public-url']);
    expect(ids(REAL, { ...READY, smtpConfigured: false })).toEqual(['smtp']);
    expect(ids(REAL, { ...READY, staffEmail: '"Front desk" <Care@Riverbend-Wound.org>' })).toEqual(['staff-email']);
    expect(ids(REAL, READY, 0)).toEqual(['staff-account']);
    expect(goLiveSettings({ publicUrl: 'https://a.example', mail: { smtpUrl: 'smtps://mail' } }, { BACKUP_DIR: '/backups' }).backupsConfigured).toBe(false);
    expect(goLiveSettings({ publicUrl: 'https://a.example', mail: { smtpUrl: 'smtps://mail' } }, { BACKUP_DIR: '/backups', BACKUP_RECIPIENT: 'age1abc', STAFF_EMAIL: 'staff@a.example' })).toEqual({
      publicUrl: 'https://a.example',
      smtpConfigured: true,
      staffEmail: 'staff@a.example',
      backupsConfigured: true,
    });
  });

  it('when the server starts with items left, then its one warning line gives the count and where the list is', () => {
    expect(notReadyWarning(1)).toBe('Not ready for real patients: 1 thing is still sample or unsafe. Run npm run preflight for the list and the fixes; staff see it on the agenda.');
    expect(notReadyWarning(12)).toMatch(/^Not ready for real patients: 12 things are still sample or unsafe\./);
  });
});
