import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildFoodTable, FOOD_COLUMNS } from '#core/food/food-table-build';
import { findIngredient, INGREDIENT_ENTRIES } from './ingredient-kinds';
import { agreeWord } from '#core/food/plurals';
import { FOOD_PLURALS, KIND_GROUPS } from '#core/food/food-table.data';
import { foodTableSources } from '#core/food/food-table-sources';

const sources = foodTableSources(readFileSync);
const header = FOOD_COLUMNS.join('\t');
const GROUPS = 'id\tkind\tmin\tmax\tcook\tweighs_as\nonion\tvegetable\t\t\t\tonion\n';
/** One row in the table's columns, from the cells a case sets. */
const row = (cells: Partial<Record<(typeof FOOD_COLUMNS)[number], string>>) =>
  FOOD_COLUMNS.map((c) => cells[c] ?? { id: 'onion', kind: 'vegetable', form: 'solid', group: 'onion', en: 'onion/onions', es: 'cebolla', de: 'Zwiebel', source: 'team' }[c as string] ?? '').join('\t');
const problemsOf = (...rows: string[]) => buildFoodTable({ ...sources, groups: GROUPS, foods: `${header}\n${rows.join('\n')}\n` }).problems;

describe('the one food table (docs/decisions/082-one-food-table.md)', () => {
  it('is the build of data/foods/: every row complete and sourced, no name twice, and the generated file is current', () => {
    const built = buildFoodTable(sources);
    expect(built.problems).toEqual([]);
    expect(built.rows.length).toBeGreaterThan(400);
    expect(readFileSync('core/food/food-table.data.ts', 'utf8'), 'run npm run build:food-table').toBe(built.text);
  });

  it('accepts a complete row', () => {
    expect(problemsOf(row({ ndb: '11282', off: 'en:onion', aisle: 'produce', pantry_category: 'produce', source: 'usda' }))).toEqual([]);
  });

  it.each([
    ['a name written for two foods', [row({}), row({ id: 'red_onion', en: 'red onion', es: 'cebolla', de: 'rote Zwiebel' })], 'es "cebolla" is also a name of onion'],
    ['an unknown kind', [row({ kind: 'mineral' })], 'unknown kind "mineral"'],
    ['an unknown form', [row({ form: 'gas' })], 'unknown form "gas"'],
    ['a kind other than its group', [row({ kind: 'fruit' })], 'but its group onion is vegetable'],
    ['an unknown group', [row({ group: 'alliums' })], 'unknown group "alliums"'],
    ['no German name', [row({ de: '' })], 'no de name'],
    ['no source', [row({ source: '' })], 'source must name usda, off or team'],
    ['a USDA number USDA does not have', [row({ ndb: '99999', source: 'usda' })], 'no USDA food 99999'],
    ['a USDA number on a team row', [row({ ndb: '11282' })], 'needs usda in its source'],
    ['an Open Food Facts id the taxonomy does not have', [row({ off: 'en:unicorn' })], 'no Open Food Facts entry en:unicorn'],
    ['an unknown aisle', [row({ aisle: 'garden' })], 'unknown aisle garden'],
    ['a weight that is no number', [row({ g_piece: 'heavy' })], 'g_piece "heavy" is no positive number'],
    ['an id twice', [row({}), row({ en: 'shallot', es: 'chalota', de: 'Schalotte' })], 'id twice'],
  ])('fails %s', (_, rows, problem) => {
    expect(problemsOf(...rows).join('\n')).toContain(problem);
  });
});

describe('the quality gate reads its kinds from the food table', () => {
  it.each([
    ['2 calabacines', 'es', 'green_veg', 'vegetable'],
    ['1 head cavolo nero', 'en', 'green_veg', 'vegetable'],
    ['1/2 Wirsing', 'de', 'green_veg', 'vegetable'],
    ['1 tbsp gochugaru', 'en', 'chili_powder', 'spice'],
    ['400 g tinned tomatoes', 'en', 'tomato', 'vegetable'],
    ['200 ml nata líquida', 'es', 'cream', 'liquid'],
    ['2 EL Sesampaste', 'de', 'tahini', 'condiment'],
  ] as const)('%s (%s) is a food of the group %s, a %s', (line, language, group, kind) => {
    const entry = findIngredient(line.replace(/^[\d/ ]+(?:head|tbsp|g|ml|EL)? /, ''), language);
    expect(entry?.id).toBe(group);
    expect(entry?.kind).toBe(kind);
  });

  it('names every group of data/foods/kind-groups.tsv in the gate’s order, with the forms its foods share', () => {
    expect(INGREDIENT_ENTRIES.map((entry) => entry.id)).toEqual(KIND_GROUPS.map(([id]) => id));
    const byId = new Map(INGREDIENT_ENTRIES.map((entry) => [entry.id, entry]));
    expect(byId.get('milk')?.liquid).toBe(true);
    expect(byId.get('mince')?.form).toBe('mince');
    expect(byId.get('white_rice')?.cook).toBe('white_rice');
    for (const entry of INGREDIENT_ENTRIES) for (const language of ['en', 'es', 'de'] as const) expect(entry.names[language].length, `${entry.id} ${language}`).toBeGreaterThan(0);
  });
});

describe('the parser and scaling read the foods’ plurals from the food table', () => {
  it.each([
    ['calabacín', 'es', 'calabacines'],
    ['Zucchini', 'de', 'Zucchini'],
    ['Knoblauchzehe', 'de', 'Knoblauchzehen'],
    ['tomato', 'en', 'tomatoes'],
    ['Apfel', 'de', 'Äpfel'],
  ] as const)('%s (%s) is %s for two', (word, language, plural) => {
    expect(agreeWord(word, 2, language)).toBe(plural);
    expect(agreeWord(plural, 1, language)).toBe(word);
    expect(FOOD_PLURALS[language].some(([one]) => one === word)).toBe(true);
  });
});
