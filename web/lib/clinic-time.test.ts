import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLINIC_TIME_ZONE, clinicTimeZoneName } from './clinic-time';
import { clinicTimeZoneNameEs } from '../i18n/clinic-time.es';

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
    expect(clinicTimeZoneNameEs()).toBe('hora del Este');
  });

  it('when the site or the staff app needs the zone, then this one module reads the build’s setting (and its Spanish twin only the zone’s Spanish name)', () => {
    // `?.`: clinic-time.ts is also imported outside Vite, by the catalogues the e2e walk reads.
    const readers = sources(web).filter((file) => /import\.meta\.env\??\.VITE_CLINIC_TZ/.test(readFileSync(file, 'utf8')));

    expect(readers.map((file) => relative(web, file)).sort()).toEqual(['i18n/clinic-time.es.ts', 'lib/clinic-time.ts']);
    const spanish = readFileSync(join(web, 'i18n/clinic-time.es.ts'), 'utf8');
    expect(spanish.match(/import\.meta\.env\.\w+/g)).toEqual(['import.meta.env.VITE_CLINIC_TZ_NAME_ES']);
  });
});
