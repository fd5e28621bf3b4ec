// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type BackupsAnswer, STAFF_API } from '#contract/staff';
import { goToScreen, json, renderStaff, resetStaff, SESSION } from '../../testing/render-staff';
import '../../../testing/visible';

afterEach(resetStaff);


function mailScreen(backups: BackupsAnswer) {
  return renderStaff('/staff/mail', {
    [`GET ${STAFF_API.session}`]: () => json(SESSION),
    [`GET ${STAFF_API.mailFailures}`]: () => json({ failures: [] }),
    [`GET ${STAFF_API.mailFailuresRecent}`]: () => json({ recent: 0 }),
    [`GET ${STAFF_API.backups}`]: () => json(backups),
  });
}

/** The frame's own live region: the last child of <main>, kept across screens. */
const frameStatus = () => screen.queryByRole('main')?.lastElementChild as HTMLElement | null;

describe('the automatic backups notice', () => {
  it('when the last automatic backup failed, then every screen opens with a notice saying when, why and what to do, before its own heading', async () => {
    mailScreen({
      configured: true,
      keep: 14,
      lastSuccessAt: '2026-03-08T07:00:00.000Z',
      lastFailure: { at: '2026-03-09T07:00:00.000Z', message: 'BACKUP_DIR (/mnt/backups) could not be reached: is its disk mounted?' },
    });

    const notice = await screen.findByRole('region', { name: 'Automatic backups are failing' });
    expect(notice.textContent).toContain('The last one, on Monday, March 9, 2026, 3:00 AM, could not be made. BACKUP_DIR (/mnt/backups) could not be reached: is its disk mounted?');
    expect(notice.textContent).toContain('The newest backup is from Sunday, March 8, 2026, 3:00 AM. Please tell whoever runs the server; it tries again within the hour.');
    // A standing notice, not an interruption: no alert role on it or around it.
    expect(notice.closest('[role="alert"], [aria-live]')).toBeNull();
    const main = screen.getByRole('main');
    expect(main.firstElementChild).toBe(notice);
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail problems' })).toBeVisible();
  });

  it('when the notice comes, then the frame’s live region, on the page before it, says so once; the next screen does not say it again', async () => {
    const failing = { configured: true, keep: 14, lastFailure: { at: '2026-03-09T07:00:00.000Z', message: 'BACKUP_DIR could not be reached.' } };
    let announced = '';
    const { user } = renderStaff('/staff/mail', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.mailFailures}`]: () => json({ failures: [] }),
      [`GET ${STAFF_API.mailFailuresRecent}`]: () => json({ recent: 0 }),
      [`GET ${STAFF_API.closures}`]: () => json([]),
      [`GET ${STAFF_API.backups}`]: () => {
        // The region is in the page, empty, before the answer that fills it.
        announced = frameStatus()?.textContent ?? 'no region';
        return json(failing);
      },
    });

    await screen.findByRole('region', { name: 'Automatic backups are failing' });
    expect(announced).toBe('');
    await waitFor(() => expect(frameStatus()!.textContent).toBe('Automatic backups are failing: the notice at the top of the screen says more.'));
    const region = frameStatus();

    await goToScreen(user, 'Closed days');
    await screen.findByRole('heading', { level: 1, name: 'Closed days' });
    expect(frameStatus()).toBe(region);
    expect(region!.textContent).toBe('Automatic backups are failing: the notice at the top of the screen says more.');
  });

  it('when backups work or are not set up, then there is no notice', async () => {
    const { calls } = mailScreen({ configured: true, keep: 14, lastSuccessAt: '2026-03-09T07:00:00.000Z' });

    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail problems' })).toBeVisible();
    await waitFor(() => expect(calls.some((call) => call.url.pathname === STAFF_API.backups)).toBe(true));
    expect(screen.queryByRole('region', { name: 'Automatic backups are failing' })).toBeNull();
  });
});
