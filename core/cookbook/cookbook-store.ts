import type { DietProfile } from '#core/diet/allergens-profile';
import type { RecipeLanguage } from '#core/kernel/options';
import type { CookbookDish } from '#core/schemas/cookbook-dish';
import { cookbookIndexFromData, type CookbookIndex, type DishMeta } from './cookbook-index';
import { closestDishes } from './closest-dishes';
import { findDishByName, type DishFound } from './find-dish';
import { meatlessVersionOf, type MeatlessAnswer } from './meatless-version';
import { matchFoods, type DishMatch, type MatchQuery } from './match-foods';

/**
 * Where the chef reads the cookbook (docs/decisions/077-the-cookbook.md): an async store, so the
 * dishes can move from the worker bundle to D1 or R2 without touching its callers. The bundled
 * store reads its index built at build time (core/cookbook/cookbook-index.data.ts) on first use
 * and each dishes file only when one of its dishes is returned.
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
  /** Every dish, whole (reads every dishes file: for a plan over the whole cookbook, or a test's warm-up). */
  all(): Promise<CookbookDish[]>;
  /** How many dishes it holds. */
  size(): Promise<number>;
}

/** A store over an index and a way to read a dish whole (from memory, or from its dishes file). */
function indexedStore(ready: () => Promise<CookbookIndex>, whole: (meta: DishMeta) => Promise<CookbookDish>): CookbookStore {
  const all = (metas: readonly DishMeta[]) => Promise.all(metas.map(whole));
  return {
    findByName: async (text, language, profile) => {
      const found = findDishByName(await ready(), text, language, profile);
      return found ? { ...found, dish: await whole(found.dish) } : null;
    },
    closest: async (text, language, limit = 5, profile) => all(closestDishes(await ready(), text, language, limit, profile)),
    match: async (query) => {
      const matches = matchFoods(await ready(), query);
      const dishes = await all(matches.map((m) => m.dish));
      return matches.map((m, i) => ({ ...m, dish: dishes[i]! }));
    },
    meatlessVersion: async (found, language, profile, items) => {
      const index = await ready();
      const at = index.byId.get(found.dish.id);
      const answer = meatlessVersionOf(index, { ...found, dish: at === undefined ? found.dish : index.dishes[at]! }, language, profile, items);
      return { ...answer, version: answer.version ? { ...answer.version, dish: await whole(answer.version.dish) } : null };
    },
    get: async (id) => {
      const i = await ready();
      const at = i.byId.get(id);
      return at === undefined ? null : whole(i.dishes[at]!);
    },
    all: async () => all((await ready()).dishes),
    size: async () => (await ready()).dishes.length,
  };
}

/**
 * The cookbook bundled with the worker: its index, built at build time, is imported on first use
 * (a dynamic import, so a cold start that never cooks does not evaluate it), and a dishes file
 * only when one of its dishes is returned. The entries are not parsed again here:
 * core/cookbook/cookbook.table.test.ts checks every one against the schema.
 */
export const bundledCookbook: CookbookStore = (() => {
  let loaded: Promise<{ index: CookbookIndex; files: Record<string, () => Promise<{ default: unknown }>> }> | undefined;
  const load = () =>
    (loaded ??= import('./cookbook-index.data').then(({ COOKBOOK_INDEX, COOKBOOK_DISH_FILES }) => ({ index: cookbookIndexFromData(COOKBOOK_INDEX), files: COOKBOOK_DISH_FILES })));
  const files = new Map<string, Promise<Map<string, CookbookDish>>>();
  const whole = async (meta: DishMeta): Promise<CookbookDish> => {
    const file = meta.file!;
    let dishes = files.get(file);
    if (!dishes) {
      dishes = load().then(async ({ index, files: loaders }) => {
        const entries = (await loaders[file]!()).default as CookbookDish[];
        // Each dish keeps the diet facts the build read from it (core/cookbook/dish-diet.ts).
        return new Map(entries.map((dish) => [dish.id, { ...dish, facts: index.dishes[index.byId.get(dish.id)!]?.facts } as CookbookDish]));
      });
      files.set(file, dishes);
    }
    const dish = (await dishes).get(meta.id);
    if (!dish) throw new Error(`cookbook: ${meta.id} is not in ${file} (run npx tsx scripts/cookbook-files.ts)`);
    return dish;
  };
  return indexedStore(async () => (await load()).index, whole);
})();
