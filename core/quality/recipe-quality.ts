import { checkAmounts, repairLiquids } from './recipe-quality-amounts';
import { checkCounts, repairCounts } from './recipe-quality-counts';
import { checkRequest, repairRequest } from './recipe-quality-request';
import { checkFormVerbs, checkServedRaw, checkSweetSavoury } from './recipe-quality-forms';
import { checkChopping, checkMethods, checkStaples, checkTimes, repairTimes } from './recipe-quality-steps';
import type { QualityFinding, QualityRequest, RecipeDraft } from './recipe-quality-types';

export type { QualityFinding, QualityLanguage, QualityRequest, RecipeDraft } from './recipe-quality-types';
export { QUALITY_RULES } from './recipe-quality-types';

/**
 * The recipe quality gate (docs/decisions/039-recipe-quality-gate.md): one pure check run on every
 * provider's recipe. `repairRecipe` fixes what is safe to fix in code; `checkRecipe` lists what is
 * still wrong; `findingsForPrompt` says it to a model for its one retry.
 */
export function checkRecipe(recipe: RecipeDraft, request: QualityRequest): QualityFinding[] {
  const { language } = request;
  return [
    ...checkRequest(recipe, request),
    ...checkAmounts(recipe.ingredients, recipe.servings, language, recipe.instructions),
    ...checkCounts(recipe.ingredients, language),
    ...checkChopping(recipe, language),
    ...checkStaples(recipe, language),
    ...checkTimes(recipe, language),
    ...checkMethods(recipe, language),
    ...checkFormVerbs(recipe, language),
    ...checkServedRaw(recipe, language),
    ...checkSweetSavoury(recipe, language),
  ];
}

/**
 * The recipe with what code can safely fix: the title when it repeats the request, the servings
 * asked for (amounts scaled), liquids by weight given by volume, counts agreeing with their
 * number, and prep and cook times that cover the steps. Everything else goes back to the model.
 */
export function repairRecipe<T extends RecipeDraft>(recipe: T, request: QualityRequest): T {
  const { language } = request;
  const asked = repairRequest(recipe, request);
  const ingredients = repairCounts(repairLiquids(asked.ingredients, language), language);
  return repairTimes({ ...asked, ingredients }, language);
}

/** At most this many findings are sent back (the first ones; the rest usually share their cause). */
const PROMPT_LIMIT = 12;

/** The findings as a short list for a model's retry, one line each. */
export function findingsForPrompt(findings: readonly QualityFinding[]): string {
  const lines = [...new Set(findings.map((f) => `- ${f.message}`))];
  const shown = lines.slice(0, PROMPT_LIMIT);
  if (lines.length > shown.length) shown.push(`- (and ${lines.length - shown.length} more like these)`);
  return shown.join('\n');
}
