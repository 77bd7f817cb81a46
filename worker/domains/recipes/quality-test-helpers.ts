import type { ProviderName } from '../../ai/provider';
import type { GenerateRecipeInput, ModelRecipe, ModelProvider, RefineRecipeInput } from '../../ai/provider';
import { linesOf } from '../../ai/recipe-stream';

/**
 * A stand-in model for the quality gate's tests (docs/decisions/039-recipe-quality-gate.md): it
 * answers the recipes it is given, in order, whole or streamed, and records what it was asked.
 * It lets the tests hold the gate to any provider's output without depending on one chef.
 */
export function fakeModel(name: ProviderName, answers: ModelRecipe[]) {
  const inputs: Array<GenerateRecipeInput | RefineRecipeInput> = [];
  const next = (input: GenerateRecipeInput | RefineRecipeInput) => {
    inputs.push(input);
    const answer = answers.shift();
    if (!answer) throw new Error('the fake model has no answer left');
    return answer;
  };
  const model: ModelProvider = {
    name,
    model: `fake ${name}`,
    detectIngredients: async () => [],
    generateRecipe: async (input) => next(input),
    refineRecipe: async (input) => next(input),
    async *streamRecipe(input) {
      const recipe = next(input);
      for (const line of linesOf(recipe)) yield line;
      return recipe;
    },
    estimateNutrition: async () => ({ calories: 100, protein: 5, carbs: 10, fat: 3, fiber: 1, sugar: 1, sodium: 100 }),
    translateRecipe: async () => null,
  };
  return { model, inputs };
}

/** A sound recipe: passes the schema, the diet check (no profile) and the gate for `goodRequest`. */
export const goodRecipe: ModelRecipe = {
  title: 'Lemon Chicken with Rice',
  description: 'A bright weeknight dish.',
  prepTime: 10,
  cookTime: 25,
  servings: 2,
  difficulty: 'easy',
  ingredients: ['300 g chicken breast', '150 g basmati rice', '1 lemon', '2 tbsp olive oil', '1 egg'],
  instructions: [
    'Simmer the rice in salted water for **12 minutes** until tender.',
    'Fry the chicken in the oil for **10 minutes** until cooked through.',
    'Squeeze over the lemon, top with the sliced boiled egg and serve.',
  ],
};

/** Broken in ways code repairs: the request as its title, 3 servings "for two", "1 eggs", soy sauce by weight, times too short. */
export const repairable: ModelRecipe = {
  ...goodRecipe,
  title: 'I want lemon chicken with rice for two',
  servings: 3,
  cookTime: 5,
  ingredients: ['450 g chicken breast', '225 g basmati rice', '1 lemon', '3 tbsp olive oil', '1 eggs', '60 g soy sauce'],
};

/** Broken in ways code cannot repair: soy sauce chopped, rice "tender" after 3 minutes, 300 g rosemary. */
export const unrepairable: ModelRecipe = {
  ...goodRecipe,
  ingredients: [...goodRecipe.ingredients, '300 g rosemary', '3 tbsp soy sauce'],
  instructions: ['Finely chop the soy sauce.', 'Simmer the rice for **3 minutes** until tender.', ...goodRecipe.instructions.slice(1)],
};

/** The request both are written for: "lemon chicken with rice for two" with chicken and rice given. */
export const qualityRequestBody = {
  ingredients: ['chicken', 'rice'],
  type: 'quick',
  recipeName: 'lemon chicken with rice for two',
  generationType: 'prompt',
  language: 'en',
} as const;
