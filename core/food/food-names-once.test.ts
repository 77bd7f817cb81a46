import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { namesOf, splitName, TABLE_LANGUAGES } from './food-table-build';
import { foodRows } from './food-table';

/**
 * A food is named in one place, the one food table (data/foods/foods.tsv;
 * docs/decisions/082-one-food-table.md). The files below still write some of its names by hand,
 * each with its reason and the most names it may write; the number only goes down as tables fold
 * into the table (FOOD_NAMES_COUNTS=1 prints each file's count). Tests, cases, fixtures and generated
 * data are not scanned.
 */
const TO_FOLD = 'a hand table still to fold into the food table';
const IDS = 'ids that are also food words (kinds, allergens, categories, shapes), not food names';
const ALLOWED: Record<string, [number, string]> = {
  'core/food/shopping-category.ts': [9, 'words for a class of foods (sauce, soda, nuts, herbs) that place what the table does not know; the aisles are the table\'s'],
  'core/recipe/dish-illustration-foods.ts': [295, `${TO_FOLD}: the illustrations' foods and shapes`],
  'core/food/plurals.ts': [3, 'parts and containers that are also a food word (white, bun, tortilla); the foods\' plurals are the table\'s'],
  'core/quality/recipe-quality-counts.ts': [108, `${TO_FOLD}: what a serving counts of a food`],
  'core/food/food-synonyms.ts': [74, `${TO_FOLD}: synonyms the match key joins`],
  'core/food/ingredient-words.ts': [29, `${TO_FOLD}: the parser's part and prepared-food words`],
  'core/recipe/recipe-scaling-cook.ts': [17, `${TO_FOLD}: eggs and yolks in scaling`],
  'core/diet/food-composed.ts': [160, `${TO_FOLD}: composed foods and what they are made of, for the diet checker`],
  'core/recipe/recipe-language.ts': [41, 'words that tell a recipe\'s language, not facts about foods'],
  'core/diet/allergen-lexicon.ts': [87, 'allergen words the table and the Open Food Facts index do not give (the table links the index by its off column): words inside longer names, false friends, compound patterns'],
  // 377: farro and skyr joined the table (their swaps' words were already here, and still pick the swap).
  'core/diet/diet-substitutes.data.ts': [377, `${TO_FOLD}: what stands in for a food a diet excludes (to name the table's ids)`],
  'core/diet/diet-lexicon.ts': [58, 'diet words the table and the Open Food Facts index do not give: false friends, compound patterns, the low-carb foods'],
  'core/diet/allergen-match.ts': [15, 'allergen words: the meat and cut words the diet checker reads'],
  'core/diet/food-index-names.ts': [150, 'names the Open Food Facts taxonomy lacks, for the allergen index'],
  'core/diet/food-index.ts': [35, IDS],
  'core/diet/food-index-build.ts': [6, IDS],
  'core/diet/allergens-profile.ts': [6, IDS],
  'core/diet/allergens.ts': [1, IDS],
  'core/food/ingredient-kinds.types.ts': [5, IDS],
  'core/food/food-table-build.ts': [6, IDS],
  'core/nutrition/nutrition-table.ts': [3, 'cut words dropped after a food ("salmon filets", "rotisserie chicken meat"), not food names'],
  'core/kernel/kitchen-options.ts': [3, IDS],
  'core/nutrition/nutrition.ts': [1, IDS],
  'core/quality/recipe-quality-amounts.ts': [5, IDS],
  'core/quality/recipe-quality-forms.ts': [9, IDS],
  'core/quality/recipe-quality-request.ts': [2, IDS],
  'core/quality/recipe-quality-steps.ts': [2, IDS],
  'core/recipe/refine-instruction.ts': [1, IDS],
  'core/recipe/dish-illustration-svg.ts': [2, IDS],
  'core/recipe/dish-illustration.ts': [16, `${IDS}; the juice words of the illustrations`],
  'core/reading/import-url.ts': [2, 'the word "port" of a URL, not the wine'],
  'core/food/ingredient-key.ts': [1, 'the match key\'s spelling of "Eier"'],
  'core/diet/food-words.ts': [1, 'the match key\'s spelling of "Eier"'],
  'core/ingredients/ingredient-parse.ts': [2, 'the part word "juice"'],
  'core/recipe/sample-recipes.ts': [5, 'sample recipes shown to a new cook: recipe text, not a table'],
  'core/schemas/cookbook-dish.ts': [4, 'the cookbook\'s courses and dish bases (bread, meat, fish, egg): kinds of dish, not foods; it was under core/cookbook until the dish files\' schema joined core/schemas'],
};
/** The cookbook's dish matching is worked on apart (docs/decisions/077-the-cookbook.md); it is to read the table too. */
const COOKBOOK = 'core/cookbook/';

