import lighthouse, { type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The scores every public route must reach (0–100). */
export const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

export interface Audit {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scored audits below full marks, for the reader who has to fix them. */
  failing: string[];
}

/** One Lighthouse run with its defaults (mobile, simulated throttling) in the Chromium listening on `port`; a run without a trace is made again, twice at most. */
export async function lighthouseRun(url: string, port: number): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (!error) return summary(result!.lhr);
    if (attempt === 3) throw new Error(`Lighthouse could not audit ${url}: ${error.code} ${error.message}`);
  }
}

function summary(lhr: Result): Audit {
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? []).flatMap(({ id: audit, weight }) => {
      const score = lhr.audits[audit]?.score;
      return weight > 0 && typeof score === 'number' && score < 1 ? [`${audit} (${Math.round(score * 100)})`] : [];
    }),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Audit['scores'],
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failing: [...new Set(failing)],
  };
}

/** The run with the median performance score (then LCP) of a route's runs. */
export const medianRun = (runs: Audit[]): Audit =>
  [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs)[Math.floor(runs.length / 2)]!;

export const misses = (result: Audit): string[] =>
  CATEGORIES.filter((id) => result.scores[id] < TARGETS[id]).map((id) => `${id} ${result.scores[id]} < ${TARGETS[id]}`);
