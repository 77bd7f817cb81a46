import { describe, expect, it } from 'vitest';
import { guessCategory, ingredientKey, parseIngredientLine } from '#core/ingredients/ingredient-parse';
import type { Unit } from '#core/kernel/kitchen-options';
import { buildShoppingList, type ListItem, type PantryStock, type PlannedLine } from './shopping-merge';
import { MERGE_PAIRS } from './shopping-merge.pairs';

const TODAY = '2026-11-23';

/** Lines as "Recipe: text" (recipe defaults to A); each line is its own source. */
function plan(lines: string[], pantry: PantryStock[] = [], items: ListItem[] = []) {
  const planned: PlannedLine[] = lines.map((line, i) => {
    const match = /^([A-Z]\w*): (.*)$/.exec(line);
    return { text: match?.[2] ?? line, recipe: match?.[1] ?? 'A', source: `m:${i}` };
  });
  return buildShoppingList({ lines: planned, pantry, items, today: TODAY });
}

const stock = (name: string, quantity: number | null, unit: Unit | null, expiry_date: string | null = null): PantryStock => ({
  name,
  quantity,
  unit,
  expiry_date,
});

type Row = [name: string, quantity: number | null, unit: Unit | null];

describe('buildShoppingList: merging and converting (added lines)', () => {
  const cases: Array<[string, string[], Row[]]> = [
    ['200 g + 0.5 kg flour = 700 g', ['200 g flour', '0.5 kg flour'], [['flour', 700, 'g']]],
    ['2 tomatoes + 1 tomato = 3', ['2 tomatoes', '1 tomato'], [['tomatoes', 3, 'pieces']]],
    ['1 cup + 250 ml milk = 490 ml', ['1 cup milk', '250 ml milk'], [['milk', 490, 'ml']]],
    ['salt to taste + a pinch of salt = one unmeasured salt', ['salt to taste', 'a pinch of salt'], [['salt', null, null]]],
    ['2 cebollas + 1 cebolla picada = 3', ['2 cebollas', '1 cebolla picada'], [['cebollas', 3, 'pieces']]],
    ['500 g Mehl + 1 kg Mehl = 1.5 kg', ['500 g Mehl', '1 kg Mehl'], [['Mehl', 1.5, 'kg']]],
    ['"1 ½ cups" is 1.5 cups', ['1 ½ cups buttermilk'], [['buttermilk', 1.5, 'cups']]],
    ['"1,5 kg" is 1.5 kg', ['1,5 kg Kartoffeln'], [['Kartoffeln', 1.5, 'kg']]],
    ['2 cups and 300 g flour add up in grams', ['2 cups flour', '300 g flour'], [['flour', 560, 'g']]],
    ['a food without measures stays two lines', ['2 cups quinoa', '300 g quinoa'], [['quinoa', 2, 'cups'], ['quinoa', 300, 'g']]],
    ['"eine Prise Salz" has no quantity', ['eine Prise Salz'], [['Salz', null, null]]],
    ['1500 g is written 1.5 kg', ['1000 g rice', '500 g rice'], [['rice', 1.5, 'kg']]],
    ['700 ml + 500 ml = 1.2 liters', ['700 ml stock', '500 ml stock'], [['stock', 1.2, 'liters']]],
    ['same unit kept: 1 lbs + 2 lbs = 3 lbs', ['1 lb beef', '2 pounds beef'], [['beef', 3, 'lbs']]],
    ['oz and g add up in grams, rounded up to what a shop sells', ['8 oz cheese', '100 g cheese'], [['cheese', 330, 'g']]],
    ['tsp and tbsp add up in ml', ['1 tsp cumin', '1 tbsp cumin'], [['cumin', 20, 'ml']]],
    ['a dozen and 6 eggs = 18 pieces', ['1 dozen eggs', '6 eggs'], [['eggs', 18, 'pieces']]],
    ['case and accents: Limón / limones', ['1 Limón', '2 limones'], [['Limón', 3, 'pieces']]],
    ['German plural: Zwiebeln / Zwiebel gehackt', ['2 Zwiebeln', '1 Zwiebel, gehackt'], [['Zwiebeln', 3, 'pieces']]],
    ['preparation words ignored: chopped fresh parsley', ['1 cup chopped fresh parsley', '1 cup parsley'], [['parsley', 2, 'cups']]],
    ['range buys the upper bound', ['2-3 carrots'], [['carrots', 3, 'pieces']]],
    ['unicode fraction alone', ['½ cup cream', '½ cup cream'], [['cream', 1, 'cups']]],
    ['glued unit and "de"', ['200g de harina', '300 g harina'], [['harina', 500, 'g']]],
    ['word numbers: a cup of milk + one cup milk', ['a cup of milk', 'one cup milk'], [['milk', 2, 'cups']]],
    ['cloves and heads of garlic buy whole heads', ['3 cloves garlic, minced', '2 cloves garlic', '1 head garlic'], [['garlic', 2, 'pieces']]],
    ['cloves of a food without measures are their own kind', ['3 cloves black garlic'], [['black garlic (cloves)', 3, 'pieces']]],
    ['measured line absorbs "to taste"', ['1 tsp salt', 'salt to taste'], [['salt', 1, 'tsp']]],
    ['Spanish taza and cucharada', ['1 taza de leche', '2 cucharadas de aceite'], [['leche', 1, 'cups'], ['aceite', 2, 'tbsp']]],
    ['German EL and TL', ['1 EL Olivenöl', '1 TL Olivenöl'], [['Olivenöl', 20, 'ml']]],
    ['parenthetical and "can"', ['1 (14 oz) can diced tomatoes'], [['tomatoes (can)', 1, 'pieces']]],
    ['"al gusto" has no quantity', ['sal al gusto', 'pimienta al gusto'], [['sal', null, null], ['pimienta', null, null]]],
    ['dl converts to ml', ['2 dl Sahne', '100 ml Sahne'], [['Sahne', 300, 'ml']]],
  ];
  it.each(cases)('%s', (_name, lines, expected) => {
    const result = plan(lines);
    expect(result.added.map((line): Row => [line.name, line.quantity, line.unit])).toEqual(expected);
    expect(result.skipped).toEqual([]);
  });

  it('keeps every recipe title on a merged line', () => {
    const result = plan(['Soup: 2 tomatoes', 'Salad: 1 tomato', 'Soup: 1 tomato']);
    expect(result.added[0]?.recipes).toEqual(['Soup', 'Salad']);
  });

  it('scales by the planned servings factor', () => {
    const result = buildShoppingList({
      lines: [{ text: '200 g pasta', recipe: 'P', source: 'x:0', factor: 2 }],
      pantry: [],
      items: [],
      today: TODAY,
    });
    expect(result.added[0]).toMatchObject({ quantity: 400, unit: 'g' });
  });
});

