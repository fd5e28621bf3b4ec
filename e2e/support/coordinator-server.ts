import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIResponse, type BrowserContext, type Cookie, expect } from '@playwright/test';
import { addDays, pad2, provider, todayIn, zonedParts } from '#contract';
import { isoWeekday } from '#contract/staff';
import { signInContext } from './staff-fixture';
import { addStaffAccount, type StaffAccount } from './staff-helpers';
import { TestServer } from './test-server';

/**
 * A server of the journey's own for the coordinator's screens: nurses change which public times are
 * free, so they are set up on a data folder no other test books into.
 */
export class CoordinatorServer {
  readonly server: TestServer;
  account!: StaffAccount;
  private cookies: Cookie[] = [];
  private readonly work = mkdtempSync(join(tmpdir(), 'woundcare-coordinator-'));

  constructor(port: number) {
    this.server = new TestServer(port, join(this.work, 'data'));
  }

  async start(): Promise<void> {
    await this.server.start();
    this.account = await addStaffAccount(undefined, undefined, { dataDir: this.server.dataDir, port: this.server.port });
  }

  /** The first call signs in (enrolling the account); later ones give the context that session's cookies. */
  async signIn(context: BrowserContext): Promise<void> {
    if (!this.cookies.length) {
      await signInContext(context, this.server.origin, this.account);
      this.cookies = await context.cookies();
    } else await context.addCookies(this.cookies);
  }

  /** A staff change as a colleague's browser sends it (the session's cookies, this site's origin). */
  send(context: BrowserContext, method: 'POST' | 'PATCH', path: string, data: unknown): Promise<APIResponse> {
    return context.request.fetch(this.server.origin + path, { method, data, headers: { Origin: this.server.origin } });
  }

  async stop(): Promise<void> {
    await this.server.stop();
    rmSync(this.work, { recursive: true, force: true });
  }
}

/**
 * The first time on the provider's 5-minute grid at least `leadSeconds` from now, with its date
 * (the next day's after midnight) and the instant it begins: a booking there is taken while it is
 * still to come. A booking `minutes` long must end by midnight, so one that would not starts at the
 * next midnight instead (late in the evening, up to `minutes` later).
 */
export function soonOnTheClinicClock(leadSeconds = 30, minutes = 0): { date: string; time: string; startsAt: number } {
  const grid = 5 * 60_000;
  let startsAt = Math.ceil((Date.now() + leadSeconds * 1000) / grid) * grid;
  let parts = zonedParts(startsAt, provider.timeZone);
  const minuteOfDay = parts.hour * 60 + parts.minute;
  if (minuteOfDay + minutes > 24 * 60) {
    startsAt += (24 * 60 - minuteOfDay) * 60_000;
    parts = zonedParts(startsAt, provider.timeZone);
  }
  return { date: `${parts.year}-${pad2(parts.month)}-${pad2(parts.day)}`, time: `${pad2(parts.hour)}:${pad2(parts.minute)}`, startsAt };
}

/** The Monday of the week after next on the provider's clock: a series there is all to come. */
export function mondayAfterNext(): string {
  const today = todayIn(Date.now(), provider.timeZone);
  const weekday = isoWeekday(new Date(`${today}T12:00:00Z`).getUTCDay());
  return addDays(today, 15 - weekday);
}

export async function expectCreated(answer: APIResponse): Promise<Record<string, unknown>> {
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as Record<string, unknown>;
}
