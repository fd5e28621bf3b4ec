import { MIN_PASSPHRASE_LENGTH } from '../../backup/age-keys';
import { reportFailure, UsageError } from '../command-errors';
import { readAllStdin, readHidden } from '../staff/read-password';


export interface ParsedArgs {
  file: string;
  /** `--name value` or `--name=value` for the options that take one; `true` for flags. */
  options: Map<string, string | true>;
}

/** One FILE and the given options, each at most once; anything else is a usage error. */
export function parseArgs(args: string[], flags: string[], valued: string[]): ParsedArgs {
  const options = new Map<string, string | true>();
  const files: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (!arg.startsWith('-')) {
      files.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (options.has(name)) throw new UsageError(`${name} is given twice.`);
    if (flags.includes(name) && inline === undefined) options.set(name, true);
    else if (valued.includes(name)) {
      const value = inline ?? args[++index];
      if (!value || (inline === undefined && value.startsWith('-'))) throw new UsageError(`${name} needs a value.`);
      options.set(name, value);
    } else throw new UsageError(`Unknown option ${arg}.`);
  }
  if (files.length !== 1) throw new UsageError(files.length ? `One FILE only, not ${files.length}: ${files.join(' ')}.` : 'Which FILE?');
  return { file: files[0]!, options };
}

/** The first line on standard input: `printf '%s\n' "$PASSPHRASE" | npm run backup -- FILE --passphrase-stdin`. */
export async function passphraseFromStdin(): Promise<string> {
  const line = (await readAllStdin()).split(/\r?\n/)[0] ?? '';
  if (!line) throw new UsageError('No passphrase came on standard input.');
  return line;
}

/** Asked at the terminal without echo: twice for a new backup (a typo would lock it for good), once to open one. */
export async function passphraseFromTerminal(confirm: boolean): Promise<string> {
  if (!process.stdin.isTTY) throw new UsageError('There is no terminal to ask for the passphrase on. Pipe it in with --passphrase-stdin.');
  const first = await readHidden('Passphrase: ');
  if (!first) throw new Error('The passphrase is empty; nothing was done.');
  if (!confirm) return first;
  if ([...first].length < MIN_PASSPHRASE_LENGTH) throw new Error(`The passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters long; nothing was done.`);
  if (first !== (await readHidden('The same passphrase again: '))) throw new Error('The two passphrases differ; nothing was done.');
  return first;
}

/** Runs the command: one line on standard error and exit 1 for a refusal, the usage and exit 2 for a command line that cannot be run. */
export async function runMain(usage: string, main: () => Promise<string>): Promise<void> {
  try {
    console.log(await main());
    process.exitCode = 0;
  } catch (error) {
    reportFailure(error, usage, { firstLine: true });
  }
}
