import { describe, expect, it } from 'vitest';
import { generatedRecipeSchema } from '../../core/schemas/recipe';
import { MAX_INGREDIENTS, MAX_INGREDIENT_LENGTH, MAX_RECIPE_NAME_LENGTH } from '../../core/schemas/recipe';
import { PLACEHOLDER_NAMES, parseGiven } from './offline-input';
import { DISHES } from './offline-lexicon';
import { wordById } from './offline-vocab';
import { createOfflineProvider } from './offline.provider';
import type { GenerateRecipeInput, GeneratedRecipe, Language } from './provider';

/**
 * The offline chef on a table of prompts and ingredient sets in en, es and de (issue 13 item 1,
 * issue 9 item 6): a named dish lists its essential ingredients; a typed quantity appears once and
 * never in the title; no placeholder text; every ingredient given is listed and named in a step.
 */
type Row = [Language, string | null, string[], string[]];

// The 15 sample dishes of prompt mode, by their names in web/locales/<lang>/creator.json.
const SAMPLES: Row[] = [
  ['en', 'Spaghetti carbonara', [], ['spaghetti', 'egg', 'bacon', 'pecorino']],
  ['es', 'Espaguetis a la carbonara', [], ['espaguetis', 'huevo', 'panceta']],
  ['de', 'Spaghetti Carbonara', [], ['Spaghetti', 'Ei', 'Speck']],
  ['en', 'Chicken tikka masala', [], ['chicken', 'garam masala', 'cream', 'rice']],
  ['es', 'Pollo tikka masala', [], ['pollo', 'garam masala', 'nata']],
  ['de', 'Chicken Tikka Masala', [], ['Hähnchen', 'Garam Masala', 'Sahne']],
  ['en', 'Beef tacos', [], ['beef', 'tortillas']],
  ['es', 'Tacos de ternera', [], ['carne picada', 'tortillas']],
  ['de', 'Rindfleisch-Tacos', [], ['Rinderhackfleisch', 'Tortillas']],
  ['en', 'Vegetable stir-fry', [], ['broccoli', 'soy sauce', 'carrot']],
  ['es', 'Salteado de verduras', [], ['brócoli', 'salsa de soja']],
  ['de', 'Gemüsepfanne aus dem Wok', [], ['Brokkoli', 'Sojasauce']],
  ['en', 'Margherita pizza', [], ['pizza dough', 'mozzarella', 'basil', 'passata']],
  ['es', 'Pizza margarita', [], ['masa de pizza', 'mozzarella', 'albahaca']],
  ['de', 'Pizza Margherita', [], ['Pizzateig', 'Mozzarella', 'Basilikum']],
  ['en', 'Greek salad', [], ['feta', 'cucumber', 'olives', 'tomato']],
  ['es', 'Ensalada griega', [], ['feta', 'pepino', 'aceitunas', 'tomate']],
  ['de', 'Griechischer Salat', [], ['Feta', 'Gurke', 'Oliven', 'Tomate']],
  ['en', 'Pad thai', [], ['rice noodles', 'tamarind', 'peanuts']],
  ['es', 'Pad thai', [], ['fideos de arroz', 'tamarindo', 'cacahuetes']],
  ['de', 'Pad Thai', [], ['Reisbandnudeln', 'Tamarinde', 'Erdnüsse']],
  ['en', 'Mushroom risotto', [], ['mushrooms', 'risotto rice', 'parmesan', 'stock']],
  ['es', 'Risotto de setas', [], ['setas', 'arroz para risotto', 'parmesano']],
  ['de', 'Pilzrisotto', [], ['Champignons', 'Risottoreis', 'Parmesan']],
  ['en', 'Shakshuka', [], ['eggs', 'tomatoes', 'cumin']],
  ['es', 'Shakshuka', [], ['huevos', 'tomate', 'comino']],
  ['de', 'Shakshuka', [], ['Eier', 'Tomaten', 'Kreuzkümmel']],
  ['en', 'Miso ramen', [], ['miso', 'ramen noodles', 'stock']],
  ['es', 'Ramen de miso', [], ['miso', 'fideos ramen', 'caldo']],
  ['de', 'Miso-Ramen', [], ['Miso', 'Ramennudeln', 'Brühe']],
  ['en', 'Seafood paella', [], ['paella rice', 'prawns', 'mussels', 'saffron']],
  ['es', 'Paella de marisco', [], ['arroz bomba', 'gambas', 'mejillones', 'azafrán']],
  ['de', 'Meeresfrüchte-Paella', [], ['Paellareis', 'Garnelen', 'Miesmuscheln', 'Safran']],
  ['en', 'French onion soup', [], ['onions', 'beef stock', 'Gruyère', 'bread']],
  ['es', 'Sopa de cebolla francesa', [], ['cebollas', 'caldo de carne', 'gruyer', 'pan']],
  ['de', 'Französische Zwiebelsuppe', [], ['Zwiebeln', 'Rinderbrühe', 'Gruyère', 'Brot']],
  ['en', 'Red lentil curry', [], ['red lentils', 'coconut milk', 'curry paste']],
  ['es', 'Curri de lentejas rojas', [], ['lentejas rojas', 'leche de coco']],
  ['de', 'Rotes Linsencurry', [], ['rote Linsen', 'Kokosmilch']],
  ['en', 'Banana pancakes', [], ['banana', 'flour', 'milk', 'egg']],
  ['es', 'Tortitas de plátano', [], ['plátano', 'harina', 'leche', 'huevo']],
  ['de', 'Bananenpfannkuchen', [], ['Banane', 'Mehl', 'Milch', 'Ei']],
  ['en', 'Chicken tagine with apricots', [], ['chicken', 'apricots', 'ras el hanout', 'couscous']],
  ['es', 'Tajín de pollo con albaricoques', [], ['pollo', 'albaricoque', 'ras el hanout', 'cuscús']],
  ['de', 'Hähnchen-Tajine mit Aprikosen', [], ['Hähnchen', 'Aprikosen', 'Ras el-Hanout', 'Couscous']],
];

