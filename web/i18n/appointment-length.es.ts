import { CONSULTATION_RULE, COORDINATOR_RULE } from '#contract';

/** 15 → '15 minutos', 60 → '1 hora' (Spanish puts the length after the noun: 'una consulta de 15 minutos'). */
export function lengthWordsEs(minutes: number): string {
  const [count, unit] = minutes % 60 ? [minutes, 'minuto'] : [minutes / 60, 'hora'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A free consultation's length, from its slot rule: '15 minutos'. */
export const consultationLengthEs = (): string => lengthWordsEs(CONSULTATION_RULE.minutes);

/** A facility coordination visit's length: '1 hora'. */
export const visitLengthEs = (): string => lengthWordsEs(COORDINATOR_RULE.minutes);
