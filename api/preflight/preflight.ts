import { provider, type Provider } from '#contract';
import { noticeFacts } from '#contract/provider.notices';
import type { PreflightItem } from '#contract/staff';
import { STATE_NAMES, type StateCode, taglineLanguagesFor } from '#contract/tagline-languages';
import { type QualifiedTranslations, TAGLINES, untranslatedTaglines } from '#contract/taglines';
import { SAMPLE_FACTS } from './sample-facts';

/**
 * The go-live check (decision 025): everything still sample or unsafe for real patients, one item
 * each with its fix. A pure function of the facts, the settings and how many staff accounts can
 * sign in, so `npm run preflight` (api/cli/preflight.ts), the server's start-up warning and the
 * staff area's first screen list the same things, and a test can check any facts file.
 */

/** The facts the check reads (api/contract/provider.ts, or a draft of it), with any values. */
export interface PreflightFacts {
  phone: string;
  phoneHref: string;
  email: string;
  /** Only compared with the sample's. */
  hours: object;
  serviceArea: string;
  credential: { abbreviation: string; name: string };
  guideReview: { role: string; credential: string; date: string };
  translationReview: { by: string; date: string };
  section1557Coordinator: { name: string; title: string; phone: string; phoneHref: string; email: string; address: string };
  testimonials: Provider['testimonials'];
  keptSampleFacts: readonly string[];
  /** The states served: the taglines and the interpreters offered follow their top 15 languages. */
  states: readonly StateCode[];
  languageAssistance: { qualifiedTranslations?: QualifiedTranslations; interpreterServiceContracted: boolean };
}

/** What the environment says about going live (see goLiveSettings). */
export interface GoLiveSettings {
  /** PUBLIC_URL as the server uses it. */
  publicUrl: string;
  smtpConfigured: boolean;
  /** STAFF_EMAIL as set, or undefined when it is left to its default (the provider's public address). */
  staffEmail: string | undefined;
  /** BACKUP_DIR and BACKUP_RECIPIENT are both set. */
  backupsConfigured: boolean;
}

export interface PreflightInput {
  facts: PreflightFacts;
  settings: GoLiveSettings;
  /** Staff accounts that are not disabled. */
  activeStaffAccounts: number;
}

const FACTS_FILE = 'api/contract/provider.ts';

/**
 * The site's own facts, all of them: provider.ts's and the notices' (provider.notices.ts, a module
 * of its own so that the pages' shared code never carries them).
 */
