import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLINIC_TIME_ZONE, clinicTimeZoneName } from './clinic-time';

const web = join(import.meta.dirname, '..');
const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('the clinic’s time zone', () => {
  it('when no CLINIC_TZ was built in, then it is the provider’s, named as the pages name it', () => {
    expect(CLINIC_TIME_ZONE).toBe('America/New_York');
    expect(clinicTimeZoneName()).toBe('Eastern Time');
  });

  it('when the site or the staff app needs the zone, then this one module reads the build’s setting', () => {
    const readers = sources(web).filter((file) => readFileSync(file, 'utf8').includes('import.meta.env.VITE_CLINIC_TZ'));

    expect(readers.map((file) => relative(web, file))).toEqual(['lib/clinic-time.ts']);
  });
});
