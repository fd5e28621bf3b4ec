import { provider } from '#contract';
import type { TEAM as English } from './team.en';

/** Who gives the care, in Spanish: the same one wording on every Spanish page that describes the team. */
export const TEAM: typeof English = `Cuidado dirigido por enfermeras: enfermeras con licencia, y cada plan de cuidado lo dirige una enfermera certificada en heridas (${provider.credential.abbreviation}), junto con su propio médico.`;
