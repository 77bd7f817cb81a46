import { bundledCookbook, type CookbookStore } from '#core/cookbook/cookbook-store';
import { modelRecipeSchema } from '#core/schemas/recipe';
import { upstreamFailed } from './gemini.provider';
import { cookFromCookbook } from './offline/cookbook-chef';
import { estimateNutritionFromLines } from './offline/nutrition';
import { RefineNotPossible, refineOffline } from './offline/refine';
import type { GenerateRecipeInput, ModelRecipe, ModelProvider, RefineRecipeInput } from './provider';
import { instructionNotUnderstood, refineNotPossible } from './refine-errors';
import { linesOf, type RecipeStream } from './recipe-stream';

/**
 * The offline chef (docs/product.md "Model providers", docs/decisions/077-the-cookbook.md): no
 * network. It cooks from the built-in cookbook (worker/ai/offline/cookbook-chef.ts): the dish
 * named, or the one that uses most of the cook's foods, adapted to the servings, the diet profile
 * and the language; a dish it does not know is 422 `dish_not_known` with the closest it knows.
 * It finds no ingredients in a photo (the creator then shows its placeholder) and estimates
 * nutrition from its food table.
 */

type Composer = (input: GenerateRecipeInput) => ModelRecipe | Promise<ModelRecipe>;

/** The chef's recipe, checked against the schema Gemini's output must pass (docs/product.md "Model providers"). */
async function validRecipe(compose: Composer, input: GenerateRecipeInput): Promise<ModelRecipe> {
  const result = modelRecipeSchema.safeParse(await compose(input));
  if (!result.success) throw upstreamFailed(`Offline chef output does not match the schema: ${result.error.message.slice(0, 200)}`);
  return result.data;
}

/**
 * A refinement the chef can read (`request`, from core/recipe/refine-instruction.ts): 422
 * `instruction_not_understood` without one, 422 `refine_not_possible` when the chef cannot apply
 * it to this recipe, and the result checked against the schema like a generated recipe.
 */
function refineValid(input: RefineRecipeInput): ModelRecipe {
  if (!input.request) throw instructionNotUnderstood(input.language);
  let refined: ModelRecipe;
  try {
    refined = refineOffline(input.recipe, input.request, input.language, input.diet);
  } catch (err) {
    if (err instanceof RefineNotPossible) throw refineNotPossible(err.reason);
    throw err;
  }
  const result = modelRecipeSchema.safeParse(refined);
  if (!result.success) throw upstreamFailed(`Offline chef refinement does not match the schema: ${result.error.message.slice(0, 200)}`);
  return result.data;
}

/**
 * The chef writes the whole recipe at once (no network, well under a millisecond), so its stream
 * hands out the finished lines one after another with no pause: "at once offline".
 */
async function* streamOffline(compose: Composer, input: GenerateRecipeInput, signal?: AbortSignal): RecipeStream {
  const recipe = await validRecipe(compose, input);
  for (const line of linesOf(recipe)) {
    signal?.throwIfAborted();
    yield line;
  }
  return recipe;
}

/** The cookbook chef over `store`. */
export const cookbookComposer =
  (store: CookbookStore = bundledCookbook): Composer =>
  (input) =>
    cookFromCookbook(store, input);

/** The model label of a recipe cooked from the cookbook by id (`dish_id`), whatever provider is set up. */
export const COOKBOOK_MODEL = 'Forkcast cookbook';

/** `compose` is the chef itself; tests hand in a faulty one to prove the schema gate holds. */
export function createOfflineProvider(compose: Composer = cookbookComposer(), model = 'Offline demo chef'): ModelProvider {
  return {
    name: 'offline',
    model,
    async detectIngredients() {
      // The demo chef cannot see photos: it says so by finding nothing.
      return [];
    },
    async generateRecipe(input) {
      return validRecipe(compose, input);
    },
    async refineRecipe(input) {
      return refineValid(input);
    },
    streamRecipe: (input, signal) => streamOffline(compose, input, signal),
    async estimateNutrition(input) {
      return estimateNutritionFromLines(input.ingredients);
    },
    // The demo chef writes in three languages but does not translate: the reader gets the original.
    async translateRecipe() {
      return null;
    },
  };
}
