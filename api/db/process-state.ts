import { readFileSync } from 'node:fs';

/**
 * Whether process `pid` is running on this machine: there, and neither a zombie (state Z: it has
 * exited, and its parent has not reaped it yet, which after a `kill -9` takes a moment) nor dead
 * (X). A signal 0 alone counts a zombie as alive. Where /proc is not there, the signal decides.
 */
export function isRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it is there, run by another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = statFields(pid)?.[0];
  return state !== 'Z' && state !== 'X';
}

/** When process `pid` started, in clock ticks since boot (field 22 of /proc/<pid>/stat), so a reused pid is told apart. */
export const processStartOf = (pid: number): string | undefined => statFields(pid)?.[19];

/** The fields of /proc/<pid>/stat from the third (the state) on; undefined where there is none. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; the fields after it are plain.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}
