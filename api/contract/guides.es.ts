import type { GuideSlug } from './constants';

/**
 * The printable guides' titles in Spanish (decision 034): each is its Spanish guide's <h1>, as
 * GUIDES' English titles are theirs (guides.test.ts holds both to it). A module of its own, so an
 * English page never carries them; the Spanish resources page lists the guides by these.
 */
export const GUIDE_TITLES_ES: Readonly<Record<GuideSlug, string>> = {
  'home-wound-care-checklist': 'Lista para el cuidado de heridas en casa',
  'diabetic-foot-care-guide': 'Guía para el cuidado del pie diabético',
  'when-to-seek-professional-help': 'Cuándo buscar ayuda profesional',
  'understanding-compression-therapy': 'Qué es la terapia de compresión',
  'caregiver-training-guide': 'Guía de capacitación para cuidadores',
  'skin-tears-in-older-adults': 'Desgarros de la piel en adultos mayores',
};
