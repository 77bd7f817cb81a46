import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALLERGEN_CASES } from '#core/diet/allergens.cases';
import { checkRecipeDiet, type DietProfile } from '#core/diet/allergens';
import { ALLERGENS, DIETS } from '#core/diet/allergens-profile';
import { DIET_RULES, dietFacts, factsKey, findingsFromFacts, parseDietFacts, recipeFindings } from '#core/diet/recipe-diet-facts';
import { sampleRecipes } from './sample-recipes';

interface Recipe {
  title: string;
  ingredients: string[];
}

/** The labelled lines of core/ingredients/data, 8 to a recipe, titled by a line's food (some titles name an allergen). */
function labelledRecipes(): Recipe[] {
  const out: Recipe[] = [];
  for (const language of ['en', 'es', 'de']) {
    const rows = readFileSync(`core/ingredients/data/ingredient-lines.${language}.txt`, 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .map((l) => l.split('|').map((part) => part.trim()));
    for (let i = 0; i < rows.length; i += 8) {
      const chunk = rows.slice(i, i + 8);
      out.push({ title: `${chunk[chunk.length - 1]![1]} ${language === 'de' ? 'mit' : 'with'} ${chunk[0]![1]}`, ingredients: chunk.map((r) => r[0]!) });
    }
  }
  return out;
}

/** The allergen table's lines (hard cases: false friends, "nut-free"), 6 to a recipe. */
function caseRecipes(): Recipe[] {
  const out: Recipe[] = [];
  for (let i = 0; i < ALLERGEN_CASES.length; i += 6) {
    const chunk = ALLERGEN_CASES.slice(i, i + 6).map((c) => c.line);
    out.push({ title: chunk[0]!, ingredients: chunk });
  }
  return out;
}

export const FACT_RECIPES: Recipe[] = [
  ...labelledRecipes(),
  ...caseRecipes(),
  ...['en', 'es', 'de'].flatMap((language) => sampleRecipes(language).map((r) => ({ title: r.title, ingredients: [...r.ingredients] }))),
  { title: '', ingredients: ['200 g prawns', '', '2 eggs'] },
  { title: 'Chicken and peanut satay', ingredients: [] },
];

/** Every single rule, everything at once, and a spread of mixes with dislikes. */
export const FACT_PROFILES: DietProfile[] = [
  { diets: [], allergens: [], dislikes: [] },
  ...ALLERGENS.map((a) => ({ diets: [], allergens: [a], dislikes: [] })),
  ...DIETS.map((d) => ({ diets: [d], allergens: [], dislikes: [] })),
  { diets: [...DIETS], allergens: [...ALLERGENS], dislikes: ['onion', 'Zwiebel', 'cebolla'] },
  ...DIETS.map((d, i) => ({ diets: [d, DIETS[(i + 3) % DIETS.length]!], allergens: [ALLERGENS[i]!, ALLERGENS[(i * 5 + 2) % ALLERGENS.length]!], dislikes: i % 2 ? ['garlic', 'ajo'] : ['Knoblauch', 'mushrooms'] })),
];

describe('dietFacts and findingsFromFacts', () => {
  it('read over a real corpus', () => {
    expect(FACT_RECIPES.length).toBeGreaterThan(40);
    expect(FACT_RECIPES.reduce((n, r) => n + r.ingredients.length, 0)).toBeGreaterThan(300);
  });

  it.each(FACT_RECIPES.map((r) => [r.title || '(no title)', r] as const))('give checkRecipeDiet’s findings for every profile: %s', (_title, recipe) => {
    const facts = dietFacts(recipe);
    for (const profile of FACT_PROFILES) {
      expect(findingsFromFacts(facts, profile, recipe)).toEqual(checkRecipeDiet(recipe, profile));
    }
    // Stored and read back, the facts still answer the same.
    const stored = parseDietFacts(JSON.stringify(facts))!;
    expect(findingsFromFacts(stored, FACT_PROFILES.at(-1)!, recipe)).toEqual(checkRecipeDiet(recipe, FACT_PROFILES.at(-1)!));
  });

  it('hold what a one-rule profile finds, the first term of each rule', () => {
    const recipe = { title: 'Prawn pad thai', ingredients: ['200 g rice noodles', '2 tbsp fish sauce', '50 g roasted peanuts', '2 eggs'] };
    const facts = dietFacts(recipe);
    expect(facts.t).toMatchObject({ crustaceans: 'Prawn', vegetarian: 'Prawn', vegan: 'Prawn' });
    expect(facts.l['2']).toMatchObject({ peanuts: 'peanuts' });
    expect(facts.l['3']).toMatchObject({ eggs: 'eggs', vegan: 'eggs' });
    expect(facts.l['0']).toEqual({ low_carb: 'rice' });
    expect(facts.l['1']).toMatchObject({ fish: 'fish sauce' });
    // The corpus breaks every rule somewhere: no rule is silently never read.
    const broken = new Set(FACT_RECIPES.flatMap((r) => {
      const f = dietFacts(r);
      return [...Object.keys(f.t), ...Object.values(f.l).flatMap((line) => Object.keys(line))];
    }));
    expect(DIET_RULES.filter((rule) => !broken.has(rule))).toEqual([]);
  });
});

describe('factsKey', () => {
  const recipe = { title: 'Lentil soup', ingredients: ['200 g red lentils', '1 onion'] };
  it.each([
    ['the same recipe', recipe, true],
    ['an edited line', { ...recipe, ingredients: ['200 g red lentils', '1 onion', '50 g butter'] }, false],
    ['an edited title', { ...recipe, title: 'Lentil and bacon soup' }, false],
    ['lines joined differently', { ...recipe, ingredients: ['200 g red lentils 1 onion'] }, false],
    ['a line moved into the title', { title: 'Lentil soup\n200 g red lentils', ingredients: ['1 onion'] }, false],
  ] as const)('%s: same key %s', (_name, other, same) => {
    expect(factsKey(other) === factsKey(recipe)).toBe(same);
  });

  it('is short and stable text', () => {
    expect(factsKey(recipe)).toMatch(/^[0-9a-z]{1,12}\.[0-9a-z]{1,12}$/);
    expect(factsKey({ ...recipe })).toBe(factsKey(recipe));
  });
});

describe('recipeFindings', () => {
  const soup = { title: 'Tomato soup', ingredients: ['1 kg tomatoes', '50 g butter'] };
  const milkFree: DietProfile = { diets: ['dairy_free'], allergens: [], dislikes: [] };
  it('answers from facts read from this very recipe, and reads the text when they are another’s', () => {
    expect(recipeFindings(soup, milkFree, dietFacts(soup))).toEqual(checkRecipeDiet(soup, milkFree));
    const other = dietFacts({ title: 'Tomato soup', ingredients: ['1 kg tomatoes'] });
    expect(findingsFromFacts(other, milkFree, soup)).toEqual([]);
    expect(recipeFindings(soup, milkFree, other)).toEqual(checkRecipeDiet(soup, milkFree));
    expect(recipeFindings(soup, milkFree, other).length).toBe(1);
  });
});

describe('parseDietFacts', () => {
  it.each([
    [null, false],
    ['', false],
    ['not json', false],
    ['{"k":1,"t":{},"l":{}}', false],
    ['{"k":"a.b","t":null,"l":{}}', false],
    ['{"k":"a.b","t":{},"l":{}}', true],
  ] as const)('%s is read: %s', (stored, ok) => {
    expect(parseDietFacts(stored) !== null).toBe(ok);
  });
});