/**
 * Where a food of the one food table is named again by hand (docs/decisions/082-one-food-table.md):
 * the string literals of a core file that are, whole, split at `|`, or as one word of a long word
 * list ("vinegar sauce paste ..."), a name of a food of data/foods/foods.tsv in any language,
 * singular or plural. Read with the TypeScript parser, so comments and prose do not count.
 */
function foodNamesWritten(fileName: string, source: string): string[] {
  const names = tableNames();
  const found: string[] = [];
  const check = (text: string) => {
    const key = text.trim().toLowerCase().replace(/-/g, ' ');
    if (key.length > 2 && names.has(key)) found.push(key);
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const text = node.text;
      const words = text.split(/\s+/).filter(Boolean);
      if (words.length >= 8 && !/[.,;:?!()]/.test(text)) words.forEach(check);
      else text.split('|').forEach(check);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return found;
}

let cached: Set<string> | undefined;
function tableNames(): Set<string> {
  if (cached) return cached;
  cached = new Set();
  for (const row of foodRows()) {
    for (const language of TABLE_LANGUAGES) {
      for (const written of row[language] ? row[language].split('|') : []) {
        const { one, other } = splitName(written);
        for (const name of [one, other]) if (name) cached.add(name.toLowerCase());
      }
      for (const name of namesOf(row, language)) cached.add(name.toLowerCase());
    }
  }
  return cached;
}

const SKIPPED = /\.(?:test|cases|fixtures|pages|lines|set|broken|real-cases|pairs)\.ts$/;
/** Generated files (the food table's own, the indexes built from data) say so on their first line. */
const GENERATED = /^\/\/ (?:Generated|Written) by /;

function coreFiles(dir = 'core'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(path).isDirectory()) return coreFiles(path);
    return path.endsWith('.ts') && !SKIPPED.test(path) ? [path] : [];
  });
}

describe('a food is named once, in the food table (docs/decisions/082-one-food-table.md)', () => {
  it('no core file writes a food of the table by hand beyond what its reason allows', { timeout: 60_000 }, () => {
    const over: string[] = [];
    const counts: string[] = [];
    for (const file of coreFiles()) {
      if (file.startsWith(COOKBOOK)) continue;
      const source = readFileSync(file, 'utf8');
      if (GENERATED.test(source)) continue;
      const names = foodNamesWritten(file, source);
      const [most, reason] = ALLOWED[file] ?? [0, ''];
      if (process.env.FOOD_NAMES_COUNTS) counts.push(`${file} ${names.length}`);
      if (names.length > most) over.push(`${file}: ${names.length} food names written by hand, at most ${most}${reason ? ` (${reason})` : ''}: ${[...new Set(names)].slice(0, 12).join(', ')}`);
    }
    if (process.env.FOOD_NAMES_COUNTS) console.log(counts.join('\n'));
    expect(over).toEqual([]);
  });

  it('finds a food name in a table of strings, a name list and a word list, not in comments', () => {
    const source = `// zucchini in a comment
      const A = [['zucchini', 'calabacín'], 80];
      const B = 'courgette|aubergine';
      const C = \`frozen congelado tiefkühl vinegar ketchup mustard zanahoria karotte\`;
      const D = 'Cut the zucchini into slices.';`;
    expect(foodNamesWritten('x.ts', source)).toEqual(['zucchini', 'calabacín', 'courgette', 'aubergine', 'vinegar', 'ketchup', 'mustard', 'zanahoria', 'karotte']);
  });

  it('the hand kinds table is gone: the gate names no food by hand', () => {
    expect(foodNamesWritten('core/ingredients/ingredient-kinds.data.ts', readFileSync('core/ingredients/ingredient-kinds.data.ts', 'utf8'))).toEqual([]);
    expect(foodNamesWritten('core/ingredients/ingredient-kinds.ts', readFileSync('core/ingredients/ingredient-kinds.ts', 'utf8'))).toEqual([]);
  });
});
