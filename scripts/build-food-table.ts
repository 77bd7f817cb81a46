/**
 * Builds the one food table (`npm run build:food-table`, docs/decisions/082-one-food-table.md): checks
 * every row of data/foods/foods.tsv and data/foods/kind-groups.tsv (complete, sourced, no name twice
 * in one language, known kinds, forms, groups and aisles, USDA numbers that data/usda-sr has, Open
 * Food Facts ids that data/openfoodfacts has) and writes core/food/food-table.data.ts. It fails on
 * any problem. `--check` compares the committed file with a fresh build instead of writing it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildFoodTable } from '#core/food/food-table-build';
import { foodTableSources } from '#core/food/food-table-sources';

const { text, problems, rows } = buildFoodTable(foodTableSources(readFileSync));
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const target = 'core/food/food-table.data.ts';
if (process.argv.includes('--check')) {
  const same = readFileSync(target, 'utf8') === text;
  console.log(same ? `${target} is up to date (${rows.length} foods)` : `${target} differs from a fresh build: run npm run build:food-table`);
  process.exit(same ? 0 : 1);
}
writeFileSync(target, text);
const gaps = (column: keyof (typeof rows)[number]) => rows.filter((row) => !row[column]).length;
console.log(`${rows.length} foods written to ${target}; not yet known: aisle ${gaps('aisle')}, USDA number ${gaps('ndb')}, Open Food Facts id ${gaps('off')}, a name in every language ${rows.filter((r) => r.source.includes('partial')).length}`);
