import type { DietProfile } from '../allergens-profile';
import type { RecipeLanguage } from '../options';
import type { CookbookDish } from './cookbook-schema';
import { buildCookbookIndex, type CookbookIndex } from './cookbook-index';
import { closestDishes, findDishByName, meatlessVersionOf, type DishFound, type MeatlessAnswer } from './find-dish';
import { matchFoods, type DishMatch, type MatchQuery } from './match-foods';

/**
 * Where the chef reads the cookbook (docs/decisions/077-the-cookbook.md): an async store, so the
 * dishes can move from the worker bundle to D1 or R2 without touching its callers. Today's store
 * keeps the bundled dishes and their index in memory, loaded on first use.
 */
export interface CookbookStore {
  /** The dish a cook names (any name in en/es/de, typos forgiven), or null. */
  findByName(text: string, language: RecipeLanguage, profile?: DietProfile): Promise<DishFound | null>;
  /** The dishes closest to a name the cookbook does not know (at most `limit`). */
  closest(text: string, language: RecipeLanguage, limit?: number, profile?: DietProfile): Promise<CookbookDish[]>;
  /** The dishes that use a list of foods, best first. */
  match(query: MatchQuery): Promise<DishMatch[]>;
  /** The cookbook's own version of a found dish that the profile allows ("Chickpea Curry" for a vegetarian's chicken curry), if any. */
  meatlessVersion(found: DishFound, language: RecipeLanguage, profile: DietProfile, items?: readonly string[]): Promise<MeatlessAnswer>;
  get(id: string): Promise<CookbookDish | null>;
  /** How many dishes it holds. */
  size(): Promise<number>;
}

/** A store over dishes in memory (the bundled cookbook, or a test's own dishes). */
export function memoryCookbookStore(load: () => Promise<readonly CookbookDish[]> | readonly CookbookDish[]): CookbookStore {
  let index: Promise<CookbookIndex> | undefined;
  const ready = () => (index ??= Promise.resolve(load()).then(buildCookbookIndex));
  return {
    findByName: async (text, language, profile) => findDishByName(await ready(), text, language, profile),
    closest: async (text, language, limit = 5, profile) => closestDishes(await ready(), text, language, limit, profile),
    match: async (query) => matchFoods(await ready(), query),
    meatlessVersion: async (found, language, profile, items) => meatlessVersionOf(await ready(), found, language, profile, items),
    get: async (id) => {
      const i = await ready();
      const at = i.byId.get(id);
      return at === undefined ? null : i.dishes[at]!;
    },
    size: async () => (await ready()).dishes.length,
  };
}

/**
 * The cookbook bundled with the worker: its dishes files are imported on first use (a dynamic
 * import, so a cold start that never cooks does not evaluate them). The entries are not parsed
 * again here: core/cookbook/cookbook.table.test.ts checks every one against the schema.
 */
export const bundledCookbook: CookbookStore = memoryCookbookStore(async () => {
  const { COOKBOOK_FILES } = await import('./cookbook-files');
  return Object.values(COOKBOOK_FILES).flat() as CookbookDish[];
});
