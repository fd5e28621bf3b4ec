import { type Route, type RoutePath, ROUTES } from '../content/routes';

/**
 * Runs `run` as if the page at `path` were not yet built in Spanish: its row of the route table
 * without `es`, restored afterwards even when `run` fails. Every page of the table
 * is in both languages, yet a page added later may come in English first (docs/decisions/031):
 * the tests of what that means (no language switch, no alternates, links to it go to English, its
 * Spanish path is the 404) take a real page out for their own time.
 */
export async function asIfEnglishOnly<T>(path: RoutePath, run: () => T | Promise<T>): Promise<Awaited<T>> {
  const row = (ROUTES as readonly Route[]).find((route) => route.path === path);
  if (!row?.es) throw new Error(`asIfEnglishOnly: ${path} is not a page built in Spanish`);
  delete row.es;
  try {
    return await run();
  } finally {
    row.es = true;
  }
}
