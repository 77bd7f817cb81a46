import type { FoodTableSources } from './food-table-build';

/**
 * The food table's sources as the build reads them (data/foods/, the USDA numbers of
 * data/usda-sr/ABBREV.txt, the ids of data/openfoodfacts/ingredients.json), given a file reader so
 * the script and its test share it (docs/decisions/082-one-food-table.md).
 */
export function foodTableSources(read: (path: string, encoding: 'utf8' | 'latin1') => string): FoodTableSources {
  const usda = read('data/usda-sr/ABBREV.txt', 'latin1');
  const usdaNumbers = new Set(usda.split('\n').filter(Boolean).map((line) => line.slice(1, 6)));
  const offIds = new Set(Object.keys(JSON.parse(read('data/openfoodfacts/ingredients.json', 'utf8')) as object));
  return { foods: read('data/foods/foods.tsv', 'utf8'), groups: read('data/foods/kind-groups.tsv', 'utf8'), usdaNumbers, offIds };
}
