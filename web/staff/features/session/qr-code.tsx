import { useMemo } from 'react';
import { encode } from 'uqr';

/** The dark modules of a QR code as one SVG path: a unit square per module, drawn in the browser. */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
  return { size, d };
}

/**
 * The otpauth:// address as a QR code for an authenticator app to scan. Made here, from the
 * address the server sent, so the secret never goes to a QR service; SVG attributes only, no
 * inline style (the CSP).
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(value), [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width="224" height="224" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
