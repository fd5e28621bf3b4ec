/**
 * `npm run preflight`: the go-live check (decision 025). Lists, one line each with its fix, what is
 * still sample or unsafe for real patients: sample facts, sample stories, taglines no one has
 * translated, no interpreter service confirmed, PUBLIC_URL not https,
 * no SMTP_URL, STAFF_EMAIL at its default, no staff account, no backups. Exits 1 while any remain,
 * 0 when none do, 2 on a wrong argument. It reads the settings from the environment, as
 * `npm start` does, and the staff accounts of DATA_DIR (through the running server, if any).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { transform } from 'sucrase';
import { loadConfig } from '../config';
import { noticeFacts } from '#contract/provider.notices';
import { STATE_NAMES, TOP_15_BY_STATE } from '#contract/tagline-languages';
import { goLiveSettings, preflight, type PreflightFacts, siteFacts } from '../preflight/preflight';
import { runCommand } from './staff/run-command';
import { reportFailure, UsageError } from './command-errors';

const USAGE = `Usage: npm run preflight [-- --facts <file>]

  --facts <file>   check another facts file (a draft of api/contract/provider.ts, which may also export
                   the notices' facts as noticeFacts) instead of the site's own

Settings come from the environment (PUBLIC_URL, SMTP_URL, STAFF_EMAIL, BACKUP_DIR, BACKUP_RECIPIENT, DATA_DIR), as for npm start.`;

function parse(args: string[]): { factsFile?: string } {
  if (args.length === 0) return {};
  const [option, file, ...rest] = args;
  if (option !== '--facts') throw new UsageError(`Unknown argument "${option}".`);
  if (!file || file.startsWith('-')) throw new UsageError('--facts needs the path of a facts file.');
  if (rest.length) throw new UsageError(`Too many arguments: ${rest.join(' ')}.`);
  return { factsFile: file };
}

/** What the check reads of a facts file, each as the facts file's own comments describe it. */
const FACT_TYPES: Record<keyof PreflightFacts, (value: unknown) => boolean> = {
  phone: (value) => typeof value === 'string',
  phoneHref: (value) => typeof value === 'string',
  email: (value) => typeof value === 'string',
  hours: (value) => typeof value === 'object' && value !== null,
  serviceArea: (value) => typeof value === 'string',
  credential: (value) => typeof value === 'object' && value !== null && typeof (value as { abbreviation?: unknown }).abbreviation === 'string',
  guideReview: (value) => typeof value === 'object' && value !== null && typeof (value as { date?: unknown }).date === 'string',
  translationReview: (value) => typeof value === 'object' && value !== null && typeof (value as { date?: unknown }).date === 'string',
  section1557Coordinator: (value) => typeof value === 'object' && value !== null && typeof (value as { email?: unknown }).email === 'string',
  testimonials: (value) => value === 'sample' || value === 'real',
  keptSampleFacts: (value) => Array.isArray(value),
  states: (value) => Array.isArray(value) && value.length > 0 && value.every((state) => typeof state === 'string' && state in TOP_15_BY_STATE),
  languageAssistance: (value) => typeof value === 'object' && value !== null && typeof (value as { interpreterServiceContracted?: unknown }).interpreterServiceContracted === 'boolean',
};

/**
 * A facts file is TypeScript, as api/contract/provider.ts is, and this command runs compiled under
 * plain Node: its types are stripped here (sucrase: plain JavaScript, so it is bundled into the
 * command and runs from any copy of dist/, docs/decisions/043) and its module imported. Like the
 * site's own, it may import types only: it is read alone, wherever it is.
 */
async function importFactsFile(path: string): Promise<unknown> {
  const unreadable = (error: unknown) => new UsageError(`${path} cannot be read as a facts file: ${error instanceof Error ? error.message : String(error)}`);
  let code: string;
  try {
    code = transform(readFileSync(path, 'utf8'), { transforms: ['typescript'] }).code;
  } catch (error) {
    throw unreadable(error);
  }
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`).catch((error: NodeJS.ErrnoException) => {
    const imported = /module specifier "([^"]+)"/.exec(error.message)?.[1];
    throw error.code === 'ERR_UNSUPPORTED_RESOLVE_REQUEST' && imported ? unreadable(`it imports "${imported}", and a facts file may import types only`) : unreadable(error);
  });
}

async function factsFrom(file: string | undefined): Promise<PreflightFacts> {
  if (!file) return siteFacts;
  const path = resolve(file);
  if (!existsSync(path)) throw new UsageError(`There is no facts file at ${path}.`);
  const module = (await importFactsFile(path)) as { provider?: Record<string, unknown>; noticeFacts?: Record<string, unknown> };
  if (!module.provider || typeof module.provider !== 'object') throw new UsageError(`${path} does not export its facts as \`provider\`, as api/contract/provider.ts does.`);
  // The notices' facts (api/contract/provider.notices.ts): the draft's own if it exports them as `noticeFacts`, else the site's.
  const facts: Record<string, unknown> = { ...noticeFacts, ...module.provider, ...module.noticeFacts };
  const wrong = Object.entries(FACT_TYPES).flatMap(([name, fits]) => (fits(facts[name]) ? [] : [name]));
  if (wrong.length) throw new UsageError(`${path} lacks these facts, or has them in another form than api/contract/provider.ts: ${wrong.join(', ')}.`);
  return facts as unknown as PreflightFacts;
}

/** Accounts that can sign in; a data folder that does not exist yet has none (and is not created). */
async function activeStaffAccounts(dataDir: string): Promise<number> {
  if (!existsSync(dataDir)) return 0;
  const reply = await runCommand(dataDir, { command: 'list' });
  if (!reply.ok) throw new Error(reply.message);
  return (reply.accounts ?? []).filter((account) => account.status === 'active').length;
}

try {
  const { factsFile } = parse(process.argv.slice(2));
  const facts = await factsFrom(factsFile);
  const config = loadConfig();
  const items = preflight({ facts, settings: goLiveSettings(config, process.env), activeStaffAccounts: await activeStaffAccounts(config.dataDir) });
  console.log(`States served: ${facts.states.map((state) => `${STATE_NAMES[state]} (${state})`).join(', ')}. The taglines and the interpreters offered follow their top 15 languages.\n`);
  if (items.length === 0) {
    console.log('Ready for real patients: no sample facts and no unsafe settings are left.');
  } else {
    console.log(`Not ready for real patients: ${items.length} ${items.length === 1 ? 'thing' : 'things'} to fix.\n`);
    for (const item of items) console.log(`- ${item.problem} Fix: ${item.fix}`);
  }
  process.exitCode = items.length ? 1 : 0;
} catch (error) {
  reportFailure(error, USAGE);
}
