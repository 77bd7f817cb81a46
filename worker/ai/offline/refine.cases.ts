import { checkRecipeDiet, matchRule } from '#core/diet/allergens';
import { checkRecipe, repairRecipe } from '#core/quality/recipe-quality';
import { REFINE_CHANGE_IDS, type RefineChange, type RefineRequest } from '#core/recipe/refine-instruction';
import { modelRecipeSchema } from '#core/schemas/recipe';
import type { ModelRecipe, GenerateRecipeInput, Language } from '../provider';
import { bundledCookbook } from '#core/cookbook/cookbook-store';
import { cookbookComposer, createOfflineProvider } from '../offline.provider';
import { heatOf, refineOffline, refineProfile, refineUnchecked, RefineNotPossible } from './refine';
import { minutesOf, OVEN } from './refine-steps';
import { CRACKLING } from './refine-diet';
import { REAL_RECIPES } from '#core/quality/recipe-quality.real-cases';

/**
 * The offline chef's refine set (docs/bench.md "Offline chef refines"): the offline chef's recipes
 * (cooked from the cookbook) for dishes of every course and for fridge lists, plus recipes as
 * people save them (written by a cook or a model, not by the chef),
 * each refined by every change in its language. A refined recipe must pass the quality gate and the
 * diet check, serve what was asked, be hotter, milder or quicker when asked, and name no oven
 * when cooked without one; a refusal must be one of the justified ones (already so, nothing hot,
 * an egg dish made vegan, a bake without an oven).
 */

export interface RefineCase {
  label: string;
  language: Language;
  recipe: ModelRecipe;
}

/** The offline chef's recipe (cooked from the cookbook, docs/decisions/077-the-cookbook.md) for a dish or a list. */
const offline = createOfflineProvider(cookbookComposer(bundledCookbook));
const chef = async (language: Language, input: Partial<GenerateRecipeInput>): Promise<RefineCase> => {
  const recipe = await offline.generateRecipe({ ingredients: [], type: 'quick', generationType: input.recipeName ? 'prompt' : 'image', language, ...input });
  return { label: `${language}: ${input.recipeName ?? input.ingredients?.join(', ')}${input.cookingMethod ? ` (${input.cookingMethod})` : ''}`, language, recipe };
};

/**
 * One of the cookbook recipes the quality gate passes untouched (core/quality/recipe-quality.real-cases.ts),
 * with the lines a case writes otherwise (`change`).
 */
function fromCookbook(dish: string, label: string, change: Partial<ModelRecipe> = {}): RefineCase {
  const real = REAL_RECIPES.find((r) => r.dish === dish);
  if (!real) throw new Error(`no cookbook recipe for ${dish}`);
  return { label, language: real.lang, recipe: { ...real.recipe, difficulty: 'easy', ...change } };
}

