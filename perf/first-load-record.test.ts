import { describe, expect, it } from 'vitest';
import { compareWithRecord, firstLoadRecord, type FirstLoadRecord, recordedSize } from './first-load-record';
import type { ViteManifest } from '../build/route-chunks';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-DFmJZ88b.js', isEntry: true },
  '_shell-BjgKHNS8.js': { file: 'assets/shell-BjgKHNS8.js' },
  '_booking-D9qedz-6.js': { file: 'assets/booking-D9qedz-6.js' },
  'routes/about.tsx': { file: 'assets/about-Ex9-FqXU.js' },
};

const recorded: FirstLoadRecord = {
  '/about': { 'index.html': 900, '_shell.js': 37_000, 'routes/about.tsx': 4_000 },
  '/contact': { 'index.html': 900, '_shell.js': 37_000, '_booking.js': 50_000, 'routes/contact.tsx': 3_000 },
};
const build = (changes: Record<string, Record<string, number | undefined>>): FirstLoadRecord =>
  Object.fromEntries(
    Object.entries({ ...recorded, ...changes }).map(([route, files]) => [
      route,
      Object.fromEntries(Object.entries({ ...recorded[route], ...files }).filter((entry): entry is [string, number] => entry[1] !== undefined)),
    ]),
  );

describe('the first-load record', () => {
  it('when a build is recorded, then each file is named by its manifest key without the hash, with its size', () => {
    const sizes: Record<string, number> = { 'assets/index-DFmJZ88b.js': 900, 'assets/shell-BjgKHNS8.js': 37_000, 'assets/booking-D9qedz-6.js': 50_000, 'assets/about-Ex9-FqXU.js': 4_000 };
    const files = ['assets/index-DFmJZ88b.js', 'assets/shell-BjgKHNS8.js', 'assets/booking-D9qedz-6.js', 'assets/about-Ex9-FqXU.js'];

    expect(firstLoadRecord(manifest, [{ route: '/about', files }], (file) => sizes[file]!)).toEqual({
      '/about': { 'index.html': 900, '_shell.js': 37_000, '_booking.js': 50_000, 'routes/about.tsx': 4_000 },
    });
  });

  it('when the build is as recorded, then nothing is reported', () => {
    expect(compareWithRecord(recorded, build({}))).toEqual({ grew: [], stale: [] });
  });

  it('when a shared file grows by one byte, then every route that loads it is reported as grown, with the file', () => {
    const { grew, stale } = compareWithRecord(recorded, build({ '/about': { '_shell.js': 37_001 }, '/contact': { '_shell.js': 37_001 } }));

    expect(grew).toEqual([
      '/about: 41901 B before compression, 1 B more than recorded (_shell.js +1 B)',
      '/contact: 90901 B before compression, 1 B more than recorded (_shell.js +1 B)',
    ]);
    expect(stale).toEqual([]);
  });

  it('when a route loads a file it did not, then it has grown even if it loads fewer bytes in all', () => {
    const { grew } = compareWithRecord(recorded, build({ '/about': { 'routes/about.tsx': 3_000, '_fact-list.js': 300 } }));

    expect(grew).toEqual(['/about: 41200 B before compression, 700 B less than recorded (routes/about.tsx -1000 B, _fact-list.js 300 B, new)']);
  });

  it('when a route loads less, then the record is reported out of date, not grown', () => {
    const { grew, stale } = compareWithRecord(recorded, build({ '/contact': { '_booking.js': undefined, 'routes/contact.tsx': 2_990 } }));

    expect(grew).toEqual([]);
    expect(stale).toEqual(['/contact: 40890 B before compression, 50010 B less than recorded (_booking.js gone, routes/contact.tsx -10 B)']);
  });

  it('when a route is new or gone, then the record is reported out of date', () => {
    const { '/contact': _gone, ...withoutContact } = recorded;
    const { stale } = compareWithRecord(withoutContact, build({ '/faqs': { 'index.html': 900 } }));

    expect(stale).toEqual(['/contact: not recorded (90900 B)', '/faqs: not recorded (900 B)']);
    expect(compareWithRecord(recorded, withoutContact).stale).toEqual(['/contact: recorded, but not in the build']);
  });
});

describe("a first-load file's recorded size", () => {
  it('when two builds differ only in the length of styled components\' ids (hashes of the checkout\'s path), then they measure the same', () => {
    const here = 'const a=t.p.withConfig({componentId:`sc-m2qco7-0`})`margin:0`,b=t.a.withConfig({componentId:`sc-x18dkl-12`})``;';
    const elsewhere = 'const a=t.p.withConfig({componentId:`sc-2qco7-0`})`margin:0`,b=t.a.withConfig({componentId:`sc-1x18dkl-12`})``;';
    expect(recordedSize(elsewhere)).toBe(recordedSize(here));
  });

  it('when anything else in a file changes length, then its size changes by as many bytes', () => {
    const code = 'const a=t.p.withConfig({componentId:`sc-m2qco7-0`})`margin:0`;';
    expect(recordedSize(code.replace('margin:0', 'margin:10px'))).toBe(recordedSize(code) + 3);
    expect(recordedSize(`${code}"é"`)).toBe(recordedSize(code) + 4);
    expect(recordedSize(code.replace('sc-m2qco7-0', 'sc-m2qco7-10'))).toBe(recordedSize(code) + 1);
  });
});