describe('buildShoppingList: the pantry', () => {
  const cases: Array<[string, string[], PantryStock[], Row[], Array<[string, string, string | null]>]> = [
    ['1 kg flour covers 700 g', ['200 g flour', '0.5 kg flour'], [stock('Flour', 1, 'kg')], [], [['flour', 'in_pantry', '1 kg']]],
    ['200 g flour leaves 500 g', ['200 g flour', '0.5 kg flour'], [stock('flour', 200, 'g')], [['flour', 500, 'g']], []],
    ['expired milk is ignored', ['1 cup milk'], [stock('Milk', 2, 'liters', '2026-11-20')], [['milk', 1, 'cups']], []],
    ['milk expiring today still counts', ['1 cup milk'], [stock('Milk', 1, 'liters', TODAY)], [], [['milk', 'in_pantry', '1 liters']]],
    ['pantry item without quantity is enough', ['3 tomatoes'], [stock('Tomatoes', null, null)], [], [['tomatoes', 'in_pantry', null]]],
    ['unmeasured need met by any stock', ['salt to taste'], [stock('Salt', 500, 'g')], [], [['salt', 'in_pantry', '500 g']]],
    ['pantry in another dimension is converted', ['2 cups flour'], [stock('flour', 1, 'kg')], [], [['flour', 'in_pantry', '1 kg']]],
    ['pantry of a food without measures in another dimension is not subtracted', ['2 cups quinoa'], [stock('quinoa', 1, 'kg')], [['quinoa', 2, 'cups']], []],
    ['two pantry rows add up', ['1 kg sugar'], [stock('sugar', 500, 'g'), stock('Sugar', 0.5, 'kg')], [], [['sugar', 'in_pantry', '1 kg']]],
    ['pantry count without unit covers pieces', ['4 eggs'], [stock('Eggs', 6, null)], [], [['eggs', 'in_pantry', '6 pieces']]],
    ['partial count: 2 of 5 eggs', ['5 eggs'], [stock('egg', 2, 'pieces')], [['eggs', 3, 'pieces']], []],
    ['accents and plural match the pantry', ['2 cebollas'], [stock('Cebolla', 5, 'pieces')], [], [['cebollas', 'in_pantry', '5 pieces']]],
    ['expired and fresh rows: only fresh counts', ['1 kg rice'], [stock('rice', 1, 'kg', '2026-01-01'), stock('rice', 400, 'g')], [['rice', 600, 'g']], []],
  ];
  it.each(cases)('%s', (_name, lines, pantry, added, skipped) => {
    const result = plan(lines, pantry);
    expect(result.added.map((line): Row => [line.name, line.quantity, line.unit])).toEqual(added);
    expect(result.skipped.map((line) => [line.name, line.reason, line.detail])).toEqual(skipped);
  });
});

