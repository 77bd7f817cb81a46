import { checkIngredients, isEmptyProfile, type DietFinding, type DietProfile } from '../../../core/allergens';
import type { RestartReason } from '../../../core/recipe-stream';
import { upstreamFailed } from '../../ai/gemini.provider';
import type { GenerateRecipeInput, GeneratedRecipe, ModelProvider } from '../../ai/provider';
import { MalformedOutput, type RecipeLine, type RecipeStream } from '../../ai/recipe-stream';
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

/** What a streamed generation shows: a line, or a fresh start (the lines so far are void). */
export type GenerationEvent =
  | { type: 'line'; line: RecipeLine }
  | { type: 'restart'; attempt: number; reason: RestartReason };

type AttemptEnd = { recipe: GeneratedRecipe } | { conflicts: DietFinding[] };

/**
 * One streamed attempt: lines pass through until an ingredient line breaks the profile, which is
 * withheld and ends the attempt at once (the model is stopped); the finished recipe is checked
 * whole as well. `signal` (the client went away) stops the model too.
 */
async function* streamAttempt(
  model: ModelProvider,
  input: GenerateRecipeInput,
  diet: DietProfile | undefined,
  signal: AbortSignal | undefined,
): AsyncGenerator<GenerationEvent, AttemptEnd, void> {
  const controller = new AbortController();
  const stop = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', stop);
  // A provider that does not notice the abort is not waited for.
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  aborted.catch(() => undefined);
  try {
    if (signal?.aborted) stop();
    const stream: RecipeStream = model.streamRecipe(input, controller.signal);
    const next = () => Promise.race([stream.next(), aborted]);
    for (let step = await next(); ; step = await next()) {
      if (step.done) {
        const conflicts = diet ? checkIngredients(step.value.ingredients, diet) : [];
        return conflicts.length ? { conflicts } : { recipe: step.value };
      }
      const line = step.value;
      const conflicts = diet && line.section === 'ingredient' ? checkIngredients([line.text], diet) : [];
      if (conflicts.length) return { conflicts };
      yield { type: 'line', line };
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    controller.abort(); // a stream left unfinished stops here
  }
}

/**
 * The streamed twin of `generateObeyingDiet`: the same profile rules and the same single retry
 * naming the finding (announced as a `restart`, then streamed again), then 422 `diet_conflict`.
 * Malformed output restarts once too, then 502. The caller saves only the returned recipe.
 */
export async function* streamObeyingDiet(
  model: ModelProvider,
  input: GenerateRecipeInput,
  signal?: AbortSignal,
): AsyncGenerator<GenerationEvent, GeneratedRecipe, void> {
  const diet = input.diet && !isEmptyProfile(input.diet) ? input.diet : undefined;
  let conflicts: DietFinding[] = [];
  let dietAttempts = 0;
  let malformedRetried = false;
  for (let attempt = 1; ; attempt++) {
    try {
      const end = yield* streamAttempt(model, { ...input, diet, ...(conflicts.length ? { conflicts } : {}) }, diet, signal);
      if ('recipe' in end) return end.recipe;
      conflicts = end.conflicts;
      if (++dietAttempts >= ATTEMPTS) throw dietConflict(conflicts[0]!);
      yield { type: 'restart', attempt: attempt + 1, reason: 'diet' };
    } catch (err) {
      if (!(err instanceof MalformedOutput)) throw err;
      if (malformedRetried) throw upstreamFailed(`Malformed model output after 2 attempts (${err.message.slice(0, 200)})`);
      malformedRetried = true;
      yield { type: 'restart', attempt: attempt + 1, reason: 'malformed' };
    }
  }
}
