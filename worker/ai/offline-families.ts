import type { CookingMethod } from '../../core/options';
import { FAMILIES_DE } from './offline-families-de';
import { FAMILIES_EN } from './offline-families-en';
import { FAMILIES_ES } from './offline-families-es';
import type { Language } from './provider';

/**
 * Dish families: the method a named dish is cooked by. Each family's steps (per language, in
 * offline-families-{en,es,de}.ts) name ingredients by role: {main}, {base}, {veg}, {aroma},
 * {liquid}, {finish}, {spice}, plus {minutes}. A step whose roles are all empty is left out.
 */
export const FAMILIES = [
  'pasta', 'risotto', 'paella', 'curry', 'stew', 'soup', 'noodle-soup', 'salad', 'stir-fry',
  'wraps', 'pizza', 'bake', 'roast', 'fry', 'saute', 'eggs', 'batter', 'spaetzle', 'burger',
  'grill', 'blend', 'overnight',
] as const;
export type Family = (typeof FAMILIES)[number];

export interface FamilyFacts {
  /** Cooking minutes before the small per-request variation. */
  minutes: number;
  /** The closest cooking method, for a recipe's metadata and phrasing. */
  method: CookingMethod | null;
}

export const FAMILY_FACTS: Record<Family, FamilyFacts> = {
  pasta: { minutes: 15, method: 'boiling' },
  risotto: { minutes: 25, method: 'sauteing' },
  paella: { minutes: 30, method: 'sauteing' },
  curry: { minutes: 30, method: 'braising' },
  stew: { minutes: 90, method: 'braising' },
  soup: { minutes: 30, method: 'boiling' },
  'noodle-soup': { minutes: 20, method: 'boiling' },
  salad: { minutes: 0, method: null },
  'stir-fry': { minutes: 10, method: 'stir-frying' },
  wraps: { minutes: 15, method: 'pan-frying' },
  pizza: { minutes: 12, method: 'baking' },
  bake: { minutes: 40, method: 'baking' },
  roast: { minutes: 45, method: 'roasting' },
  fry: { minutes: 15, method: 'pan-frying' },
  saute: { minutes: 20, method: 'sauteing' },
  eggs: { minutes: 15, method: 'pan-frying' },
  batter: { minutes: 15, method: 'pan-frying' },
  spaetzle: { minutes: 20, method: 'boiling' },
  burger: { minutes: 10, method: 'grilling' },
  grill: { minutes: 12, method: 'grilling' },
  blend: { minutes: 0, method: null },
  overnight: { minutes: 0, method: null },
};

export type FamilySteps = Record<Family, string[]>;

const STEPS: Record<Language, FamilySteps> = { en: FAMILIES_EN, es: FAMILIES_ES, de: FAMILIES_DE };

export function familySteps(language: Language, family: Family): string[] {
  return STEPS[language][family];
}