// More named dishes: the dashboard's built-in samples, dishes from the issue, other spellings.
const MORE_DISHES: Row[] = [
  ['en', 'Mediterranean Chickpea Salad', [], ['chickpeas', 'feta', 'cucumber']],
  ['es', 'Pollo asado al limón y ajo', [], ['pollo', 'limón/limones', 'ajo']],
  ['de', 'Scharfe Garnelen-Tacos', [], ['Garnelen', 'Tortillas', 'Limette']],
  ['en', 'Berry overnight oats', [], ['rolled oats', 'milk', 'berries']],
  ['es', 'Pollo al ajillo', [], ['pollo', 'ajo', 'vino blanco']],
  ['en', 'Pollo al ajillo', [], ['chicken', 'garlic']],
  ['de', 'Käsespätzle', [], ['Mehl', 'Eier', 'Bergkäse', 'Zwiebel']],
  ['en', 'Käsespätzle', [], ['flour', 'eggs', 'mountain cheese', 'onion']],
  ['es', 'Lasaña', [], ['placas de lasaña', 'carne picada', 'mozzarella']],
  ['de', 'Wiener Schnitzel', [], ['Kalbsschnitzel', 'Semmelbrösel', 'Zitrone']],
  ['es', 'Tortilla de patatas', [], ['huevos', 'patatas', 'cebolla']],
  ['de', 'Gulasch', [], ['Rindfleisch', 'Paprikapulver', 'Zwiebeln']],
  ['en', 'Chili con carne', [], ['minced beef', 'kidney beans', 'cumin']],
  ['es', 'Gazpacho', [], ['tomates', 'pepino', 'pimiento']],
  ['en', 'Butter chicken', [], ['chicken', 'butter', 'cream']],
  ['de', 'Kürbisrisotto', [], ['Kürbis', 'Risottoreis']],
  ['en', 'Pumpkin risotto', [], ['pumpkin', 'risotto rice']],
  ['es', 'Curry de garbanzos', [], ['garbanzos', 'comino']],
  ['en', 'Beef curry', [], ['beef', 'curry paste', 'coconut milk']],
  ['de', 'Linsensuppe', [], ['Tellerlinsen', 'Karotte']],
  ['en', 'Fish and chips', [], ['white fish', 'potatoes', 'flour']],
  ['es', 'Hummus', [], ['garbanzos', 'tahini', 'limón/limones']],
  ['de', 'Bibimbap', [], ['Reis', 'Gochujang', 'Spinat']],
  ['en', 'pho', [], ['rice noodles', 'beef stock', 'star anise']],
];

