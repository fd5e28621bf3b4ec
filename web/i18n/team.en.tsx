import { provider } from '#contract';

/** One wording for who gives the care ("nurse-led"), on every page that describes the team. */
export const TEAM = `Nurse-led care: licensed nurses, with every care plan led by a board-certified wound care nurse (${provider.credential.abbreviation}), working with your own doctor.`;