const COOKBOOK: RefineCase[] = [
  fromCookbook('Chicken Curry', 'en: cookbook chicken curry'),
  // Sunflower oil alone (no goose fat) and the roast a step of its own, as a cook saves it.
  fromCookbook('Roast Potatoes', 'en: cookbook roast potatoes', {
    ingredients: ['1.5 kg floury potatoes, peeled and halved', '4 tbsp sunflower oil', '2 sprigs rosemary', '1 tsp sea salt'],
    instructions: [
      'Heat the oven to **200 °C**.',
      'Boil the potatoes in salted water for **10 minutes**, then drain and shake to rough up the edges.',
      'Heat the oil in a roasting tin in the oven for **5 minutes**, add the potatoes and turn them in the oil.',
      'Roast for **45 minutes**, turning once, until crisp and golden; scatter over the rosemary and salt.',
    ],
  }),
  {
    label: 'es: recetario lentejas',
    language: 'es',
    recipe: {
      title: 'Lentejas estofadas',
      description: 'Lentejas de toda la vida, con chorizo y pimentón.',
      prepTime: 15,
      cookTime: 45,
      servings: 4,
      difficulty: 'easy',
      ingredients: ['300 g de lentejas pardinas', '1 chorizo', '1 cebolla', '1 zanahoria', '2 dientes de ajo', '1 cucharadita de pimentón picante', '1 hoja de laurel', '2 cucharadas de aceite de oliva', '1,2 l de agua', 'Sal'],
      instructions: [
        'Pica la cebolla, la zanahoria y el ajo; corta el chorizo en rodajas.',
        'Sofríe la cebolla, la zanahoria y el ajo en el aceite **10 minutos**; añade el pimentón picante y remueve.',
        'Añade las lentejas, el chorizo, el laurel y el agua y cuece a fuego suave **35 minutos**, hasta que las lentejas estén tiernas. Sala al final.',
      ],
    },
  },
  {
    label: 'de: Kochbuch Kartoffelgratin',
    language: 'de',
    recipe: {
      title: 'Kartoffelgratin',
      description: 'Cremiges Gratin als Beilage.',
      prepTime: 20,
      cookTime: 50,
      servings: 4,
      difficulty: 'medium',
      ingredients: ['1 kg festkochende Kartoffeln', '200 ml Sahne', '200 ml Milch', '1 Knoblauchzehe', '100 g geriebener Gruyère', 'Salz, Pfeffer, Muskat'],
      instructions: [
        'Backofen auf 180 °C vorheizen. Kartoffeln schälen und in dünne Scheiben schneiden.',
        'Sahne und Milch mit Knoblauch aufkochen und würzen.',
        'Kartoffeln in eine Auflaufform schichten, die Sahnemischung darübergießen und mit Käse bestreuen.',
        'Im Ofen **50 Minuten** backen, bis die Kartoffeln weich sind und die Oberfläche goldbraun ist.',
      ],
    },
  },
  {
    label: 'en: cookbook baked salmon',
    language: 'en',
    recipe: {
      title: 'Baked salmon',
      description: 'Simple and quick.',
      prepTime: 10,
      cookTime: 20,
      servings: 2,
      difficulty: 'easy',
      ingredients: ['2 salmon fillets', '1 lemon', '1 tbsp olive oil', 'Salt and pepper'],
      instructions: ['Preheat the oven to 200°C.', 'Put the salmon on a baking tray, drizzle with oil and season.', 'Bake for 15-18 minutes until just cooked through.', 'Serve with lemon wedges.'],
    },
  },
  {
    label: 'de: Kochbuch Gemüseauflauf',
    language: 'de',
    recipe: {
      title: 'Gemüseauflauf mit Käse',
      description: 'Ein einfacher Auflauf.',
      prepTime: 20,
      cookTime: 40,
      servings: 4,
      difficulty: 'easy',
      ingredients: ['500 g Zucchini', '2 rote Paprika', '1 Zwiebel', '200 ml Sahne', '150 g geriebener Gouda', '1 Chilischote', '2 EL Olivenöl', 'Salz'],
      instructions: ['Den Backofen auf 200 °C vorheizen.', 'Zucchini, Paprika und Zwiebel in Stücke schneiden und in Olivenöl 10 Minuten anbraten.', 'Das Gemüse in eine Auflaufform geben, Sahne darübergießen, Käse darüberstreuen.', 'Im vorgeheizten Backofen 30 Minuten überbacken, bis der Käse goldbraun ist.'],
    },
  },
];

