/**
 * Design tokens. Every text/background pair used on the site meets WCAG AA (4.5:1 or better);
 * the ratios are noted where a pair is less obvious.
 */
export const color = {
  brand: '#0b6b61', // 6.4:1 on white, 5.5:1 on brandSoft
  brandDark: '#084f48', // white on it 9.5:1
  brandSoft: '#e6f2f0',
  brandTint: '#f4f8f7',
  text: '#1f2933',
  muted: '#475569', // 7.6:1 on white, 6.9:1 on brandTint
  border: '#d5dbe1',
  surface: '#ffffff',
  star: '#b45309',
  onDark: '#ffffff',
  onDarkMuted: '#d1fae5', // 8.3:1 on brandDark
  danger: '#9b1c1c',
  footer: '#102a27',
  footerText: '#c9ded9', // 10.8:1 on footer

} as const;

/** Accent colours of the service cards (icon and tint); each is 4.5:1 or better on white. */
export const accent = {
  teal: { ink: '#0b6b61', tint: '#e6f2f0' },
  blue: { ink: '#1d4ed8', tint: '#e8efff' },
  violet: { ink: '#6d28d9', tint: '#f1eafe' },
  amber: { ink: '#b45309', tint: '#fdf1e3' },
  rose: { ink: '#be123c', tint: '#fdecef' },
} as const;

export type Accent = keyof typeof accent;

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
} as const;

export const radius = { sm: '6px', md: '12px', lg: '20px', pill: '999px' } as const;

export const shadow = {
  card: '0 1px 2px rgb(15 23 42 / 6%), 0 4px 16px rgb(15 23 42 / 6%)',
  raised: '0 6px 24px rgb(15 23 42 / 14%)',
} as const;

/** Media queries, mobile first. The header switches to the full bar at `wide`. */
export const media = {
  sm: '@media (min-width: 36em)',
  md: '@media (min-width: 48em)',
  lg: '@media (min-width: 62em)',
  wide: '@media (min-width: 72em)',
  narrow: '@media (max-width: 71.99em)',
} as const;

export const layout = { maxWidth: '72rem', headerHeight: '4.25rem' } as const;
