import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { STAFF_API_BASE, STAFF_BASE } from '#contract/staff-paths';

/** How the staff app (decision 020, built into client/staff/) stays apart from the public site. */
export interface StaffApart {
  /** The staff page is in the build: without it, the other two checks would prove nothing. */
  built: boolean;
  /** Precached files of the staff area: must be none. */
  precached: string[];
  /** Public pages and public scripts that name a staff address: must be none. */
  mentionedBy: string[];
}

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

const STAFF_FOLDER = STAFF_BASE.slice(1);
// '/staff' followed by the end of an address: '/staffing' is not one.
const STAFF_ADDRESS = new RegExp(`(${STAFF_BASE}|${STAFF_API_BASE})(?![\\w-])`);

export function staffApart(clientDir: string, precacheUrls: readonly string[]): StaffApart {
  const isStaffFile = (url: string) => url === STAFF_FOLDER || url.startsWith(`${STAFF_FOLDER}/`);
  // The service worker names the staff area to keep it out of its caches; every other public file must not.
  const publicFiles = files(clientDir)
    .map((path) => relative(clientDir, path).split(sep).join('/'))
    .filter((url) => !isStaffFile(url) && url !== 'sw.js' && /\.(html|js|css|webmanifest)$/.test(url));
  return {
    built: existsSync(join(clientDir, STAFF_FOLDER, 'index.html')),
    precached: precacheUrls.filter(isStaffFile),
    mentionedBy: publicFiles.filter((url) => STAFF_ADDRESS.test(readFileSync(join(clientDir, url), 'utf8'))),
  };
}
