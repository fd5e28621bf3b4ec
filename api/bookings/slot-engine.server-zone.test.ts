import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../test-support/print-slot-facts.ts', import.meta.url));

/** Runs the slot engine in a fresh Node process whose own zone is `tz`. */
async function factsUnder(tz: string): Promise<{ serverOffsetMinutes: number; facts: unknown[] }> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, TZ: tz },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as { serverOffsetMinutes: number; facts: unknown[] };
}

describe("the server's own time zone", () => {
  it('when the server runs in Tokyo, Kiritimati or Los Angeles, then slots, today and instants match a UTC server', async () => {
    const [utc, tokyo, kiritimati, losAngeles] = await Promise.all(
      ['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/Los_Angeles'].map(factsUnder),
    );

    // The TZ variable really took effect in each child.
    expect([utc!.serverOffsetMinutes, tokyo!.serverOffsetMinutes, kiritimati!.serverOffsetMinutes, losAngeles!.serverOffsetMinutes]).toEqual([
      0, -540, -840, 420,
    ]);
    expect(utc!.facts).toContainEqual(
      expect.objectContaining({ timeZone: 'America/New_York', at: '2026-06-10T02:30:00Z', today: '2026-06-09', firstInstant: '2026-06-09T13:00:00.000Z' }),
    );
    expect(tokyo!.facts).toEqual(utc!.facts);
    expect(kiritimati!.facts).toEqual(utc!.facts);
    expect(losAngeles!.facts).toEqual(utc!.facts);
  });
});
