import { describe, expect, it } from 'vitest';
import { checkRecipeDiet, type DietProfile } from './allergens';
import { substituteLine, substituteRecipe, substituteTitle } from './diet-substitutes';

const diets = (...d: DietProfile['diets']): DietProfile => ({ diets: d, allergens: [], dislikes: [] });

describe('checkRecipeDiet', () => {
  it('checks the title as well as the lines, title first', () => {
    const findings = checkRecipeDiet({ title: 'Chicken curry', ingredients: ['2 onions', '500 g chicken thighs'] }, diets('vegetarian'));
    expect(findings).toEqual([
      { ingredient: 'Chicken curry', rule: 'vegetarian', term: 'Chicken', field: 'title' },
      { ingredient: '500 g chicken thighs', rule: 'vegetarian', term: 'chicken thighs' },
    ]);
  });
});

describe('substituteLine', () => {
  it.each([
    ['en', 'gluten_free', '280 g lasagne sheets', '280 g gluten-free lasagne sheets'],
    ['es', 'gluten_free', '12 placas de lasaña', '12 placas de lasaña sin gluten'],
    ['de', 'gluten_free', '280 g Lasagneplatten', '280 g glutenfreie Lasagneplatten'],
    ['de', 'gluten_free', '50 g Weizenmehl', '50 g glutenfreies Mehl'],
    ['en', 'gluten_free', '3 tbsp soy sauce', '3 tbsp tamari'],
    ['en', 'vegetarian', '500 g boneless chicken thighs', '500 g chickpeas'],
    ['en', 'vegetarian', '4 chicken breasts', '600 g chickpeas'],
    ['es', 'vegetarian', '500 g de pechugas de pollo', '500 g de garbanzos'],
    ['de', 'vegetarian', '500 g Hähnchenbrustfilet', '500 g Kichererbsen'],
    ['en', 'vegetarian', '200 ml chicken stock', '200 ml vegetable stock'],
    ['en', 'vegetarian', '1 tbsp fish sauce', '1 tbsp soy sauce'],
    ['en', 'vegan', '2 eggs', '2 flax eggs'],
    ['de', 'vegan', '200 ml Sahne', '200 ml pflanzliche Sahne'],
    ['en', 'dairy_free', '2 tbsp butter', '2 tbsp vegan butter'],
    ['es', 'dairy_free', '500 ml de leche', '500 ml de bebida de avena'],
    ['de', 'peanuts', '2 EL Erdnussöl', '2 EL Sonnenblumenöl'],
    ['en', 'peanuts', '2 tbsp peanut oil', '2 tbsp sunflower oil'],
    ['es', 'peanuts', '100 g de cacahuetes', '100 g de pipas de girasol tostadas'],
  ] as const)('%s %s: "%s" becomes "%s"', (lang, rule, line, expected) => {
    const profile: DietProfile = rule === 'peanuts' ? { diets: [], allergens: [rule], dislikes: [] } : diets(rule);
    const [finding] = checkRecipeDiet({ title: '', ingredients: [line] }, profile);
    expect(finding).toBeDefined();
    const out = substituteLine(line, finding!, lang, profile);
    expect(out).toBe(expected);
    expect(checkRecipeDiet({ title: '', ingredients: [out!] }, profile)).toEqual([]);
  });

  it('picks a substitute that brings no new conflict: fish sauce for a gluten-free vegetarian', () => {
    const profile = diets('vegetarian', 'gluten_free');
    const line = '1 tbsp fish sauce';
    const [finding] = checkRecipeDiet({ title: '', ingredients: [line] }, profile);
    expect(substituteLine(line, finding!, 'en', profile)).toBe('1 tbsp coconut aminos with a pinch of salt');
  });

  it('answers null when nothing sensible stands in', () => {
    const profile = diets('low_carb');
    const [finding] = checkRecipeDiet({ title: '', ingredients: ['200 g sugar'] }, profile);
    expect(substituteLine('200 g sugar', finding!, 'en', profile)).toBeNull();
  });
});

