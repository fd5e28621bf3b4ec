import { provider, timeZoneName } from '#contract';

/**
 * The zone bookings are in, for the site and the staff app alike: the build's CLINIC_TZ when set,
 * else the provider's (they must match the server's). Guarded because the page catalogues that name
 * the zone are also imported outside Vite, where import.meta.env is absent (e2e/every-page.spec.ts
 * reads every catalogue); Vite's define still writes the build's values in.
 */
export const CLINIC_TIME_ZONE: string = (import.meta.env ? (import.meta.env.VITE_CLINIC_TZ as string | undefined) : undefined) || provider.timeZone;

/**
 * 'Eastern Time', named beside every list of times and the service area. The build writes it in
 * (vite.config.ts), so a page never starts Intl's locale data just for this; tests and the dev
 * server ask Intl.
 */
export const clinicTimeZoneName = (): string => (import.meta.env ? (import.meta.env.VITE_CLINIC_TZ_NAME as string | undefined) : undefined) || timeZoneName(CLINIC_TIME_ZONE);