// Ingredient sets: typed quantities, placeholders, dishes with the cook's own ingredients, 4 to 20.
const MANY = ['chicken', 'rice', 'broccoli', 'carrots', 'garlic', 'onion', 'ginger', 'soy sauce', 'spinach', 'mushrooms',
  'peas', 'corn', 'bell pepper', 'lime', 'coriander', 'cashews', 'sesame seeds', 'spring onions', 'chilli', 'honey'];
const SETS: Row[] = [
  ['en', null, ['500 g chicken thighs', 'rice', 'broccoli'], []],
  ['en', 'Chicken tikka masala', ['500 g chicken thighs'], ['garam masala']],
  ['en', null, ['Mixed ingredients'], []],
  ['es', null, ['Ingredientes variados'], []],
  ['de', null, ['Gemischte Zutaten'], []],
  ['es', null, ['400 g de pollo', 'Ingredientes variados', 'pimientos'], []],
  ['de', null, ['2 EL Olivenöl', '1 kg Kartoffeln', 'Quark'], []],
  ['es', 'Paella de marisco', ['300 g de gambas', 'chorizo'], ['arroz bomba', 'mejillones']],
  ['de', 'Käsespätzle', ['200 g Emmentaler', 'Gemischte Zutaten'], ['Mehl', 'Zwiebel']],
  ['en', 'Mushroom risotto', ['2 cups arborio rice', 'peas'], ['mushrooms', 'parmesan']],
  ['en', 'Sunday roast', [], []],
  ['es', 'Algo rápido con pollo y arroz', [], ['pollo', 'arroz']],
  ['de', null, ['3 Eier', '200 ml Milch', 'Mehl', 'Zucker'], []],
  ['en', null, ['1/2 cup milk', '2 eggs', '½ onion', '2-3 carrots'], []],
  ['en', null, MANY.slice(0, 4), []],
  ['en', null, MANY.slice(0, 8), []],
  ['es', null, ['pollo', 'arroz', 'tomates', 'cebolla', 'ajo', 'pimiento', 'calabacín', 'berenjena', 'perejil', 'limón', 'comino', 'pimentón'], []],
  ['de', null, ['Hähnchen', 'Reis', 'Brokkoli', 'Karotten', 'Knoblauch', 'Zwiebel', 'Ingwer', 'Sojasauce', 'Spinat', 'Pilze', 'Erbsen', 'Mais', 'Paprika', 'Limette', 'Koriander', 'Cashewkerne'], []],
  ['en', null, MANY, []],
  ['en', 'Pad thai', MANY, ['rice noodles', 'tamarind']],
];

const TABLE: Row[] = [...SAMPLES, ...MORE_DISHES, ...SETS];
const chef = createOfflineProvider();

function request(language: Language, name: string | null, ingredients: string[], index: number): GenerateRecipeInput {
  const methods = [undefined, 'roasting', 'grilling', 'boiling'];
  return {
    ingredients,
    language,
    type: index % 2 ? 'customized' : 'quick',
    generationType: name ? 'prompt' : 'image',
    ...(name ? { recipeName: name } : {}),
    ...(index % 2 ? { cuisine: index % 4 === 1 ? 'spanish' : 'middle-eastern', cookingMethod: methods[index % 4] } : {}),
  };
}