/** Named dishes across the courses (soups, stews, roasts, bakes, salads, sweets, breakfasts) and fridge lists, in each language. */
const DISHES: Array<[Language, Partial<GenerateRecipeInput>]> = [
  ['en', { recipeName: 'Chicken curry for 4' }],
  ['en', { recipeName: 'Lentil soup' }],
  ['en', { recipeName: 'Minestrone' }],
  ['en', { recipeName: 'Chili con carne for 4' }],
  ['en', { recipeName: 'Roast chicken with gravy' }],
  ['en', { recipeName: "Shepherd's pie for 4" }],
  ['en', { recipeName: 'Lasagne for 4' }],
  ['en', { recipeName: 'Greek salad' }],
  ['en', { recipeName: 'Apple crumble' }],
  ['en', { recipeName: 'Banana bread' }],
  ['en', { recipeName: 'Pancakes for two' }],
  ['en', { recipeName: 'Porridge' }],
  ['en', { recipeName: 'Spaghetti carbonara for two' }],
  ['en', { ingredients: ['chicken breast', 'rice', 'broccoli', 'garlic', 'soy sauce'] }],
  ['en', { ingredients: ['chicken thighs', 'potatoes', 'peppers', 'onion'], cookingMethod: 'roasting' }],
  ['es', { recipeName: 'Pollo al curry para 4 personas' }],
  ['es', { recipeName: 'Sopa castellana' }],
  ['es', { recipeName: 'Gazpacho' }],
  ['es', { recipeName: 'Lentejas con chorizo para 4' }],
  ['es', { recipeName: 'Pollo asado' }],
  ['es', { recipeName: 'Lasaña para 4' }],
  ['es', { recipeName: 'Ensaladilla rusa' }],
  ['es', { recipeName: 'Arroz con leche' }],
  ['es', { recipeName: 'Tortilla española para 4' }],
  ['es', { recipeName: 'Huevos rancheros' }],
  ['es', { ingredients: ['carne picada', 'cebolla', 'zanahoria', 'tomate', 'laurel', 'arroz'] }],
  ['es', { ingredients: ['pollo', 'patatas', 'cebolla', 'pimiento rojo'], cookingMethod: 'roasting' }],
  ['de', { recipeName: 'Gulasch für 4 Personen' }],
  ['de', { recipeName: 'Kartoffelsuppe' }],
  ['de', { recipeName: 'Linseneintopf' }],
  ['de', { recipeName: 'Schweinebraten' }],
  ['de', { recipeName: 'Kartoffelgratin' }],
  ['de', { recipeName: 'Gurkensalat' }],
  ['de', { recipeName: 'Apfelstrudel' }],
  ['de', { recipeName: 'Käsekuchen' }],
  ['de', { recipeName: 'Kaiserschmarrn' }],
  ['de', { recipeName: 'Rührei' }],
  ['de', { recipeName: 'Pilzrisotto für 2 Personen' }],
  ['de', { ingredients: ['Lachs', 'Kartoffeln', 'Dill', 'Zitrone', 'Butter'] }],
  ['de', { ingredients: ['Hähnchenschenkel', 'Kartoffeln', 'Karotten', 'Zwiebel'], cookingMethod: 'roasting' }],
];

export const REFINE_CASES: readonly RefineCase[] = [...(await Promise.all(DISHES.map(([language, input]) => chef(language, input)))), ...COOKBOOK];

/** The servings each case is refined to: 6, or 3 when it already serves 6. */
export const targetServings = (recipe: ModelRecipe) => (recipe.servings === 6 ? 3 : 6);

export const requestFor = (change: RefineChange, recipe: ModelRecipe): RefineRequest =>
  change === 'servings' ? { changes: ['servings'], servings: targetServings(recipe) } : { changes: [change] };

const BINDER = /\b(?:flour|breadcrumbs|oats|harina|pan rallado|avena)\b|mehl|paniermehl|haferflocken/i;
const RAISING = /\b(?:yeast|baking powder|levadura|hefe|backpulver)\b/i;