export const siteFacts: PreflightFacts = { ...provider, ...noticeFacts };
/** The same values, whatever order an edited facts file gives their keys. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, part: unknown) => (part && typeof part === 'object' && !Array.isArray(part) ? Object.fromEntries(Object.entries(part).sort()) : part));
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
/** Numbers no one answers: area code 555 (never assigned), and 555-0100 to 555-0199, kept for fiction in every area code. */
const fictional = (phoneHref: string) => /^\+1(555\d{7}|\d{3}55501\d{2})$/.test(phoneHref.replace(/[^\d+]/g, ''));
const addressOf = (mailbox: string) => (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim().toLowerCase();

function factItems({ facts }: PreflightInput): PreflightItem[] {
  const kept = new Set<string>(facts.keptSampleFacts);
  const items: PreflightItem[] = [];
  const sample = (id: string, problem: string, fix: string) => items.push({ id, problem, fix });
  if (facts.phone === SAMPLE_FACTS.phone || facts.phoneHref === SAMPLE_FACTS.phoneHref || fictional(facts.phoneHref)) {
    sample('phone', `The phone number is a sample, ${facts.phone}: patients and families would call no one.`, `Set phone and phoneHref in ${FACTS_FILE} to the number your on-call nurse answers.`);
  }
  if (addressOf(facts.email) === SAMPLE_FACTS.email || /@example\.(com|org|net)$/i.test(facts.email)) {
    sample('email', `The e-mail address is a sample, ${facts.email}.`, `Set email in ${FACTS_FILE} to the address that answers patients.`);
  }
  if (same(facts.hours, SAMPLE_FACTS.hours) && !kept.has('hours')) {
    sample('hours', 'The opening hours, booking hours and on-call line are the sample ones.', `Set hours in ${FACTS_FILE}; if the sample hours are truly yours, add 'hours' to keptSampleFacts.`);
  }
  if (facts.serviceArea === SAMPLE_FACTS.serviceArea && !kept.has('serviceArea')) {
    sample('service-area', `The service area is the sample one (${facts.serviceArea}).`, `Set serviceArea in ${FACTS_FILE} to the counties or towns your nurses visit, or add 'serviceArea' to keptSampleFacts.`);
  }
  if (same(facts.credential, SAMPLE_FACTS.credential) && !kept.has('credential')) {
    sample('credential', `The nurses' credential is the sample one (${facts.credential.abbreviation}).`, `Set credential in ${FACTS_FILE} to the certification your wound nurses hold, or add 'credential' to keptSampleFacts.`);
  }
  if (same(facts.guideReview, SAMPLE_FACTS.guideReview)) {
    sample('guide-review', `No clinician of yours has reviewed the guides: the reviewer and review date are samples (${facts.guideReview.date}).`, `Have a clinician review the guides and the escalation ladder, then set guideReview (role, credential, date) in ${FACTS_FILE}.`);
  }
  if (same(facts.translationReview, SAMPLE_FACTS.translationReview)) {
    sample('translation-review', `No qualified medical translator of yours has reviewed the Spanish pages, guides and e-mails: the reviewer and review date are samples (${facts.translationReview.date}).`, `Have a qualified medical translator check the Spanish against the English, then set translationReview (by, date) in ${FACTS_FILE}.`);
  }
  const coordinator = facts.section1557Coordinator;
  const sampleCoordinator = SAMPLE_FACTS.section1557Coordinator;
  if (same(coordinator, sampleCoordinator) || coordinator.address === sampleCoordinator.address || addressOf(coordinator.email) === sampleCoordinator.email || fictional(coordinator.phoneHref)) {
    sample('section-1557', 'The Section 1557 coordinator on the nondiscrimination page is a sample: no one would receive a grievance about discrimination.', `Name the person who handles them: set section1557Coordinator (name or title, phone, e-mail, mailing address) in ${FACTS_FILE}.`);
  }
  const states = facts.states.map((state) => STATE_NAMES[state]);
  if (!states.some((name) => facts.serviceArea.includes(name))) {
    sample('states', `The taglines and the interpreters offered follow the top 15 languages of ${states.join(', ') || 'no state'}, which the service area (${facts.serviceArea}) does not name.`, `Set states in ${FACTS_FILE} to the states your nurses visit (each needs its list in api/contract/tagline-languages.ts).`);
  }
  const untranslated = untranslatedTaglines(taglineLanguagesFor(facts.states), facts.languageAssistance.qualifiedTranslations);
  if (untranslated.length) {
    const names = untranslated.map((lang) => TAGLINES[lang].english).join(', ');
    sample('taglines', `HHS has published no translation of its tagline in ${names}, one of the top 15 languages of ${states.join(', ')}: that line shows HHS's English tagline.`, `Have a qualified translator translate HHS's tagline (ENGLISH_TAGLINE, api/contract/taglines.ts) into ${names}, never by machine, and add it to languageAssistance.qualifiedTranslations in api/contract/provider.notices.ts.`);
  }
  if (!facts.languageAssistance.interpreterServiceContracted) {
    sample('interpreter-service', 'The forms offer a free interpreter on the call, and no interpreter service is confirmed: no one would interpret.', 'Contract a qualified medical interpreter service (spoken languages by phone or video, and American Sign Language), then set languageAssistance.interpreterServiceContracted to true in api/contract/provider.notices.ts.');
  }
  if (facts.testimonials !== 'real') {
    sample('testimonials', 'The patient stories are samples written for the design, not words of real patients.', `Replace them in web/i18n/english-testimonials.ts with patients' own words, each with a signed authorization on file, then set testimonials: 'real' in ${FACTS_FILE}.`);
  }
  return items;
}

function settingItems({ facts, settings, activeStaffAccounts }: PreflightInput): PreflightItem[] {
  const items: PreflightItem[] = [];
  if (!settings.publicUrl.startsWith('https://')) {
    items.push({ id: 'public-url', problem: `PUBLIC_URL is ${settings.publicUrl}, not an https address: staff cookies are not Secure and e-mail links point there.`, fix: 'Set PUBLIC_URL to the https address visitors use, e.g. https://www.example.com.' });
  }
  if (!settings.smtpConfigured) {
    items.push({ id: 'smtp', problem: 'No SMTP_URL: confirmations, reminders and staff alerts are written to the data folder, never sent.', fix: 'Set SMTP_URL to your mail server, e.g. smtps://user:password@mail.example.org:465, under a business associate agreement.' });
  }
  if (!settings.staffEmail || addressOf(settings.staffEmail) === addressOf(facts.email)) {
    items.push({ id: 'staff-email', problem: "STAFF_EMAIL is at its default, the public address: staff alerts go to the patients' mailbox.", fix: 'Set STAFF_EMAIL to the mailbox your staff watch.' });
  }
  if (activeStaffAccounts === 0) {
    items.push({ id: 'staff-account', problem: 'There is no staff account: no one can read bookings and inquiries.', fix: 'Add one on the server: npm run staff -- add <username>.' });
  }
  if (!settings.backupsConfigured) {
    items.push({ id: 'backups', problem: 'No backups configured: BACKUP_DIR and BACKUP_RECIPIENT are not both set, so a lost disk loses every booking.', fix: 'Set BACKUP_DIR (a folder on another disk) and BACKUP_RECIPIENT (the age public key that encrypts the backups).' });
  }
  return items;
}

/** Everything still sample or unsafe for real patients, facts first, then settings; empty when the site is ready. */
export function preflight(input: PreflightInput): PreflightItem[] {
  return [...factItems(input), ...settingItems(input)];
}

/** The environment's part, from the server's checked settings and its environment. */
export function goLiveSettings(config: { publicUrl: string; mail: { smtpUrl: string | undefined } }, env: NodeJS.ProcessEnv): GoLiveSettings {
  return {
    publicUrl: config.publicUrl,
    smtpConfigured: Boolean(config.mail.smtpUrl),
    staffEmail: env.STAFF_EMAIL || undefined,
    // Both backup settings, from the environment (api/config.ts refuses to start with only one of them).
    backupsConfigured: Boolean(env.BACKUP_DIR && env.BACKUP_RECIPIENT),
  };
}

/** The start-up log's one line: how many remain, and where the list is. */
export const notReadyWarning = (count: number): string =>
  `Not ready for real patients: ${count} ${count === 1 ? 'thing is' : 'things are'} still sample or unsafe. Run npm run preflight for the list and the fixes; staff see it on the agenda.`;
