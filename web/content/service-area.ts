import { provider } from '#contract';
import { clinicTimeZoneName } from '../lib/clinic-time';

/** 'Hamilton, Butler, Warren and Clermont counties, Ohio (Eastern Time)': home, contact and the booking pages. */
export const serviceAreaWithZone = (): string => `${provider.serviceArea} (${clinicTimeZoneName()})`;
