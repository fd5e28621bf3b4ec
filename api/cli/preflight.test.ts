import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { describe, expect, it, vi } from 'vitest';
import { compiledArgs } from '../test-support/compiled';
import { type CliRun, cleanupAfterEach, projectRoot } from '../test-support/staff-cli';
import { addStaffCheaply } from '../test-support/staff-seed';

// Each run starts Node; adding an account hashes with OWASP-strength scrypt.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const { dataFolder } = cleanupAfterEach();

/** The settings the check reads, cleared, so the machine's own environment cannot pass or fail a test. */
const GO_LIVE_SETTINGS = ['PUBLIC_URL', 'SMTP_URL', 'STAFF_EMAIL', 'MAIL_FROM', 'BACKUP_DIR', 'BACKUP_RECIPIENT', 'DATA_DIR'];

/** The real command, as `npm run preflight --` runs it. */
function preflightCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !GO_LIVE_SETTINGS.includes(name)));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, compiledArgs('preflight', args), { cwd: projectRoot, env: { ...clean, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A copy of the site's facts file in a temporary folder, each edit checked to have found its text. */
async function factsCopy(folder: string, name: string, edits: [from: string, to: string][]): Promise<string> {
  let text = await readFile(join(projectRoot, 'api/contract/provider.ts'), 'utf8');
  for (const [from, to] of edits) {
    expect(text, `the facts file no longer holds ${from}`).toContain(from);
    text = text.replace(from, to);
  }
  const path = join(folder, name);
  await writeFile(path, text + NOTICES);
  return path;
}

/** A provider's own facts: every sample value replaced, the credential kept on purpose. */
const FILLED_IN: [string, string][] = [
  ["phone: '(555) 014-2273'", "phone: '(513) 555-2040'"],
  ["phoneHref: '+15550142273'", "phoneHref: '+15135552040'"],
  ["email: 'care@evergreenwoundcare.com'", "email: 'care@riverbend-wound.org'"],
  ["open: { weekdays: [0, 1, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:00' }", "open: { weekdays: [1, 2, 3, 4, 5, 6], opens: '08:00', closes: '18:00' }"],
  ["serviceArea: 'Hamilton, Butler, Warren and Clermont counties, Ohio'", "serviceArea: 'Hamilton and Butler counties, Ohio'"],
  ["guideReview: { role: 'Lead wound care nurse', credential: 'RN, CWOCN', date: '2026-11-23' }", "guideReview: { role: 'Director of nursing', credential: 'RN, CWOCN', date: '2027-01-15' }"],
  ["translationReview: { by: 'Traductora médica certificada (ATA, inglés-español)', date: '2026-11-26' }", "translationReview: { by: 'Lucía Ramírez, CT (ATA)', date: '2027-01-20' }"],
  ["testimonials: 'sample' as", "testimonials: 'real' as"],
  ['keptSampleFacts: [] as', "keptSampleFacts: ['credential'] as"],
];

/** A provider's own notices' facts (api/contract/provider.notices.ts), exported by the draft beside its facts. */
const NOTICES = `
export const noticeFacts = {
  section1557Coordinator: { name: 'Dana Whitfield', title: 'Compliance Manager', phone: '(513) 555-2041', phoneHref: '+15135552041', email: 'compliance@riverbend-wound.org', address: '220 Vine Street, Cincinnati, OH 45202' },
  languageAssistance: { qualifiedTranslations: { ro: { text: 'Test tagline, {phone}.', by: 'A qualified translator' } }, interpreterServiceContracted: true },
  accessibilityReview: { date: '2027-01-10' },
};
`;

describe('npm run preflight', () => {
  it('when the site still has its sample facts and nothing is set, then it lists every item, one line each with its fix, and exits 1', async () => {
    const run = await preflightCli([], { DATA_DIR: join(await dataFolder(), 'not-yet-made') });

    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe('States served: Ohio (OH). The taglines and the interpreters offered follow their top 15 languages.');
    expect(lines[2]).toBe('Not ready for real patients: 16 things to fix.');
    const items = lines.slice(4);
    expect(items).toHaveLength(16);
    for (const item of items) expect(item).toMatch(/^- .+\. Fix: .+\.$/);
    for (const part of ['(555) 014-2273', 'care@evergreenwoundcare.com', 'opening hours', 'service area', 'CWOCN', 'reviewed the guides', 'reviewed the Spanish pages', 'Section 1557 coordinator', 'tagline in Romanian', 'no interpreter service is confirmed', 'patient stories are samples', 'PUBLIC_URL is http://localhost:3000', 'No SMTP_URL', 'STAFF_EMAIL', 'no staff account', 'No backups configured']) {
      expect(run.stdout, part).toContain(part);
    }
  });

  it('when a filled-in facts file (a temporary copy) is checked with every setting made and a staff account, then nothing is left and it exits 0', async () => {
    const folder = await dataFolder();
    const facts = await factsCopy(folder, 'provider.ts', FILLED_IN);
    const dataDir = join(folder, 'data');
    // An account only has to exist; it is made at the test cost (the command line's add is staff.test.ts).
    await addStaffCheaply(dataDir, 'coordinator');
    const env = {
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://www.riverbend-wound.org',
      SMTP_URL: 'smtps://care:secret@mail.riverbend-wound.org:465',
      STAFF_EMAIL: 'staff@riverbend-wound.org',
      BACKUP_DIR: folder,
      BACKUP_RECIPIENT: await identityToRecipient(await generateX25519Identity()),
    };

    const ready = await preflightCli(['--facts', facts], env);
    const withSampleStories = await factsCopy(folder, 'draft.ts', FILLED_IN.filter(([from]) => !from.startsWith('testimonials')));
    const sampleStories = await preflightCli(['--facts', withSampleStories], env);
    const httpOnly = await preflightCli(['--facts', facts], { ...env, PUBLIC_URL: 'http://www.riverbend-wound.org' });

    expect(ready).toEqual({
      code: 0,
      stdout: 'States served: Ohio (OH). The taglines and the interpreters offered follow their top 15 languages.\n\nReady for real patients: no sample facts and no unsafe settings are left.\n',
      stderr: '',
    });
    expect(sampleStories.code).toBe(1);
    expect(sampleStories.stdout).toContain('1 thing to fix');
    expect(sampleStories.stdout).toContain('The patient stories are samples');
    expect(httpOnly.code).toBe(1);
    expect(httpOnly.stdout).toContain('- PUBLIC_URL is http://www.riverbend-wound.org, not an https address');
  });

  it('when an argument is wrong or the facts file is not one, then it says why, shows the usage and exits 2', async () => {
    const folder = await dataFolder();
    const notFacts = join(folder, 'other.ts');
    await writeFile(notFacts, "export const provider = { phone: '(513) 555-2040' };\n");
    const broken = join(folder, 'broken.ts');
    await writeFile(broken, "export const provider = { phone: '(513) 555-2040',\n");
    const importing = join(folder, 'importing.ts');
    await writeFile(importing, "import { phone } from './phone';\nexport const provider = { phone };\n");

    const unknown = await preflightCli(['--fast'], {});
    const missing = await preflightCli(['--facts', join(folder, 'nowhere.ts')], {});
    const incomplete = await preflightCli(['--facts', notFacts], {});
    const unreadable = await preflightCli(['--facts', broken], {});
    const imports = await preflightCli(['--facts', importing], {});

    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown argument "--fast"\.\n\nUsage: npm run preflight/);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('There is no facts file at');
    expect(incomplete.code).toBe(2);
    expect(incomplete.stderr).toContain('lacks these facts, or has them in another form than api/contract/provider.ts: phoneHref, email, hours');
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toMatch(/broken\.ts cannot be read as a facts file: .+\n\nUsage: npm run preflight/);
    expect(imports.code).toBe(2);
    expect(imports.stderr).toMatch(/importing\.ts cannot be read as a facts file: it imports "\.\/phone", and a facts file may import types only\n\nUsage: npm run preflight/);
  });
});
