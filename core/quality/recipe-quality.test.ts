import { describe, expect, it } from 'vitest';
import { BASE, QUALITY_CASES, type QualityCase } from './recipe-quality.cases';
import { checkRecipe, findingsForPrompt, QUALITY_RULES, repairRecipe, type QualityRequest, type RecipeDraft } from './recipe-quality';

const setUp = (item: QualityCase): [RecipeDraft, QualityRequest] => [
  { ...BASE[item.lang], ...item.recipe },
  { language: item.lang, ...item.request },
];
const label = (item: QualityCase) =>
  `${item.rule} ${item.lang} ${item.found ? 'finds' : 'passes'}: ${JSON.stringify(item.recipe.ingredients ?? item.recipe.instructions ?? item.recipe.title ?? item.recipe)}`;

describe('recipe quality gate table', () => {
  it('covers every rule in en, es and de, with finds and passes', () => {
    for (const rule of QUALITY_RULES) {
      for (const lang of ['en', 'es', 'de'] as const) {
        const cases = QUALITY_CASES.filter((item) => item.rule === rule && item.lang === lang);
        expect(cases.some((item) => item.found), `${rule} ${lang} finds`).toBe(true);
      }
      expect(QUALITY_CASES.some((item) => item.rule === rule && !item.found), `${rule} passes`).toBe(true);
    }
  });

  it.each(['en', 'es', 'de'] as const)('passes the clean %s base recipe', (lang) => {
    expect(checkRecipe(BASE[lang], { language: lang })).toEqual([]);
  });

  it.each(QUALITY_CASES.map((item) => [label(item), item] as const))('%s', (_label, item) => {
    const [recipe, request] = setUp(item);
    const found = checkRecipe(recipe, request).filter((f) => f.rule === item.rule);
    expect(found.length > 0, JSON.stringify(found)).toBe(item.found);
    if (!item.found) return;
    const repaired = repairRecipe(recipe, request);
    const left = checkRecipe(repaired, request).filter((f) => f.rule === item.rule);
    if (item.repaired) {
      expect(repaired).toMatchObject(item.repaired);
      expect(left).toEqual([]);
    } else {
      expect(left.length, 'not repaired in code: sent back to the model').toBeGreaterThan(0);
    }
  });
});

describe('findingsForPrompt', () => {
  it('lists each finding once, at most twelve and a count of the rest', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ rule: 'quantity_implausible' as const, message: `finding ${i}` }));
    const text = findingsForPrompt([...many, many[0]!]);
    expect(text.split('\n')).toHaveLength(13);
    expect(text).toContain('- finding 0\n- finding 1');
    expect(text.endsWith('(and 3 more like these)')).toBe(true);
  });

  it('writes the finding so a model can fix it', () => {
    const recipe = { ...BASE.en, ingredients: ['1 eggs'] };
    expect(findingsForPrompt(checkRecipe(recipe, { language: 'en' }))).toBe('- "1 eggs": "eggs" does not agree with its number; write "egg".');
  });
});

describe('the issue examples', () => {
  it('finds and fixes every one of them in one recipe', () => {
    const recipe: RecipeDraft = {
      title: 'Make me a roast chicken with potatoes for two',
      description: '',
      prepTime: 10,
      cookTime: 20,
      servings: 3,
      ingredients: ['1 chicken', '300 g rosemary', '200 g soy sauce', '600 g potatoes', '1 eggs'],
      instructions: ['Finely chop the soy sauce.', 'Boil the potatoes for 3-5 minutes until tender.', 'Roast the chicken for 60 minutes.'],
    };
    const request: QualityRequest = { language: 'en', servings: 2, dish: 'Roast Chicken with Potatoes' };
    const rules = new Set(checkRecipe(recipe, request).map((f) => f.rule));
    for (const rule of ['dish_mismatch', 'servings_mismatch', 'quantity_implausible', 'liquid_by_weight', 'count_agreement', 'chop_unchoppable', 'staple_undercooked', 'step_time_exceeds'] as const) {
      expect(rules, rule).toContain(rule);
    }
    const repaired = repairRecipe(recipe, request);
    expect(repaired).toMatchObject({ title: 'Roast Chicken with Potatoes', servings: 2 });
    expect(repaired.ingredients).toContain('1 egg');
    const left = new Set(checkRecipe(repaired, request).map((f) => f.rule));
    expect([...left].sort()).toEqual(['chop_unchoppable', 'quantity_implausible', 'staple_undercooked']);
  });
});
