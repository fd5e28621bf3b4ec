import { CONSULTATION_RULE, COORDINATOR_RULE } from '#contract';

/** 15 → '15 minutes', 60 → '1 hour'; as an adjective, '15-minute' and '1-hour'. */
export function lengthWords(minutes: number, adjective = false): string {
  const [count, unit] = minutes % 60 ? [minutes, 'minute'] : [minutes / 60, 'hour'];
  return `${count}${adjective ? '-' : ' '}${unit}${adjective || count === 1 ? '' : 's'}`;
}

/** A free consultation's length, from its slot rule: '15 minutes' ('15-minute'). */
export const consultationLength = (adjective?: boolean): string => lengthWords(CONSULTATION_RULE.minutes, adjective);

/** A facility coordination visit's length: '1 hour' ('1-hour'). */
export const visitLength = (adjective?: boolean): string => lengthWords(COORDINATOR_RULE.minutes, adjective);
