import { provider, timeZoneName } from '../../api/contract';

/**
 * 'Eastern Time': the zone the booking times are in. The build writes its name in (vite.config.ts),
 * as for the booking widgets (web/features/booking/clinic-time.ts), so pages never start Intl for it.
 */
export const zoneName = (): string =>
  (import.meta.env.VITE_CLINIC_TZ_NAME as string | undefined) ||
  timeZoneName((import.meta.env.VITE_CLINIC_TZ as string | undefined) || provider.timeZone);

/** 'Hamilton, Butler, Warren and Clermont counties, Ohio (Eastern Time)': home, contact and the booking pages. */
export const serviceAreaWithZone = (): string => `${provider.serviceArea} (${zoneName()})`;
