import { describe, expect, it } from 'vitest';
import { STAFF_API } from './staff';
import { isStaffPath, STAFF_API_BASE, STAFF_BASE } from './staff-paths';

describe('staff paths', () => {
  it('when a staff page or any staff API path is checked, then it is of the staff area', () => {
    for (const path of [STAFF_BASE, `${STAFF_BASE}/`, `${STAFF_BASE}/inquiries`, STAFF_API_BASE, STAFF_API.signIn, STAFF_API.cancelBooking('b1'), STAFF_API.exportBookings]) {
      expect(isStaffPath(path), path).toBe(true);
    }
  });

  it('when a public path only starts alike, then it is not', () => {
    for (const path of ['/', '/staffing', '/api/staffing', '/api/consultation/slots', '/contact']) expect(isStaffPath(path), path).toBe(false);
  });
});
