import { describe, expect, it } from 'vitest';
import { ingredientKey } from '../../core/ingredient-parse';
import { readRecipeRequest } from '../../core/recipe-request';
import { MAX_INGREDIENTS, MAX_INGREDIENT_LENGTH, MAX_RECIPE_NAME_LENGTH, modelRecipeSchema } from '../../core/schemas/recipe';
import { checkRecipe } from '../../core/recipe-quality';
import { mentions } from '../../core/recipe-quality-request';
import { findKind } from './offline/dish-kinds';
import { DISHES, dishItems, dishSteps, findDish } from './offline/dishes';
import { KINDS } from './offline/kinds';
import { createOfflineProvider } from './offline.provider';
import type { GenerateRecipeInput, Language } from './provider';

/**
 * The offline chef on every dish it knows and on the cook's own ingredient lists, in en, es and
 * de (docs/decisions/011-offline-chef.md): a dish lists its defining ingredients and names each in a
 * step; a typed quantity is kept once; the placeholder is no ingredient; every given ingredient is
 * listed and cooked; the schema's limits hold. Realism is judged in offline-realism.test.ts.
 */
const chef = createOfflineProvider();
const LANGUAGES = ['en', 'es', 'de'] as const;

function request(language: Language, name: string | null, ingredients: string[], method?: GenerateRecipeInput['cookingMethod']): GenerateRecipeInput {
  return {
    ingredients,
    language,
    type: 'quick',
    generationType: name ? 'prompt' : 'image',
    ...(name ? { recipeName: name } : {}),
    ...(method ? { cookingMethod: method } : {}),
  };
}

const mentioned = (steps: string[], word: string) => steps.join('\n').toLocaleLowerCase().includes(word.toLocaleLowerCase());

describe('the offline chef cooks every dish it knows in en, es and de', () => {
  it.each(DISHES.flatMap((dish) => LANGUAGES.map((language) => [dish.id, language, dish] as const)))('%s in %s', async (_id, language, dish) => {
    const recipe = await chef.generateRecipe(request(language, dish.titles[language], []));
    // The cook's name for the dish, written as a title.
    expect(recipe.title).toBe(readRecipeRequest(dish.titles[language], language).dish);
    expect(recipe.servings).toBe(dish.servings);
    const items = dishItems(dish, dish.servings, language);
    for (const item of items.values()) {
      expect(recipe.ingredients).toContain(item.line);
      expect(mentioned(recipe.instructions, item.mention.word), `${dish.id} ${language}: ${item.mention.word}`).toBe(true);
    }
    expect(recipe.instructions.join(' ')).not.toMatch(/\{[a-z-]+\}/);
  });
});

// Every kind of dish by its own name (docs/decisions/074-offline-dish-types.md), where no known dish has that name.
const KIND_ROWS = KINDS.flatMap((kind) => LANGUAGES.map((language) => [kind.id, language, kind] as const)).filter(
  ([, language, kind]) => !findDish(kind.titles[language]),
);

describe('the offline chef cooks every kind of dish from its template in en, es and de', () => {
  it('has a template for each dish type a cook names', () => {
    expect(KIND_ROWS.length).toBeGreaterThan(50);
  });

  it.each(KIND_ROWS)('%s in %s', async (_id, language, kind) => {
    expect(findKind(kind.titles[language], language)?.id).toBe(kind.id);
    const recipe = await chef.generateRecipe(request(language, kind.titles[language], []));
    expect(modelRecipeSchema.safeParse(recipe).success).toBe(true);
    expect(recipe.servings).toBe(kind.servings);
    expect(checkRecipe(recipe, { language, ...readRecipeRequest(kind.titles[language], language) })).toEqual([]);
    // Every line is used by a step (salt and pepper too), and no slot is left unnamed.
    const steps = recipe.instructions.join(' ');
    for (const line of recipe.ingredients) {
      const name = line.replace(/^[\d½,.]+\s*(?:(?:g|kg|ml|l|tbsp|tsp|EL|TL|cucharadas?|cucharaditas?)\b)?\s*(?:de\s+)?/, '').replace(/,.*$|nach Geschmack/, '');
      expect(mentions(steps, name) || /^(?:salt|sal|salz)\b/i.test(name) && /salpiment/i.test(steps), `${kind.id} ${language}: ${line}`).toBe(true);
    }
    expect(steps).not.toMatch(/\{[a-z+]+\}|\[|\]/);
  });
});

// The cook's own ingredients: typed quantities, placeholders, repeats, 4 to 20 of them, each method.
const MANY = ['chicken', 'rice', 'broccoli', 'carrots', 'garlic', 'onion', 'ginger', 'soy sauce', 'spinach', 'mushrooms',
  'peas', 'corn', 'bell pepper', 'lime', 'coriander', 'cashews', 'sesame seeds', 'spring onions', 'chilli', 'honey'];
