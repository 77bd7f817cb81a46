import { checkIngredients, isEmptyProfile, type DietFinding } from '../../../core/allergens';
import type { GenerateRecipeInput, GeneratedRecipe, ModelProvider } from '../../ai/provider';
import { ApiError } from '../../lib/errors';

/** Attempts per generation when the profile is broken: the first, plus one retry naming the finding. */
const ATTEMPTS = 2;

export const dietConflict = (finding: DietFinding) =>
  new ApiError(
    422,
    'diet_conflict',
    'This recipe could not be made to fit your diet and allergy profile.',
    `"${finding.ingredient}" conflicts with ${finding.rule === 'dislike' ? 'a dislike' : finding.rule} ("${finding.term}")`,
    { ingredient: finding.ingredient },
  );

/**
 * Generation under the cook's diet and allergy profile (DECISIONS.md "Diet profile"): the model
 * gets the profile as hard constraints, the core checker scans the ingredient lines it wrote, a
 * conflict is retried once with the findings, and a second conflict is a 422 `diet_conflict`
 * naming the ingredient (the caller gives the usage unit back).
 */
export async function generateObeyingDiet(model: ModelProvider, input: GenerateRecipeInput): Promise<GeneratedRecipe> {
  const diet = input.diet;
  if (!diet || isEmptyProfile(diet)) return model.generateRecipe({ ...input, diet: undefined });
  let conflicts: DietFinding[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const recipe = await model.generateRecipe({ ...input, ...(conflicts.length ? { conflicts } : {}) });
    conflicts = checkIngredients(recipe.ingredients, diet);
    if (conflicts.length === 0) return recipe;
  }
  throw dietConflict(conflicts[0]!);
}
