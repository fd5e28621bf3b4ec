import { describe, expect, it } from 'vitest';
import { exportFileName } from './api';

describe('export file names', () => {
  it('when the server names the file, then that name is kept', () => {
    expect(exportFileName('bookings', '2026-03-01', '2026-03-31', 'attachment; filename="bookings-2026-03-01-2026-03-31.csv"')).toBe('bookings-2026-03-01-2026-03-31.csv');
  });

  it('when there is no name, or one with a path or another type, then the kind and days name it', () => {
    for (const disposition of [null, 'attachment', 'attachment; filename="../../x.csv"', 'attachment; filename="run.exe"']) {
      expect(exportFileName('inquiries', '2026-03-01', '2026-03-31', disposition)).toBe('inquiries-2026-03-01-to-2026-03-31.csv');
    }
  });
});
