/** A command line that cannot be run as typed: shown with the usage, exit code 2. */
export class UsageError extends Error {}

/** Stopped by Ctrl-C or a stop signal, after cleaning up: exit code 130, as a shell reports it. */
export class Stopped extends Error {}

/**
 * Says why an operator command failed, and sets its exit code: the usage and 2 for a command line
 * that cannot be run, 130 when stopped, otherwise the message (never a stack) and 1.
 */
export function reportFailure(error: unknown, usage: string, { firstLine = false } = {}): void {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`);
    process.exitCode = 2;
  } else if (error instanceof Stopped) {
    console.error(error.message);
    process.exitCode = 130;
  } else {
    const message = error instanceof Error ? error.message : String(error);
    console.error(firstLine ? message.split('\n')[0] : message);
    process.exitCode = 1;
  }
}
