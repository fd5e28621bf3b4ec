import { describe, expect, it } from 'vitest';
import { WriteGate } from './write-gate';

/** A promise with its resolve, to hold a write or a pause open as long as the test wants. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** The gate is promises only: once the next turn of the event loop comes, every callback already due has run. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('write gate', () => {
  it('when writes run without a pause, then they run at once and together', async () => {
    const gate = new WriteGate();
    const events: string[] = [];
    const first = deferred();
    const a = gate.write(async () => {
      events.push('a starts');
      await first.promise;
      events.push('a ends');
    });
    const b = gate.write(async () => {
      events.push('b runs');
      return 42;
    });

    expect(await b).toBe(42);
    first.resolve();
    await a;
    expect(events).toEqual(['a starts', 'b runs', 'a ends']);
  });

  it('when a pause comes while a write is under way, then it waits for that write to finish', async () => {
    const gate = new WriteGate();
    const events: string[] = [];
    const slow = deferred();
    const write = gate.write(async () => {
      await slow.promise;
      events.push('write done');
    });
    const pause = gate.pause(async () => {
      events.push('pause runs');
    });

    await tick();
    expect(events).toEqual([]);
    slow.resolve();
    await Promise.all([write, pause]);
    expect(events).toEqual(['write done', 'pause runs']);
  });

  it('when a write comes during a pause, then it waits until the pause ends', async () => {
    const gate = new WriteGate();
    const events: string[] = [];
    const hold = deferred();
    const pause = gate.pause(async () => {
      events.push('pause starts');
      await hold.promise;
      events.push('pause ends');
    });
    await tick();
    const write = gate.write(async () => {
      events.push('write runs');
    });

    await tick();
    expect(events).toEqual(['pause starts']);
    hold.resolve();
    await Promise.all([pause, write]);
    expect(events).toEqual(['pause starts', 'pause ends', 'write runs']);
  });

  it('when two pauses are asked for, then they run one after the other', async () => {
    const gate = new WriteGate();
    const events: string[] = [];
    const hold = deferred();
    const first = gate.pause(async () => {
      events.push('first starts');
      await hold.promise;
      events.push('first ends');
    });
    const second = gate.pause(async () => {
      events.push('second runs');
    });

    await tick();
    hold.resolve();
    await Promise.all([first, second]);
    expect(events).toEqual(['first starts', 'first ends', 'second runs']);
  });

  it('when a write or a pause fails, then the gate opens again for the next ones', async () => {
    const gate = new WriteGate();
    await expect(gate.write(() => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    await expect(gate.pause(() => Promise.reject(new Error('no space for links')))).rejects.toThrow('no space for links');

    expect(await gate.pause(async () => 'paused')).toBe('paused');
    expect(await gate.write(async () => 'written')).toBe('written');
  });
});