/** Whether a refusal is one a cook would agree with. */
function justified(error: RefineNotPossible, recipe: ModelRecipe, request: RefineRequest, language: Language): boolean {
  const profile = refineProfile(request);
  switch (error.why) {
    case 'alreadyFits':
      return profile !== null && checkRecipeDiet(recipe, profile).length === 0;
    case 'noOvenAlready':
      return !recipe.instructions.some((s) => OVEN[language].test(s));
    case 'nothingHot':
      return heatOf(recipe.ingredients) === 0;
    case 'eggDish':
      return recipe.ingredients.some((l) => matchRule(l, 'eggs')) && !recipe.ingredients.some((l) => BINDER.test(l));
    case 'baked':
      return (
        recipe.ingredients.some((l) => RAISING.test(l)) ||
        /bread|cake|brot|kuchen|pan |tarta|bizcocho/i.test(recipe.title) ||
        // A pie, tart or strudel with its pastry bought or made from flour.
        (/\bpies?\b|\btarts?\b|strudel|empanada|quiche/i.test(recipe.title) && recipe.ingredients.some((l) => /pastry|filo|hojaldre|teig|flour|harina|mehl/i.test(l)))
      );
    case 'notQuicker':
      // A dish of about half an hour, or one with no long step besides its staple, has no real shortcut left.
      return recipe.prepTime + recipe.cookTime <= 35 || recipe.instructions.every((s) => minutesOf(s) < 8 || /rice|arroz|reis|risotto|pasta|spaghetti|nudeln|patata|potato|kartoffel/i.test(s));
    case 'ovenLeft':
      // Crackling needs the oven's heat.
      return recipe.instructions.some((s) => CRACKLING.test(s));
    case 'noSubstitute':
      // A roast with its crackling is the pork itself.
      return recipe.instructions.some((s) => CRACKLING.test(s));
    case 'sameServings':
      return recipe.servings === request.servings;
    default:
      return false;
  }
}

export interface RefineVerdict {
  outcome: 'refined' | 'refused' | 'failed';
  problems: string[];
  recipe?: ModelRecipe;
  why?: string;
}

/**
 * One case refined by one request: the change as the chef makes it (before its own final gate, as
 * a first run sees it), then what must hold. `refineOffline` must agree (no throw when it holds).
 */
export function judgeRefine(c: RefineCase, request: RefineRequest): RefineVerdict {
  const { recipe: original, language } = c;
  let draft: ModelRecipe;
  try {
    draft = refineUnchecked(original, request, language);
  } catch (error) {
    if (!(error instanceof RefineNotPossible)) return { outcome: 'failed', problems: [`threw ${String(error)}`] };
    return justified(error, original, request, language)
      ? { outcome: 'refused', problems: [], why: error.why }
      : { outcome: 'failed', problems: [`refused without cause (${error.why}): ${error.reason}`], why: error.why };
  }
  const problems: string[] = [];
  const recipe = repairRecipe(draft, { language, servings: draft.servings });
  const before = new Set(checkRecipe(original, { language, servings: original.servings }).map((f) => f.rule));
  for (const f of checkRecipe(recipe, { language, servings: recipe.servings })) {
    if (!before.has(f.rule)) problems.push(`gate ${f.rule}: ${f.message}`);
  }
  const parsed = modelRecipeSchema.safeParse(recipe);
  if (!parsed.success) problems.push(`schema: ${parsed.error.message.slice(0, 120)}`);
  const profile = refineProfile(request);
  if (profile) for (const f of checkRecipeDiet(recipe, profile)) problems.push(`diet: "${f.ingredient}" breaks ${f.rule}`);
  const changes = new Set(request.changes);
  if (changes.has('servings') && recipe.servings !== request.servings) problems.push(`serves ${recipe.servings}, asked ${request.servings}`);
  if (changes.has('spicier')) {
    if (heatOf(recipe.ingredients) <= heatOf(original.ingredients)) problems.push('no more heat');
    if (!recipe.instructions.some((s) => /chil|cayen|guindilla|scharf|picante|pique/i.test(s))) problems.push('no step names the heat');
  }
  if (changes.has('milder') && heatOf(recipe.ingredients) >= heatOf(original.ingredients)) problems.push('no less heat');
  if (changes.has('quicker') && recipe.prepTime + recipe.cookTime >= original.prepTime + original.cookTime) problems.push('not quicker');
  if (changes.has('no_oven')) for (const s of recipe.instructions) if (OVEN[language].test(s)) problems.push(`oven left: "${s}"`);
  if (recipe.title === original.title && !changes.has('servings')) problems.push('the title does not say what changed');
  if (!problems.length) {
    try {
      refineOffline(original, request, language);
    } catch (error) {
      problems.push(`refineOffline threw: ${String(error)}`);
    }
  }
  return { outcome: problems.length ? 'failed' : 'refined', problems, recipe };
}

export const ALL_CHANGES: readonly RefineChange[] = REFINE_CHANGE_IDS;
