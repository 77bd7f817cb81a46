import { checkCounts, repairCounts } from './recipe-quality-counts';
import { checkRequest, repairRequest } from './recipe-quality-request';
import type { QualityFinding, QualityRequest, RecipeDraft } from './recipe-quality-types';

export type { QualityFinding, QualityLanguage, QualityRequest, QualityRule, RecipeDraft } from './recipe-quality-types';
export { QUALITY_RULES } from './recipe-quality-types';

/**
 * The recipe quality gate (docs/decisions.md "Recipe quality gate"): one pure check run on every
 * provider's recipe. `repairRecipe` fixes what is safe to fix in code; `checkRecipe` lists what is
 * still wrong; `findingsForPrompt` says it to a model for its one retry.
 */
export function checkRecipe(recipe: RecipeDraft, request: QualityRequest): QualityFinding[] {
  return [...checkRequest(recipe, request), ...checkCounts(recipe.ingredients, request.language)];
}

/**
 * The recipe with what code can safely fix: the title when it repeats the request, the servings
 * asked for (amounts scaled), counts agreeing with their number.
 */
export function repairRecipe<T extends RecipeDraft>(recipe: T, request: QualityRequest): T {
  const asked = repairRequest(recipe, request);
  return { ...asked, ingredients: repairCounts(asked.ingredients, request.language) };
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