const item = (over: Partial<ListItem> & Pick<ListItem, 'id' | 'name'>): ListItem => ({
  key: ingredientKey(over.name),
  dimension: 'none',
  quantity: null,
  unit: null,
  is_purchased: false,
  recipes: [],
  sources: [],
  ...over,
});

describe('buildShoppingList: the list already holds items', () => {
  it('merges into a pending item of the same ingredient, converting units', () => {
    const result = plan(['300 g flour'], [], [item({ id: 'f', name: 'Flour', quantity: 1, unit: 'kg', dimension: 'mass' })]);
    expect(result.added).toEqual([]);
    expect(result.merged).toEqual([
      expect.objectContaining({ item_id: 'f', quantity: 300, unit: 'g', total: { quantity: 1.3, unit: 'kg', dimension: 'mass' }, reported: true }),
    ]);
  });

  it('a second run adds nothing new', () => {
    const lines = ['A: 200 g flour', 'B: 0.5 kg flour', 'A: salt to taste', 'B: 2 eggs'];
    const first = plan(lines);
    const items = first.added.map((line, i) => item({ ...line, id: `i${i}` }));
    const second = plan(lines, [], items);
    expect(second.added).toEqual([]);
    expect(second.merged.filter((line) => line.reported)).toEqual([]);
    expect(second.skipped.map((line) => line.reason)).toEqual(['already_on_list', 'already_on_list', 'already_on_list']);
  });

  it('a new meal adds only its own amount', () => {
    const first = plan(['A: 200 g flour']);
    const items = first.added.map((line, i) => item({ ...line, id: `i${i}` }));
    const second = plan(['A: 200 g flour', 'C: 300 g flour'], [], items);
    expect(second.merged).toEqual([expect.objectContaining({ quantity: 300, unit: 'g', total: { quantity: 500, unit: 'g', dimension: 'mass' } })]);
  });

  it('pantry subtraction is not applied twice when a meal is added later', () => {
    const pantry = [stock('flour', 300, 'g')];
    const first = plan(['A: 200 g flour'], pantry);
    expect(first.skipped).toEqual([{ name: 'flour', reason: 'in_pantry', detail: '300 g' }]);
    const second = plan(['A: 200 g flour', 'C: 500 g flour'], pantry);
    expect(second.added.map((line) => [line.quantity, line.unit])).toEqual([[400, 'g']]);
  });

  it('an unmeasured line joins a pending item with its recipe, or is skipped when it adds nothing', () => {
    const pending = item({ id: 's', name: 'Salt', recipes: ['Soup'], sources: ['old'] });
    const joined = plan(['Stew: salt to taste'], [], [pending]);
    expect(joined.merged).toEqual([expect.objectContaining({ item_id: 's', quantity: null, recipes: ['Soup', 'Stew'], reported: true })]);
    const nothing = plan(['Soup: a pinch of salt'], [], [pending]);
    expect(nothing.skipped).toEqual([{ name: 'salt', reason: 'already_on_list', detail: null }]);
  });

  it('purchased items are not merged into, but their lines are not bought again', () => {
    const first = plan(['A: 2 lemons']);
    const bought = first.added.map((line, i) => item({ ...line, id: `i${i}`, is_purchased: true }));
    expect(plan(['A: 2 lemons'], [], bought).skipped).toEqual([{ name: 'lemons', reason: 'already_on_list', detail: null }]);
    expect(plan(['A: 2 lemons', 'B: 1 lemon'], [], bought).added).toEqual([expect.objectContaining({ name: 'lemons', quantity: 1 })]);
  });

  it('a measured need fills an unmeasured pending item', () => {
    const result = plan(['250 ml cream'], [], [item({ id: 'c', name: 'cream' })]);
    expect(result.merged[0]?.total).toEqual({ quantity: 250, unit: 'ml', dimension: 'volume' });
  });
});

