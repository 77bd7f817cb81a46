import type { GenerateRecipeBody } from '#core/schemas/recipe';
import { COOKBOOK_MODEL, createOfflineProvider } from '../../ai/offline.provider';
import type { ModelProvider, ModelRecipe } from '../../ai/provider';
import { releaseGeneration, type UsageUser } from '../usage/usage.service';
import { modelInput, type CreateRecipeDeps, type PreparedGeneration } from './create-recipe.service';
import { generateChecked } from './recipe-checks';

/**
 * The creator's cookbook paths (docs/decisions/077-the-cookbook.md): a `dish_id` is cooked by the
 * cookbook chef whatever model is set up (and labelled as the cookbook's), and the offline chef
 * cooks before a stream opens, so that its 422 (`dish_not_known`, `diet_conflict`) is the same
 * JSON a whole generation answers, with the reserved unit given back.
 */

/** The model that writes this request: the cookbook chef for a `dish_id`. */
export function modelFor(input: Pick<GenerateRecipeBody, 'dish_id'>, model: ModelProvider): ModelProvider {
  return input.dish_id ? createOfflineProvider(undefined, COOKBOOK_MODEL) : model;
}

/** The offline chef's recipe before the stream opens; a refusal gives the unit back and is thrown as JSON. */
export async function precookOffline(
  deps: CreateRecipeDeps,
  user: UsageUser,
  input: GenerateRecipeBody,
  prepared: PreparedGeneration,
): Promise<ModelRecipe | undefined> {
  if (deps.model.name !== 'offline') return undefined;
  void user;
  try {
    return await generateChecked(deps.model, modelInput(input, prepared.diet));
  } catch (err) {
    await releaseGeneration(deps, prepared.reservation);
    throw err;
  }
}
