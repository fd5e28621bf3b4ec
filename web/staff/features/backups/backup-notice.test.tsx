// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type BackupsAnswer, STAFF_API } from '#contract/staff';
import { json, renderStaff, resetStaff, SESSION } from '../../testing/render-staff';
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

  it('when backups work or are not set up, then there is no notice', async () => {
    const { calls } = mailScreen({ configured: true, keep: 14, lastSuccessAt: '2026-03-09T07:00:00.000Z' });

    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail problems' })).toBeVisible();
    await waitFor(() => expect(calls.some((call) => call.url.pathname === STAFF_API.backups)).toBe(true));
    expect(screen.queryByRole('region', { name: 'Automatic backups are failing' })).toBeNull();
  });
});