const SETS: Array<[Language, string | null, string[], GenerateRecipeInput['cookingMethod']?]> = [
  ['en', null, ['500 g chicken thighs', 'rice', 'broccoli']],
  ['en', null, ['Mixed ingredients', 'eggs', 'eggs', 'Eggs', 'potatoes', 'onion']],
  ['es', null, ['400 g de pollo', 'Ingredientes variados', 'pimientos', 'cebolla']],
  ['de', null, ['2 EL Olivenöl', '1 kg Kartoffeln', 'Quark', 'Zwiebel'], 'roasting'],
  ['de', null, ['3 Eier', '200 ml Milch', 'Spinat', 'Feta']],
  ['en', null, ['1/2 cup milk', '2 eggs', '½ onion', '2-3 carrots']],
  ['en', null, MANY.slice(0, 8), 'roasting'],
  ['es', null, ['pollo', 'arroz', 'tomates', 'cebolla', 'ajo', 'pimiento', 'calabacín', 'berenjena', 'perejil', 'limón', 'comino', 'pimentón']],
  ['de', null, ['Hähnchen', 'Reis', 'Brokkoli', 'Karotten', 'Knoblauch', 'Zwiebel', 'Ingwer', 'Sojasauce', 'Spinat', 'Pilze', 'Erbsen', 'Mais']],
  ['en', null, MANY],
  ['en', 'Mushroom risotto', ['2 cups arborio rice', 'peas']],
  ['es', 'Paella valenciana', ['chorizo']],
  ['es', null, ['garbanzos', 'tomate', 'espinacas', 'comino']],
];

describe('the offline chef cooks the cook’s own ingredients', () => {
  it.each(SETS.map((row, i) => [i, ...row] as const))('%i: %s %s %j', async (_i, language, name, ingredients, method) => {
    const recipe = await chef.generateRecipe(request(language, name, ingredients, method));
    expect(modelRecipeSchema.safeParse(recipe).success).toBe(true);
    const text = [recipe.title, recipe.description, ...recipe.ingredients, ...recipe.instructions].join('\n').toLocaleLowerCase();
    for (const placeholder of ['mixed ingredients', 'ingredientes variados', 'gemischte zutaten']) expect(text).not.toContain(placeholder);
    const real = ingredients.filter((raw) => !/mixed ingredients|ingredientes variados|gemischte zutaten/i.test(raw));
    for (const raw of new Set(real.map((r) => r.toLocaleLowerCase()))) {
      const typed = /^[\d½]/.test(raw);
      const key = ingredientKey(typed ? raw.replace(/^[\d½/.,\s-]+(?:cups?|g|kg|ml|el|de)?\s+(?:de\s+)?/i, '') : raw);
      const keys = recipe.ingredients.map((line) => ingredientKey(line));
      expect(keys.some((k) => k.includes(key)), raw).toBe(true);
      if (typed) expect(recipe.ingredients.filter((line) => line.toLocaleLowerCase() === raw), raw).toHaveLength(1);
    }
    // Repeats of one ingredient are listed once.
    expect(new Set(recipe.ingredients).size).toBe(recipe.ingredients.length);
    // A step that seasons lists the salt it seasons with ("salpimienta", "abschmecken").
    if (/\bseason|salpimi?ent|abschmecken|salzen/i.test(recipe.instructions.join(' '))) {
      expect(recipe.ingredients.some((line) => /^(?:salt|sal|salz)\b/i.test(line))).toBe(true);
    }
  });
});

describe('the offline chef stays within the schema Gemini must meet', () => {
  it('never writes a title over 200 characters', async () => {
    const long = Array.from({ length: 3 }, (_, i) => `${'very long ingredient name '.repeat(4)}${i}`.slice(0, MAX_INGREDIENT_LENGTH));
    const fromIngredients = await chef.generateRecipe(request('en', null, long));
    expect(fromIngredients.title.length).toBeLessThanOrEqual(200);
    const named = await chef.generateRecipe(request('de', `Pilzrisotto ${'x'.repeat(MAX_RECIPE_NAME_LENGTH)}`.slice(0, 200), []));
    expect(named.title.length).toBeLessThanOrEqual(200);
  });

  it.each([4, 12, 20, MAX_INGREDIENTS])('keeps all %i typed ingredients the route accepts', async (count) => {
    const ingredients = Array.from({ length: count }, (_, i) => `${i + 1} g ingredient number ${i + 1} ${'z'.repeat(80)}`);
    for (const name of [null, 'Mushroom risotto']) {
      const recipe = await chef.generateRecipe(request('en', name, ingredients));
      for (const line of ingredients) expect(recipe.ingredients).toContain(line);
      expect(modelRecipeSchema.safeParse(recipe).success).toBe(true);
    }
  });
});

describe("a dish's steps name its counted foods in the number its list gives", () => {
  const lentils = DISHES.find((dish) => dish.id === 'lentejas-chorizo')!;
  it.each([
    ['en', 4, 'remove the bay leaf'],
    ['en', 8, 'remove the bay leaves'],
    ['es', 8, 'retira las hojas de laurel'],
    ['de', 8, 'abschmecken, Lorbeerblätter entfernen'],
  ] as const)('%s for %i: "%s"', (language, servings, phrase) => {
    const { steps } = dishSteps(lentils, dishItems(lentils, servings, language), language);
    expect(steps.join('\n')).toContain(phrase);
  });
});
