import { timeZoneNameIn } from '#contract/dates/localized';
import { CLINIC_TIME_ZONE } from '../lib/clinic-time';

/**
 * 'hora del Este': the clinic's zone named in Spanish, beside the Spanish pages' lists of times
 * and the service area. Written in by the build (VITE_CLINIC_TZ_NAME_ES, vite.config.ts) as the
 * English name is; a module of its own so English pages never carry it. Tests ask Intl.
 */
// Outside Vite (Playwright's loader) there is no `import.meta.env`: Intl answers (clinic-time.ts).
export const clinicTimeZoneNameEs = (): string => (import.meta.env ? (import.meta.env.VITE_CLINIC_TZ_NAME_ES as string | undefined) : undefined) || timeZoneNameIn(CLINIC_TIME_ZONE, 'es');