describe('parseIngredientLine and guessCategory', () => {
  const parses: Array<[string, string, number | null, Unit | null]> = [
    ['- 2 large eggs', 'egg', 2, 'pieces'],
    ['3 Eier', 'ei', 3, 'pieces'],
    ['1 Ei', 'ei', 1, 'pieces'],
    ['Tomaten', 'tomat', null, null],
    ['2 Tassen Milch', 'milch', 2, 'cups'],
    ['½ TL Zimt', 'zimt', 0.5, 'tsp'],
    ['2 nueces', 'nuez', 2, 'pieces'],
    ['1 cup berries', 'berri', 1, 'cups'],
    ['butter or margarine', 'butter', null, null],
    ['Freshly ground black pepper, to taste', 'ground black pepper', null, null],
  ];
  it.each(parses)('%s', (line, key, quantity, unit) => {
    expect(parseIngredientLine(line)).toMatchObject({ key, quantity, unit });
  });

  it('a line with nothing but an amount is no ingredient', () => {
    expect(parseIngredientLine('2 cups')).toBeNull();
  });

  const categories: Array<[string, string]> = [
    ['tomatoes', 'produce'],
    ['Zwiebeln', 'produce'],
    ['Hähnchenbrust', 'meat'],
    ['leche', 'dairy'],
    ['sourdough bread', 'bakery'],
    ['frozen peas', 'frozen'],
    ['Mehl', 'pantry'],
    ['orange juice', 'beverages'],
    ['dark chocolate', 'snacks'],
    ['dish soap', 'other'],
  ];
  it.each(categories)('%s is %s', (name, category) => {
    expect(guessCategory(name)).toBe(category);
  });
});

describe('merging pairs a cook would or would not buy as one (core/kitchen/shopping-merge.pairs.ts)', () => {
  it.each(MERGE_PAIRS.map(([a, b, merge]) => [`${a} + ${b}`, a, b, merge] as const))('%s', (_, a, b, merge) => {
    const built = plan([`A: ${a}`, `B: ${b}`]);
    expect(built.added.length === 1).toBe(merge);
  });
});
