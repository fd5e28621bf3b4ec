/**
 * `npm run staff -- <command>`: the staff accounts, from the command line only (no sign-up page,
 * no default account). Works whether or not the server runs (decision 011): with a live server on
 * DATA_DIR the change goes to it over DATA_DIR/staff.sock; with none, this process takes the data
 * folder's lock for the length of the change. With DATABASE_URL, it changes the database directly,
 * servers running or not (docs/decisions/083).
 */
import { loadConfig } from '../config';
import { STAFF_PASSWORD_MIN_LENGTH } from '#contract/staff';
import { verifyAudit } from '../audit/verify-audit';
import type { AccountCommand, AccountReply } from '../command-line/account-command';
import { runCommand } from './staff/run-command';
import { runOnDatabase } from './staff/on-database';
import { verifyDatabaseAudit } from './staff/verify-database-audit';
import { readAllStdin, readHidden } from './staff/read-password';
import { reportFailure, UsageError } from './command-errors';

const USAGE = `Usage: npm run staff -- <command>

  add <username>             add an account (asks for its password)
  reset-password <username>  set a new password; also ends its sessions, its half-done sign-ins and its two-factor enrolment
  disable <username>         stop an account from signing in; ends its sessions
  list                       list the accounts
  purge [--dry-run]          delete now what has passed its keeping time (RETENTION_MONTHS); --dry-run only counts it
  verify-audit               check the audit trail's chain; exits 1 on a break staff have not acknowledged

  --password-stdin           read the password from standard input instead of asking (add, reset-password)

Passwords: at least ${STAFF_PASSWORD_MIN_LENGTH} characters, not a common or easily guessed one. The data folder is DATA_DIR (default ./data); with DATABASE_URL set, the commands work on that
PostgreSQL database instead, with the servers' APP_SECRET, whether or not servers run.`;

async function parse(args: string[]): Promise<AccountCommand> {
  if (args[0] === 'purge') {
    const options = args.slice(1);
    const unknown = options.find((arg) => arg !== '--dry-run');
    if (unknown) throw new UsageError(unknown.startsWith('-') ? `Unknown option ${unknown}.` : `purge takes no argument (got "${unknown}").`);
    return { command: 'purge', dryRun: options.includes('--dry-run') };
  }
  const fromStdin = args.includes('--password-stdin');
  const [command, username, ...rest] = args.filter((arg) => arg !== '--password-stdin');
  const unknownOption = [command, username, ...rest].find((arg) => arg?.startsWith('-'));
  if (unknownOption) throw new UsageError(`Unknown option ${unknownOption}.`);
  if (rest.length) throw new UsageError(`Too many arguments: ${rest.join(' ')}.`);
  if (command === 'list') {
    if (username) throw new UsageError('list takes no username.');
    return { command };
  }
  if (command !== 'add' && command !== 'reset-password' && command !== 'disable') throw new UsageError(command ? `Unknown command "${command}".` : 'Which command?');
  if (!username) throw new UsageError(`${command} needs a username.`);
  if (command === 'disable') return { command, username };
  return { command, username, password: await password(username, fromStdin) };
}

async function password(username: string, fromStdin: boolean): Promise<string> {
  if (fromStdin) {
    const piped = await readAllStdin();
    if (!piped) throw new UsageError('No password came on standard input.');
    return piped;
  }
  if (!process.stdin.isTTY) throw new UsageError('There is no terminal to ask for the password on. Pipe it in with --password-stdin.');
  const first = await readHidden(`Password for ${username}: `);
  const again = await readHidden('The same password again: ');
  if (first !== again) throw new Error('The two passwords differ; nothing was changed.');
  return first;
}

function print(reply: Extract<AccountReply, { ok: true }>): void {
  if (!reply.accounts) return void console.log(reply.message);
  if (!reply.accounts.length) return void console.log('No staff accounts yet. Add one with: npm run staff -- add <username>');
  const rows = [['username', 'two-factor', 'status', 'created'], ...reply.accounts.map((a) => [a.username, a.twoFactor, a.status, a.createdAt.slice(0, 10) || '-'])];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}

/** Reads the files only, so it needs neither the lock nor the server: it runs the same either way. */
async function verify(args: string[]): Promise<number> {
  if (args.length) throw new UsageError(`verify-audit takes no arguments (${args.join(' ')}).`);
  const config = loadConfig(process.env, { databaseUrl: true });
  const outcome = config.databaseUrl ? await verifyDatabaseAudit(config.databaseUrl, config.appSecret) : await verifyAudit(config.dataDir, config.appSecret);
  if (outcome.code === 2) console.error(outcome.text);
  else console.log(outcome.text);
  return outcome.code;
}

try {
  const [first, ...rest] = process.argv.slice(2);
  if (first === 'verify-audit') process.exitCode = await verify(rest);
  else {
    const command = await parse(process.argv.slice(2));
    const config = loadConfig(process.env, { databaseUrl: true });
    const { dataDir, appSecret, staffEnrolHours: enrolHours, timeZone, retentionMonths, databaseUrl } = config;
    const reply = databaseUrl
      ? await runOnDatabase(databaseUrl, command, { appSecret, enrolHours, dataDir, timeZone, retentionMonths })
      : await runCommand(dataDir, command, { appSecret, enrolHours });
    if (reply.ok) print(reply);
    else console.error(reply.message);
    process.exitCode = reply.ok ? 0 : 1;
  }
} catch (error) {
  reportFailure(error, USAGE);
}
