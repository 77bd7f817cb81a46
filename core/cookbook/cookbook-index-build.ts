import { RECIPE_LANGUAGES } from '#core/kernel/options';
import { dietFacts } from '#core/diet/recipe-diet-facts';
import { buildCookbookIndex, cookbookIndexData, dishMeta, type DishMeta } from './cookbook-index';
import type { CookbookDish } from '#core/schemas/cookbook-dish';

/**
 * The source of core/cookbook/cookbook-index.data.ts (docs/decisions/077-the-cookbook.md): the
 * cookbook's search index and each dish's diet facts, computed at build time from the dishes
 * files so an isolate never builds them, as one JSON text (V8 parses JSON faster than an object
 * literal), and a loader per dishes file so a dish's text is read only when it is cooked. Written
 * by scripts/cookbook-files.ts; core/cookbook/cookbook-index.data.test.ts fails when it is stale.
 */
export function cookbookIndexSource(files: ReadonlyArray<{ name: string; entries: readonly CookbookDish[] }>): string {
  const sorted = [...files].sort((a, b) => a.name.localeCompare(b.name));
  const metas: DishMeta[] = sorted.flatMap(({ name, entries }) =>
    entries.map((dish) =>
      dishMeta(
        dish,
        name,
        Object.fromEntries(
          RECIPE_LANGUAGES.map((l) => {
            const { t, l: lines } = dietFacts({ title: dish.text[l].title, ingredients: dish.ingredients.map((x) => x[l]) });
            // The key (a hash of the text and the checker's version) is left out: this test keeps them fresh.
            return [l, { k: '', t, l: lines }];
          }),
        ) as NonNullable<DishMeta['facts']>,
      ),
    ),
  );
  const data = cookbookIndexData(buildCookbookIndex(sorted.flatMap((f) => f.entries), metas));
  return `// Written by scripts/cookbook-files.ts from core/cookbook/dishes/*.json (docs/decisions/077-the-cookbook.md). Do not edit.
import type { CookbookIndexData } from './cookbook-index';

/** The cookbook's search index and each dish's diet facts, without the dishes' descriptions, steps and notes. */
export const COOKBOOK_INDEX: CookbookIndexData = JSON.parse(${JSON.stringify(JSON.stringify(data))});

/** Each dishes file, read when one of its dishes is cooked. */
export const COOKBOOK_DISH_FILES: Record<string, () => Promise<{ default: unknown }>> = {
${sorted.map(({ name }) => `  '${name}': () => import('./dishes/${name}'),`).join('\n')}
};
`;
}
