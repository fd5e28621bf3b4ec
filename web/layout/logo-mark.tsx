/** The brand mark: an evergreen leaf with a care cross, drawn inline so it needs no request. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="#0b6b61" />
      <path d="M20 7c6.5 4.2 9.5 9.4 9 15.1-.4 4.8-3.9 8.5-9 9.9-5.1-1.4-8.6-5.1-9-9.9C10.5 16.4 13.5 11.2 20 7z" fill="#e6f2f0" />
      <path d="M20 12v20" stroke="#0b6b61" strokeWidth="2" strokeLinecap="round" />
      <path d="M20 19l-4.5-3.5M20 24l5-4" stroke="#0b6b61" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