const everything = (r: GeneratedRecipe) => [r.title, r.description, ...r.ingredients, ...r.instructions].join('\n');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the offline chef on a table of prompts and ingredient sets', () => {
  it('has at least 60 rows in three languages', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(TABLE.map(([language]) => language))).toEqual(new Set(['en', 'es', 'de']));
  });

  it.each(TABLE.map((row, i) => [i, ...row] as const))('%i: %s %s %j', async (index, language, name, ingredients, essentials) => {
    const recipe = await chef.generateRecipe(request(language, name, ingredients, index));
    expect(generatedRecipeSchema.safeParse(recipe).success).toBe(true);
    const lines = recipe.ingredients.join('\n').toLocaleLowerCase();
    const steps = recipe.instructions.join('\n').toLocaleLowerCase();

    // Named dishes contain their essential ingredients.
    for (const word of essentials) {
      expect(word.split('/').some((form) => lines.includes(form.toLocaleLowerCase())), word).toBe(true);
    }
    // No placeholder text anywhere.
    for (const placeholder of PLACEHOLDER_NAMES) expect(everything(recipe).toLocaleLowerCase()).not.toContain(placeholder);

    for (const raw of ingredients.filter((text) => !PLACEHOLDER_NAMES.includes(text.toLocaleLowerCase()))) {
      const given = parseGiven(raw);
      // Every ingredient given is listed, and named in a step.
      expect(lines, raw).toContain(given.name.toLocaleLowerCase());
      expect(steps, raw).toContain(given.name.toLocaleLowerCase());
      if (!given.typed) continue;
      // A typed quantity is kept exactly once: one line is the typed text, no line adds a number to it.
      expect(recipe.ingredients.filter((line) => line === given.text)).toHaveLength(1);
      expect(recipe.ingredients.join('\n')).not.toMatch(new RegExp(`\\d[^\\n]* ${escape(given.text)}`));
      expect(recipe.title).not.toContain(given.text);
    }
    if (language === 'es') {
      expect(everything(recipe)).not.toMatch(/personas|porciones/);
      expect(recipe.description).toContain(`${recipe.servings} raciones`);
    }
  });

  it('keeps the cook’s words as the title and writes the dish in the interface language', async () => {
    const german = await chef.generateRecipe(request('en', 'Käsespätzle', [], 0));
    expect(german.title).toBe('Käsespätzle');
    expect(german.instructions.join(' ')).toContain('spätzle');
    const spanish = await chef.generateRecipe(request('de', 'Pollo al ajillo', [], 0));
    expect(spanish.title).toBe('Pollo al ajillo');
    expect(spanish.ingredients.join(' ')).toContain('Knoblauch');
    expect(spanish.description).toContain('spanische Küche');
    const unknown = await chef.generateRecipe(request('en', 'grandma’s sunday roast', [], 0));
    expect(unknown.title).toBe('Grandma’s sunday roast');
    const placeholder = await chef.generateRecipe(request('de', null, ['Gemischte Zutaten'], 0));
    expect(DISHES.some((d) => d.titles.de === placeholder.title)).toBe(true);
  });

  it('swaps the variety of a dish for the one named: a pumpkin risotto has no mushrooms', async () => {
    const recipe = await chef.generateRecipe(request('en', 'Pumpkin risotto', [], 0));
    expect(recipe.ingredients.join('\n')).not.toMatch(/mushroom/i);
  });

  it('knows at least 55 dishes, each cooked in en, es and de with every ingredient in a step', async () => {
    expect(DISHES.length).toBeGreaterThanOrEqual(55);
    expect(new Set(DISHES.map((d) => d.id)).size).toBe(DISHES.length);
    for (const dish of DISHES) {
      for (const language of ['en', 'es', 'de'] as const) {
        const recipe = await chef.generateRecipe(request(language, dish.titles[language], [], 0));
        expect(recipe.title, dish.id).toBe(dish.titles[language]);
        const steps = recipe.instructions.join('\n').toLocaleLowerCase();
        for (const ingredient of dish.ingredients) {
          const forms = wordById(ingredient.id).names[language].toLocaleLowerCase().split('|');
          expect(forms.some((form) => steps.includes(form)), `${dish.id} ${language} ${forms[0]}`).toBe(true);
        }
      }
    }
  });
});

describe('the offline chef stays within the schema Gemini must meet (issue 9)', () => {
  it('never writes a title over 200 characters', async () => {
    const long = Array.from({ length: 3 }, (_, i) => `${'very long ingredient name '.repeat(4)}${i}`.slice(0, MAX_INGREDIENT_LENGTH));
    const fromIngredients = await chef.generateRecipe(request('en', null, long, 1));
    expect(fromIngredients.title.length).toBeLessThanOrEqual(200);
    const named = await chef.generateRecipe(request('de', `Pilzrisotto ${'x'.repeat(MAX_RECIPE_NAME_LENGTH)}`.slice(0, 200), [], 0));
    expect(named.title.length).toBeLessThanOrEqual(200);
  });

  it.each([4, 12, 20, MAX_INGREDIENTS])('keeps all %i ingredients the route accepts', async (count) => {
    const ingredients = Array.from({ length: count }, (_, i) => `${i + 1} g ingredient number ${i + 1} ${'z'.repeat(80)}`);
    for (const name of [null, 'Mushroom risotto']) {
      const recipe = await chef.generateRecipe(request('en', name, ingredients, 2));
      for (const line of ingredients) expect(recipe.ingredients).toContain(line);
      expect(generatedRecipeSchema.safeParse(recipe).success).toBe(true);
    }
  });
});
