/**
 * Builds the food table's nutrition (`npm run build:food-nutrition`): the one food table's links of
 * foods to USDA SR25 rows (the `ndb` column of data/foods/foods.tsv, docs/decisions/082-one-food-table.md)
 * and the USDA figures per 100 g
 * (data/usda-sr/ABBREV.txt, public domain) and their household weights (a cup, a medium piece:
 * data/usda-sr/WEIGHT.txt) and the bone in meat as bought (its refuse, data/usda-sr/FOOD_DES.txt) into core/nutrition/food-nutrition.data.ts. It fails on a link to
 * a row USDA does not have and on a name written twice (docs/decisions/080-nutrition-from-the-food-table.md).
 * `--check` compares the committed file with a fresh build instead of writing it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildFoodNutrition } from '#core/nutrition/food-nutrition-build';
import { buildFoodTable, usdaLinksOf } from '#core/food/food-table-build';
import { foodTableSources } from '#core/food/food-table-sources';

const links = usdaLinksOf(buildFoodTable(foodTableSources(readFileSync)).rows);
const usda = readFileSync('data/usda-sr/ABBREV.txt', 'latin1');
const weights = readFileSync('data/usda-sr/WEIGHT.txt', 'latin1');
const descriptions = readFileSync('data/usda-sr/FOOD_DES.txt', 'latin1');
const { text, problems, rows } = buildFoodNutrition(links, usda, weights, descriptions);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const target = 'core/nutrition/food-nutrition.data.ts';
if (process.argv.includes('--check')) {
  const same = readFileSync(target, 'utf8') === text;
  console.log(same ? `${target} is up to date (${rows} foods)` : `${target} differs from a fresh build: run npm run build:food-nutrition`);
  process.exit(same ? 0 : 1);
}
writeFileSync(target, text);
console.log(`${rows} foods written to ${target}`);
