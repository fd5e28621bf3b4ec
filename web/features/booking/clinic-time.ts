import { provider, timeZoneName } from '../../../api/contract';

/** The zone the slots are in: the build's CLINIC_TZ when set, else the provider's (they must match the server's). */
export const CLINIC_TIME_ZONE: string = (import.meta.env.VITE_CLINIC_TZ as string | undefined) || provider.timeZone;

/** 'Eastern Time', named beside every list of times. */
export const clinicTimeZoneName = (): string => timeZoneName(CLINIC_TIME_ZONE);
