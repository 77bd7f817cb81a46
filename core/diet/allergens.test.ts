import { describe, expect, it } from 'vitest';
import { ALLERGEN_CASES, precisionRecall, runCases } from './allergens.cases';
import { checkIngredients, matchDislike, matchRule, type DietProfile } from './allergens';

const profile = (p: Partial<DietProfile>): DietProfile => ({ diets: [], allergens: [], dislikes: [], ...p });

describe('allergen checker table', () => {
  it('has at least 40 cases in each of en, es and de overall', () => {
    expect(ALLERGEN_CASES.length).toBeGreaterThanOrEqual(40);
    for (const lang of ['en', 'es', 'de'] as const) {
      expect(ALLERGEN_CASES.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(10);
    }
  });

  it.each(ALLERGEN_CASES.map((c) => [c.line, c] as const))('%s', (_line, item) => {
    const [result] = runCases([item]);
    expect([...result!.found].sort()).toEqual([...item.expect].sort());
  });

  it('reaches precision and recall of at least 0.97 over the whole table', () => {
    const { precision, recall } = precisionRecall(runCases());
    expect(precision).toBeGreaterThanOrEqual(0.97);
    expect(recall).toBeGreaterThanOrEqual(0.97);
  });

  it('counts a wrong finding against precision and a missed one against recall', () => {
    const item = { lang: 'en' as const, line: 'x', check: [], expect: [] };
    const score = precisionRecall([
      { item: { ...item, expect: ['milk'] }, found: ['milk', 'eggs'] },
      { item: { ...item, expect: ['fish'] }, found: [] },
    ]);
    expect(score).toMatchObject({ tp: 1, fp: 1, fn: 1, precision: 0.5, recall: 0.5 });
  });
});

describe('checkIngredients', () => {
  it('names the line, the rule and the words as written', () => {
    const findings = checkIngredients(
      ['200 g spaghetti', '50 g Parmesan, grated', '2 tbsp peanut oil'],
      profile({ allergens: ['peanuts'], diets: ['dairy_free'] }),
    );
    expect(findings).toEqual([
      { ingredient: '50 g Parmesan, grated', rule: 'dairy_free', term: 'Parmesan' },
      { ingredient: '2 tbsp peanut oil', rule: 'peanuts', term: 'peanut' },
    ]);
  });

  it('finds nothing for an empty profile', () => {
    expect(checkIngredients(['2 tbsp peanut butter', '3 eggs'], profile({}))).toEqual([]);
  });

  it('reads a vegan diet as no milk, eggs, meat, fish or honey', () => {
    const lines = ['1 tbsp honey', '2 eggs', '100 g chicken thighs', '100 ml oat milk', '200 g tofu'];
    const rules = checkIngredients(lines, profile({ diets: ['vegan'] })).map((f) => f.ingredient);
    expect(rules).toEqual(['1 tbsp honey', '2 eggs', '100 g chicken thighs']);
  });

  it('keeps a dairy-free line clear even when it names butter', () => {
    expect(matchRule('2 tbsp vegan butter', 'milk')).toBeNull();
    expect(matchRule('2 EL vegane Butter', 'milk')).toBeNull();
    expect(matchRule('2 tbsp butter', 'milk')).toBe('butter');
  });
});

describe('dislikes', () => {
  it.each([
    ['cilantro', '1 handful fresh Cilantro leaves', 'Cilantro'],
    ['Zwiebel', '2 Zwiebeln, gewürfelt', 'Zwiebeln'],
    ['champiñón', '200 g de champiñones', 'champiñones'],
    ['CHAMPINONES', '1 champiñón grande', 'champiñón'],
    ['tomatoes', '1 tomato', 'tomato'],
    ['olives', '50 g black olives', 'olives'],
    ['blue cheese', '80 g Blue Cheese', 'Blue Cheese'],
  ])('%s matches "%s"', (dislike, line, term) => {
    expect(matchDislike(line, dislike)).toBe(term);
    expect(checkIngredients([line], profile({ dislikes: [dislike] }))).toEqual([
      { ingredient: line, rule: 'dislike', term },
    ]);
  });

  it.each([
    ['pea', '200 g peanuts'],
    ['ham', '1 tsp garam masala'],
    ['corn', '2 tbsp cornflour'],
    ['blue cheese', '80 g cheese, blue plates'],
  ])('%s does not match "%s" (whole words only)', (dislike, line) => {
    expect(matchDislike(line, dislike)).toBeNull();
  });
});

describe('words that hold no food (docs/decisions/040-diet-and-allergens-the-food-index.md)', () => {
  const veg = { diets: ['vegan', 'vegetarian'], allergens: ['fish'], dislikes: [] } as unknown as Parameters<typeof checkIngredients>[1];
  it.each([
    '500 ml de agua caliente',
    '2 dientes de ajo ligeramente aplastados',
    'aceite de oliva a temperatura ambiente',
    '1 EL Puderzucker zum Bestäuben',
    '80 g de aceitunas verdes sin hueso',
    '100 g Zartbitterschokolade, in Stücke gebrochen',
    '300 g Mango-Fruchtfleisch',
    '200 g Kokosfleisch',
  ])('%s is vegan, vegetarian and fish-free', (line) => {
    expect(checkIngredients([line], veg)).toEqual([]);
  });

  it.each(['500 g hähnchenbrust', '500 g Rinderhackfleisch', '200 g de pasta sin gluten y con huevo', '2 Eier, ohne Schale'])('%s still breaks a vegan profile', (line) => {
    expect(checkIngredients([line], veg).map((f) => f.rule)).toContain('vegan');
  });
});
