import type { Provider } from './provider';

/**
 * The facts of the facts file (provider.ts) that are sentences or words rather than names and
 * numbers, in Spanish (issue 28): what the Spanish e-mails and replies say. Change each with its
 * English one. A module of its own, beside the facts file: every page loads provider.ts, and an
 * English page carries no Spanish. A qualified medical translator reviews these with the rest of
 * the Spanish (README, "Before going live").
 */
export const providerEs = {
  /** provider.replyWithin */
  replyWithin: '24 horas',
  /** provider.hours.onCall */
  onCall: 'Fuera de horario, el mismo número le comunica con la enfermera de guardia, para los pacientes que ya atendemos.',
  /** provider.afterBooking's words */
  afterBooking: {
    caller: 'una de nuestras enfermeras de heridas',
    facilityCaller: 'nuestra coordinadora de cuidados',
    videoLinkBy: 'mensaje de texto',
  },
} satisfies {
  replyWithin: string;
  onCall: string;
  afterBooking: Record<keyof Pick<Provider['afterBooking'], 'caller' | 'facilityCaller' | 'videoLinkBy'>, string>;
};