describe('substituteTitle and substituteRecipe', () => {
  it.each([
    ['en', 'Chicken curry', 'Chickpea curry'],
    ['es', 'Curry de pollo', 'Curry de garbanzos'],
    ['de', 'Hähnchen-Curry', 'Kichererbsen-Curry'],
  ] as const)('%s vegetarian: "%s" becomes "%s"', (lang, title, expected) => {
    const findings = checkRecipeDiet({ title, ingredients: [] }, diets('vegetarian'));
    expect(substituteTitle(title, findings, lang)).toBe(expected);
  });

  it.each([
    ['en', 'Lasagne', 'Gluten-free lasagne'],
    ['es', 'Lasaña de carne', 'Lasaña de carne sin gluten'],
    ['de', 'Lasagne', 'Lasagne (glutenfrei)'],
    ['es', 'Bizcocho de limón', 'Bizcocho de limón sin gluten'],
    ['de', 'Semmelknödel', 'Semmelknödel (glutenfrei)'],
    ['de', 'Bananenbrot', 'Bananenbrot (glutenfrei)'],
    ['de', 'Zwiebelbrot mit Speck', 'Zwiebelbrot mit Speck (glutenfrei)'],
  ] as const)('%s gluten-free: "%s" becomes "%s"', (lang, title, expected) => {
    const findings = checkRecipeDiet({ title, ingredients: [] }, diets('gluten_free'));
    expect(substituteTitle(title, findings, lang)).toBe(expected);
  });

  it('solves a whole recipe and keeps the main ingredient (carbonara keeps its spaghetti)', () => {
    const recipe = { title: 'Spaghetti carbonara', ingredients: ['400 g spaghetti', '150 g pancetta', '3 eggs'], servings: 4 };
    const { recipe: out, unresolved } = substituteRecipe(recipe, diets('gluten_free', 'vegetarian'), 'en');
    expect(unresolved).toEqual([]);
    expect(out).toEqual({
      title: 'Vegetarian gluten-free spaghetti carbonara',
      ingredients: ['400 g gluten-free spaghetti', '150 g smoked tofu', '3 eggs'],
      servings: 4,
    });
  });

  it('names the substitutes in the steps too', () => {
    const recipe = {
      title: 'Chicken curry',
      ingredients: ['500 g chicken thighs, diced', '2 tbsp butter', '1 onion'],
      instructions: ['Brown the chicken thighs in the butter.', 'Add the onion, then return the chicken.'],
    };
    const { recipe: out, unresolved } = substituteRecipe(recipe, diets('vegan'), 'en');
    expect(unresolved).toEqual([]);
    expect(out.ingredients).toEqual(['500 g chickpeas, diced', '2 tbsp vegan butter', '1 onion']);
    expect(out.instructions).toEqual(['Brown the chickpeas in the butter.', 'Add the onion, then return the chickpeas.']);
    expect(out.title).toBe('Chickpea curry');
  });

  it('a step naming a swapped food by another word follows its line (the head of a German compound, a shorter name)', () => {
    const german = substituteRecipe(
      {
        title: 'Hähnchen mit Reis',
        ingredients: ['400 g Hähnchenschenkel', '200 g Reis', '1 Zwiebel'],
        instructions: ['Die Zwiebel 5 Minuten anbraten.', 'Das Hähnchen zugeben und 8 Minuten anbraten.'],
      },
      diets('vegetarian'),
      'de',
    );
    expect(german.unresolved).toEqual([]);
    expect(german.recipe.ingredients[0]).toBe('400 g Kichererbsen');
    expect(german.recipe.instructions[1]).not.toMatch(/Hähnchen/);
    expect(german.recipe.instructions[1]).toContain('Kichererbsen');
    const spanish = substituteRecipe(
      { title: 'Arroz con pollo', ingredients: ['400 g de muslos de pollo', '200 g de arroz'], instructions: ['Dora el pollo 8 minutos.'] },
      diets('vegetarian'),
      'es',
    );
    expect(spanish.recipe.instructions[0]).not.toMatch(/pollo/);
  });

  it('reports what it cannot solve', () => {
    const { unresolved } = substituteRecipe({ title: 'Caramel', ingredients: ['200 g sugar'] }, diets('low_carb'), 'en');
    expect(unresolved.map((f) => f.term)).toEqual(['sugar']);
  });
});
