import { timeZoneNameIn } from '../../api/contract/dates/localized';
import { CLINIC_TIME_ZONE } from './clinic-time';

/**
 * The zone bookings are in, named in Spanish ('hora oriental') beside the Spanish pages' times. The
 * build writes it in (vite.config.ts), as clinicTimeZoneName's English, so a page never starts Intl
 * for it; tests and the dev server ask Intl. A file of its own, so English pages never load it.
 */
export const clinicTimeZoneNameEs = (): string =>
  (import.meta.env?.VITE_CLINIC_TZ_NAME_ES as string | undefined) || timeZoneNameIn(CLINIC_TIME_ZONE, 'es');
