import { describe, expect, it } from 'vitest';
import type { CookingMethod, Cuisine } from '#core/kernel/options';
import { bundledCookbook } from './cookbook-store';

/**
 * A list's method asked for (docs/cookbook.md "Cooking from a list"): a dish cooked by a neighbour
 * of it (boiling, braising, slow-cooking; grilling, roasting, baking for a meat or fish; pan-frying,
 * sautéing, stir-frying) is a weaker match rather than a decline, and a dish of the very method
 * asked for still comes first. Lists here are in none of the request sets.
 */
const firstOf = async (items: string[], cuisine: Cuisine | null, cookingMethod: CookingMethod) =>
  (await bundledCookbook.match({ items: items.map((text) => ({ text })), cuisine, cookingMethod, limit: 40 })).filter((m) => m.usesMain)[0]?.dish ?? null;

describe('a neighbour of the method asked for is a weaker match, not a decline', () => {
  it.each([
    [['rice noodles', 'beef', 'onion', 'ginger', 'star anise'], 'vietnamese', 'boiling', 'pho-bo'],
    [['Reisnudeln', 'Rindfleisch', 'Zwiebel', 'Ingwer', 'Sternanis'], 'vietnamese', 'boiling', 'pho-bo'],
    [['muslos de pollo', 'limón', 'ajo', 'orégano', 'patatas'], 'greek', 'grilling', 'kotopoulo-lemonato'],
    [['Hähnchenschenkel', 'Zitrone', 'Knoblauch', 'Oregano', 'Kartoffeln'], 'greek', 'grilling', 'kotopoulo-lemonato'],
    [['lamb shoulder', 'prunes', 'onion', 'cinnamon', 'almonds'], 'moroccan', 'braising', 'lamb-tagine-prunes-almonds'],
    [['panceta de cerdo', 'salsa de soja', 'jengibre', 'ajo', 'cebolleta'], 'chinese', 'slow-cooking', 'hong-shao-rou'],
  ] as const)('%j (%s, %s) is %s', { timeout: 60_000 }, async (items, cuisine, method, id) => {
    expect((await firstOf([...items], cuisine, method))?.id).toBe(id);
  });

  it('a dish of the very method asked for comes before a neighbour\'s', { timeout: 60_000 }, async () => {
    // Pho (slow-cooking) uses every one of these; a boiled beef soup is still what "boiling" asks for.
    const dish = await firstOf(['beef brisket', 'onion', 'ginger', 'rice noodles', 'star anise'], null, 'boiling');
    expect(dish?.method).toBe('boiling');
  });

  it('roasting is no neighbour of grilling for a cake, nor steaming of boiling', { timeout: 60_000 }, async () => {
    expect(await firstOf(['apples', 'flour', 'butter', 'sugar', 'cinnamon'], null, 'grilling')).toBeNull();
    const steamed = await firstOf(['Lachs', 'Brokkoli', 'Zitrone', 'Dill', 'Kartoffeln'], null, 'steaming');
    expect(steamed === null || steamed.method === 'steaming').toBe(true);
  });
});
