/** The service cards' icons (home and /services): kept here, not in every page's icon table (web/ui/icons.tsx). */
export const bandage = (
  <>
    <rect x="1.5" y="7.5" width="21" height="9" rx="4.5" transform="rotate(-45 12 12)" />
    <path d="M10 10h.01M14 14h.01M14 10h.01M10 14h.01" />
  </>
);
export const droplet = (
  <>
    <path d="M12 2.7 6.3 8.4a8 8 0 1 0 11.4 0z" />
    <path d="M9 15a3 3 0 0 0 3 3" />
  </>
);
export const cells = (
  <>
    <circle cx="8" cy="8" r="5" />
    <circle cx="17" cy="16" r="5" />
    <circle cx="8" cy="8" r="1.5" />
    <circle cx="17" cy="16" r="1.5" />
  </>
);
export const layers = <path d="m12 2 10 5-10 5L2 7zM2 17l10 5 10-5M2 12l10 5 10-5" />;
export const waves = <path d="M2 6c2-2 4-2 6 0s4 2 6 0 4-2 6 0M2 12c2-2 4-2 6 0s4 2 6 0 4-2 6 0M2 18c2-2 4-2 6 0s4 2 6 0 4-2 6 0" />;
export const check = <path d="M20 6 9 17l-5-5" />;
