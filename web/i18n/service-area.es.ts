import { providerEs } from '#contract/provider.es';
import { clinicTimeZoneNameEs } from './clinic-time.es';

/** 'los condados de Hamilton, Butler, Warren y Clermont, Ohio (hora del Este)': the service area as the Spanish pages say it, after "en". */
export const serviceAreaWithZoneEs = (): string => `${providerEs.serviceArea} (${clinicTimeZoneNameEs()})`;
