import { createGlobalStyle } from 'styled-components';

/**
 * The staff app's additions to the site's global style. The site's toasts sit just under its
 * header; the staff header is taller on a phone (its five screens take two rows), so there they
 * sit at the foot of the screen instead, where they cover nothing one needs next.
 */
export const StaffStyle = createGlobalStyle`
  section[aria-label='Notifications (F8)'] { top: auto; bottom: 1rem; }
`;
