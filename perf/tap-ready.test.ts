import { describe, expect, it } from 'vitest';
import { prepareReference } from './reference-build';
import { touchedBeforePaint } from './tap-page';
import { barFor, CALENDAR_SLACK_MS, median, medianVisit, ROUND_TRIP_MS, TAP_TARGETS } from './tap-ready';

const target = (path: string) => TAP_TARGETS.find((one) => one.path === path)!;

describe('the audit’s tap bars', () => {
  it('when the bars are computed, then FAQ, menu and tab are 1.2× the first paint and the calendar the paint plus a round trip, the API and 0.5 s', () => {
    for (const path of ['/faqs', '/about', '/contact']) expect(barFor(target(path), 1000)).toBe(1200);
    expect(barFor(target('/consultation'), 1000, 12)).toBe(1000 + ROUND_TRIP_MS + 12 + CALENDAR_SLACK_MS);
    expect(ROUND_TRIP_MS + CALENDAR_SLACK_MS).toBe(650);
    expect(median([3, 1, 2])).toBe(2);
  });

  it('when the median visit is chosen, then it is the median by its tap against its own bar, not by tap time', () => {
    const visit = (fcpMs: number, tapMs: number) => ({ fcpMs, tapMs, sentMs: fcpMs });
    // Tap times 600 < 650 < 700, but against their own first paints 1.50×, 1.08×, 1.17×.
    const visits = [visit(400, 600), visit(600, 650), visit(600, 700)];
    expect(medianVisit(target('/faqs'), visits)).toBe(visits[2]);
    // The calendar's bar is its first paint plus a round trip, the API and 0.5 s: 0.6/1.05, 0.65/1.25, 0.7/1.25.
    expect(medianVisit(target('/consultation'), visits)).toBe(visits[2]);
    const slower = [visits[0]!, visits[1]!, visit(600, 1000)];
    expect(medianVisit(target('/consultation'), slower)).toBe(visits[0]);
  });

  it('when a visit’s touches are checked against the paint, then one made before the frame was rendered is found, and one made before the frame was reported presented is not', () => {
    // Rendered at 116 ms, reported presented at 184 ms (an unthrottled /contact here).
    const paint = { paintTime: 116, startTime: 184 };
    expect(touchedBeforePaint([150, 200], paint)).toBeUndefined();
    expect(touchedBeforePaint([110, 200], paint)).toBe(110);
    // A browser without paintTime: the entry's start is the paint.
    expect(touchedBeforePaint([150], { startTime: 184 })).toBe(150);
    expect(touchedBeforePaint([], paint)).toBeUndefined();
  });

  it('when AUDIT_REFERENCE is neither a folder nor a ref, then it says so in words and builds nothing', () => {
    expect(() => prepareReference('no-such-branch-29tap')).toThrow('AUDIT_REFERENCE: "no-such-branch-29tap" is neither a folder nor a git ref of this repository.');
    expect(() => prepareReference('--output=/tmp/x')).toThrow('is neither a folder nor a git ref');
    expect(() => prepareReference('/tmp')).toThrow('is not a checkout of this project');
  });
});
