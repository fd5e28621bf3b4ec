// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AuditBreak, STAFF_API } from '#contract/staff';
import { goToScreen, json, renderStaff, resetStaff, SESSION } from '../../testing/render-staff';
import '../../../testing/visible';

afterEach(resetStaff);

const missing: AuditBreak = { id: 'break-1', at: '2026-06-08T16:00:00.000Z', kind: 'missing-part' };
const edited: AuditBreak = { id: 'break-2', at: '2026-06-09T13:30:00.000Z', kind: 'edited-entry' };

/** The agenda and the closed days, with the trail's breaks as the server holds them; acknowledging removes one. */
function staffArea(breaks: AuditBreak[], acknowledge: (id: string) => Response = () => json({ breaks: breaks.filter((found) => found.id !== missing.id) })) {
  let left = breaks;
  return renderStaff('/staff', {
    [`GET ${STAFF_API.session}`]: () => json(SESSION),
    [`GET ${STAFF_API.bookings}`]: () => json([]),
    [`GET ${STAFF_API.closures}`]: () => json([]),
    [`GET ${STAFF_API.mailFailuresRecent}`]: () => json({ recent: 0 }),
    [`GET ${STAFF_API.auditBreaks}`]: () => json({ breaks: left }),
    [`POST ${STAFF_API.acknowledgeAuditBreak(missing.id)}`]: () => {
      const answer = acknowledge(missing.id);
      if (answer.ok) left = left.filter((found) => found.id !== missing.id);
      return answer;
    },
  });
}

const banner = () => screen.findByRole('region', { name: 'The audit trail is broken' });
/** The frame's own live region: the last child of <main>, kept across screens. */
const frameStatus = () => screen.queryByRole('main')?.lastElementChild as HTMLElement | null;

describe('the banner of a broken audit trail', () => {
  it('when the trail has breaks no one acknowledged, then every screen shows what broke and when, with what to do', async () => {
    const { user } = staffArea([missing, edited]);

    const onAgenda = await banner();
    expect(within(onAgenda).getByText('A file of the audit trail is missing, with the entries in it. Found Monday, June 8, 2026, 12:00 PM.')).toBeVisible();
    expect(within(onAgenda).getByText('An entry of the audit trail was changed after it was written. Found Tuesday, June 9, 2026, 9:30 AM.')).toBeVisible();
    expect(within(onAgenda).getByText(/compare the data folder with its latest backup/)).toBeVisible();
    expect(within(onAgenda).getAllByRole('button', { name: 'Acknowledge' })).toHaveLength(2);
    await goToScreen(user, 'Closed days');
    expect(await screen.findByRole('heading', { level: 1, name: 'Closed days' })).toBeVisible();
    expect(within(await banner()).getAllByRole('button', { name: 'Acknowledge' })).toHaveLength(2);
  });

  it('when the banner comes, then the frame’s live region, on the page before it, says so once; the next screen does not say it again', async () => {
    let announced = 'never asked';
    const { user } = renderStaff('/staff/mail', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.mailFailures}`]: () => json({ failures: [] }),
      [`GET ${STAFF_API.mailFailuresRecent}`]: () => json({ recent: 0 }),
      [`GET ${STAFF_API.closures}`]: () => json([]),
      [`GET ${STAFF_API.auditBreaks}`]: () => {
        // The region is in the page, empty, before the answer that fills it.
        announced = frameStatus()?.textContent ?? 'no region';
        return json({ breaks: [missing] });
      },
    });

    await banner();
    expect(announced).toBe('');
    const words = 'The audit trail is broken: the notice at the top of the screen says what to do.';
    await waitFor(() => expect(frameStatus()!.textContent).toBe(words));
    // The banner itself stays a standing notice: what is said goes through the frame's region alone.
    expect((await banner()).closest('[role="alert"], [aria-live]')).toBeNull();
    const region = frameStatus();

    await goToScreen(user, 'Closed days');
    await screen.findByRole('heading', { level: 1, name: 'Closed days' });
    expect(frameStatus()).toBe(region);
    expect(region!.textContent).toBe(words);
  });

  it('when a break is acknowledged, then the server is told which, it leaves the banner, and the outcome takes focus', async () => {
    const { user, calls } = staffArea([missing, edited]);
    const button = within(await banner()).getAllByRole('button', { name: 'Acknowledge' })[0]!;
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText(/^A file of the audit trail is missing/).id);

    await user.click(button);

    const outcome = await screen.findByText('Break acknowledged. The audit trail records that you did, and when.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([STAFF_API.acknowledgeAuditBreak(missing.id)]);
    await waitFor(() => expect(document.activeElement).toBe(outcome.parentElement));
    expect(within(await banner()).queryByText(/^A file of the audit trail is missing/)).toBeNull();
    expect(within(await banner()).getAllByRole('button', { name: 'Acknowledge' })).toHaveLength(1);
  });

  it('when the last break is acknowledged, then the banner goes and only the outcome stays until the next screen', async () => {
    const { user } = staffArea([missing]);

    await user.click(within(await banner()).getByRole('button', { name: 'Acknowledge' }));

    expect(await screen.findByText('Break acknowledged. The audit trail records that you did, and when.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'The audit trail is broken' })).toBeNull();
    await goToScreen(user, 'Closed days');
    expect(await screen.findByRole('heading', { level: 1, name: 'Closed days' })).toBeVisible();
    expect(screen.queryByText('Break acknowledged. The audit trail records that you did, and when.')).toBeNull();
  });

  it('when acknowledging fails, then the break stays and an error says why', async () => {
    const { user } = staffArea([missing], () => json({ message: 'The server is busy.' }, 503));

    await user.click(within(await banner()).getByRole('button', { name: 'Acknowledge' }));

    expect(await screen.findByText('The server is busy.')).toBeVisible();
    expect(within(await banner()).getByRole('button', { name: 'Acknowledge' })).toBeVisible();
    expect(screen.queryByText('Break acknowledged. The audit trail records that you did, and when.')).toBeNull();
  });

  it.each([
    ['the trail is whole', () => json({ breaks: [] })],
    ['its breaks cannot be read', () => json({ message: 'The server is busy.' }, 503)],
  ])('when %s, then no banner shows', async (_when, answer) => {
    const { calls } = renderStaff('/staff', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.bookings}`]: () => json([]),
      [`GET ${STAFF_API.auditBreaks}`]: answer,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await waitFor(() => expect(calls.some((call) => call.url.pathname === STAFF_API.auditBreaks)).toBe(true));
    expect(screen.queryByRole('region', { name: 'The audit trail is broken' })).toBeNull();
    expect(screen.queryByText('The server is busy.')).toBeNull();
  });
});
