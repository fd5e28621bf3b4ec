import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-code';

/** The dark modules a path draws, as 'x,y'. */
const dark = (d: string) => new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));

describe('the enrolment QR code', () => {
  it('when an otpauth address is drawn, then the three finder squares sit in their corners inside a quiet border', () => {
    const { size, d } = qrPath('otpauth://totp/Evergreen:coordinator?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Evergreen');
    const modules = dark(d);
    const inner = size - 4;
    // Version 1 is 21 modules across, each version 4 more: a real QR symbol, with a 2-module border.
    expect((inner - 21) % 4).toBe(0);
    const corners: [number, number][] = [
      [2, 2],
      [2 + inner - 7, 2],
      [2, 2 + inner - 7],
    ];
    for (const [left, top] of corners) {
      // A finder: dark ring, light ring, dark 3×3 centre.
      expect(modules.has(`${left},${top}`)).toBe(true);
      expect(modules.has(`${left + 1},${top + 1}`)).toBe(false);
      expect(modules.has(`${left + 3},${top + 3}`)).toBe(true);
    }
    expect([...modules].some((cell) => cell.startsWith('0,') || cell.endsWith(',0') || cell.startsWith('1,'))).toBe(false);
  });

  it('when two secrets are drawn, then the codes differ', () => {
    expect(qrPath('otpauth://totp/a?secret=AAAA').d).not.toBe(qrPath('otpauth://totp/a?secret=BBBB').d);
  });
});
