import type { IconGlyph } from './icons';
import type { Accent } from './theme';
import { bandage, cells, droplet, layers, waves } from './service-icons';

/** A service as a card: its icon, title, description and colour. */
export interface ServiceCard {
  icon: IconGlyph;
  title: string;
  description: string;
  color: Accent;
}

/**
 * The five services' icons and colours, in the order of their names (SERVICE_NAMES in the shell's
 * words) and cards' words (web/i18n/service-cards.*.tsx): the same in every language.
 */
export const SERVICE_LOOKS: readonly Pick<ServiceCard, 'icon' | 'color'>[] = [
  { icon: bandage, color: 'teal' },
  { icon: droplet, color: 'blue' },
  { icon: cells, color: 'violet' },
  { icon: layers, color: 'amber' },
  { icon: waves, color: 'rose' },
];

/** The five services as cards in one language: its names and its cards' descriptions. */
export const serviceCards = (names: readonly string[], descriptions: readonly string[]): ServiceCard[] =>
  SERVICE_LOOKS.map((look, index) => ({ ...look, title: names[index]!, description: descriptions[index]! }));
