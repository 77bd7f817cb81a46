import type { CookingMethod } from '#core/kernel/options';
import type { DishMeta } from './cookbook-index';

/**
 * Cooking methods that are neighbours (docs/cookbook.md "Cooking from a list"): a dish cooked by a
 * neighbour of the method a cook asks for is a weaker match, not a decline (pho's foods asked
 * "boiling" find the pho, which is filed as slow-cooking); a dish cooked by the very method asked
 * for still comes first. The methods are core/kernel/options.ts's COOKING_METHODS.
 */

/** Families of methods that are neighbours; `meatsOnly` when they are so only for a dish built on meat, poultry or fish. */
export const METHOD_NEIGHBOURS: ReadonlyArray<{ methods: readonly CookingMethod[]; meatsOnly?: boolean }> = [
  // Cooked in liquid: boiling, simmering, stewing.
  { methods: ['boiling', 'slow-cooking', 'braising'] },
  // Dry heat around a piece of meat or fish: a grilled chicken can be roasted, a roast baked.
  { methods: ['grilling', 'roasting', 'baking'], meatsOnly: true },
  // Cooked in fat in a pan.
  { methods: ['pan-frying', 'sauteing', 'stir-frying'] },
];

const MEAT_BASES: ReadonlySet<DishMeta['base']> = new Set(['meat', 'poultry', 'fish', 'seafood']);

/** How well a dish's method answers the method asked for: 1 the same, NEIGHBOUR_FIT a neighbour, 0 another. */
export const NEIGHBOUR_FIT = 0.5;
export function methodFit(dish: Pick<DishMeta, 'method' | 'base'>, asked: CookingMethod): number {
  if (dish.method === asked) return 1;
  const near = METHOD_NEIGHBOURS.some((family) => family.methods.includes(asked) && (family.methods as readonly string[]).includes(dish.method) && (!family.meatsOnly || MEAT_BASES.has(dish.base)));
  return near ? NEIGHBOUR_FIT : 0;
}
