import lighthouse, { type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The targets (docs/performance.md): scores 0–100, times in ms. */
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1500, tbtMs: 50, cls: 0.01 };

export interface AuditRow {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** Audits that cost points, for the reader who has to fix them. */
  failing: string[];
}

/** One Lighthouse navigation with its default (mobile, simulated throttling) settings. */
export async function auditRoute(url: string, route: string, chromePort: number): Promise<{ row: AuditRow; lhr: Result }> {
  const lhr = await runLighthouse(url, chromePort);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as AuditRow['scores'];
  return {
    lhr,
    row: {
      route,
      scores,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsBytes: scriptTransferBytes(lhr),
      failing: failingAudits(lhr),
    },
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is retried, twice at most. */
async function runLighthouse(url: string, chromePort: number, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
  if (!error) return result!.lhr;
  if (attempt < 3) return runLighthouse(url, chromePort, attempt + 1);
  throw new Error(`Lighthouse could not audit ${url}: ${error.code} ${error.message}`);
}

function scriptTransferBytes(lhr: Result): number {
  const items = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** Scored audits below full marks in any category (informative audits and passing ones left out). */
function failingAudits(lhr: Result): string[] {
  const ids = new Set<string>();
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || ref.weight === 0) continue;
      if (audit.score < 1) ids.add(`${ref.id} (${Math.round(audit.score * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
    }
  }
  return [...ids];
}

export function misses(row: AuditRow): string[] {
  const out: string[] = [];
  if (row.scores.performance < TARGETS.performance) out.push(`performance ${row.scores.performance} < ${TARGETS.performance}`);
  for (const id of ['accessibility', 'best-practices', 'seo'] as const) if (row.scores[id] < TARGETS[id]) out.push(`${id} ${row.scores[id]} < 100`);
  if (!(row.lcpMs <= TARGETS.lcpMs)) out.push(`LCP ${Math.round(row.lcpMs)} ms > ${TARGETS.lcpMs} ms`);
  if (!(row.tbtMs <= TARGETS.tbtMs)) out.push(`TBT ${Math.round(row.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  if (!(row.cls <= TARGETS.cls)) out.push(`CLS ${row.cls.toFixed(3)} > ${TARGETS.cls}`);
  return out;
}
