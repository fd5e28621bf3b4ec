import { readFileSync } from 'node:fs';

/** Busy and total CPU time of the whole machine so far (Linux /proc/stat), or null elsewhere. */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3]! + (fields[4] ?? 0); // idle + iowait
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** Share of all cores busy over `ms` (0–1), or null where it cannot be read. */
async function machineBusy(ms = 1500): Promise<number | null> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return null;
  return (after.busy - before.busy) / (after.total - before.total);
}

/**
 * Lighthouse multiplies every main-thread task it observes by 4, and a benchmark's server
 * shares the cores with its client: work by other processes on a small machine shows up as
 * the site's own cost. So each measurement waits until the machine is otherwise idle (under
 * `threshold` of all cores busy), for `maxWaitMs` at most, and says whether it got there.
 */
export async function waitForQuietMachine(threshold = 0.25, maxWaitMs = 120_000): Promise<{ quiet: boolean; busy: number | null }> {
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const busy = await machineBusy();
    if (busy === null || busy < threshold) return { quiet: true, busy };
    if (Date.now() > deadline) return { quiet: false, busy };
  }
}
