import { checkIngredients, checkRecipeDiet, isEmptyProfile, type DietFinding, type DietProfile } from '#core/diet/allergens';
import { bundledCookbook, type CookbookStore } from '#core/cookbook/cookbook-store';
import { definingIngredients } from '#core/cookbook/defining';
import type { CookbookDish } from '#core/schemas/cookbook-dish';
import { substituteRecipe } from '#core/diet/diet-substitutes';
import { checkRecipe, repairRecipe, type QualityFinding, type QualityRequest } from '#core/quality/recipe-quality';
import { readRecipeRequest } from '#core/recipe/recipe-request';
import type { RestartReason } from '#core/recipe/recipe-stream';
import { upstreamFailed } from '../../ai/gemini.provider';
import { alternativesOf, dishNotKnown } from '../../ai/offline/cookbook-errors';
import type { GenerateRecipeInput, ModelRecipe, ModelProvider, RefineRecipeInput, ReferenceRecipe } from '../../ai/provider';
import { linesOf, MalformedOutput, type RecipeLine, type RecipeStream } from '../../ai/recipe-stream';
import { ApiError } from '../../lib/errors';

/**
 * Every provider's recipe passes the same checks before anyone sees it as final (docs/decisions/039-recipe-quality-gate.md, "Diet profile"): the schema (in the provider), then `repairRecipe` fixes
 * what code can, then the diet check and the quality gate. Findings go back to the model once;
 * findings left after that are a 422 `diet_conflict` (the diet) or a 502 `upstream_failed` (the
 * gate), and the caller gives the usage unit back.
 */

/** Attempts per generation: the first, plus one retry naming the findings. */
const ATTEMPTS = 2;

export const dietConflict = (finding: DietFinding) =>
  new ApiError(
    422,
    'diet_conflict',
    'This recipe could not be made to fit your diet and allergy profile.',
    `"${finding.ingredient}" conflicts with ${finding.rule === 'dislike' ? 'a dislike' : finding.rule} ("${finding.term}")`,
    { ingredient: finding.ingredient },
  );

/** The gate still finds something after the retry: the model did not answer properly. */
export const qualityFailed = (findings: readonly QualityFinding[]) =>
  upstreamFailed(
    `The recipe failed the quality check after ${ATTEMPTS} attempts (${[...new Set(findings.map((f) => f.rule))].join(', ')}): ${findings
      .slice(0, 2)
      .map((f) => f.message)
      .join(' ')}`.slice(0, 400),
  );

const activeDiet = (diet: DietProfile | undefined) => (diet && !isEmptyProfile(diet) ? diet : undefined);

/**
 * What the cook asked for, as the gate reads it: the servings and dish of their description, and
 * the ingredients they gave (those their own profile forbids are left out: the diet wins and
 * substitutes them).
 */
export function qualityRequestOf(input: GenerateRecipeInput, offline = false, dish: CookbookDish | null = null): QualityRequest {
  const asked = input.recipeName ? readRecipeRequest(input.recipeName, input.language) : {};
  // The cookbook chef cooks the dish it found by name (typos forgiven) and names in the
  // description what it does not use of the cook's list: the gate checks its servings.
  if (offline) return { language: input.language, ...(asked.servings ? { servings: asked.servings } : {}) };
  const diet = activeDiet(input.diet);
  const given = input.ingredients.filter((line) => !diet || checkIngredients([line], diet).length === 0);
  // A named dish the cookbook knows keeps its defining ingredients, those the cook's profile allows
  // (a vegetarian lasagne keeps its pasta and sauce, not its beef): docs/decisions/039-recipe-quality-gate.md.
  const defining = dish ? definingIngredients(dish, input.language).filter((_, i) => !diet || checkIngredients([definingLine(dish, input.language, i)], diet).length === 0) : [];
  return { language: input.language, ...asked, ...(given.length ? { givenIngredients: given } : {}), ...(defining.length ? { definingIngredients: defining } : {}) };
}

/** The cookbook line of a dish's i-th defining ingredient, in the cook's language. */
function definingLine(dish: CookbookDish, language: GenerateRecipeInput['language'], i: number): string {
  return dish.ingredients.filter((x) => (x.role === 'main' || x.role === 'defining') && !x.optional)[i]![language];
}

/** One attempt's recipe after repair, and what the diet check and the gate still find in it. */
interface Review {
  recipe: ModelRecipe | null;
  diet: DietFinding[];
  quality: QualityFinding[];
}

function review(raw: ModelRecipe, diet: DietProfile | undefined, request: QualityRequest): Review {
  const recipe = repairRecipe(raw, request);
  return { recipe, diet: diet ? checkRecipeDiet(recipe, diet) : [], quality: checkRecipe(recipe, request) };
}

const passed = (r: Review): r is Review & { recipe: ModelRecipe } => r.recipe !== null && !r.diet.length && !r.quality.length;

/** The retry's input: the findings named, the way the diet's conflicts always were. */
function retryInput(input: GenerateRecipeInput, r: Review): GenerateRecipeInput {
  return { ...input, ...(r.diet.length ? { conflicts: r.diet } : {}), ...(r.quality.length ? { qualityFindings: r.quality } : {}) };
}

/**
 * The last resort for a recipe that still breaks the profile after the retry: the core
 * substitutes (gluten-free sheets, chickpeas for chicken...) swapped into its title, lines and
 * steps, when every conflict has one and the result still passes the gate; else null.
 */
function substituted(r: Review, diet: DietProfile | undefined, request: QualityRequest): ModelRecipe | null {
  if (!diet || !r.recipe || !r.diet.length || r.quality.length) return null;
  const swapped = substituteRecipe(r.recipe, diet, request.language);
  if (swapped.unresolved.length) return null;
  const again = review(swapped.recipe, diet, request);
  return passed(again) ? again.recipe : null;
}

const throwing = (err: ApiError): never => {
  throw err;
};

function failure(r: Review): ApiError {
  return r.diet.length ? dietConflict(r.diet[0]!) : qualityFailed(r.quality);
}

function logFindings(model: ModelProvider, attempt: number, r: Review) {
  console.warn(
    JSON.stringify({
      level: 'warn',
      message: 'recipe_checks_found',
      provider: model.name,
      attempt,
      diet: r.diet.map((f) => f.rule),
      quality: r.quality.map((f) => f.rule),
    }),
  );
}

/**
 * The cookbook's part in a model's generation (docs/decisions/077-the-cookbook.md): the dish named,
 * when the cookbook knows it, goes to the model as its reference recipe in the cook's language.
 */
export async function withReference(input: GenerateRecipeInput, store: CookbookStore = bundledCookbook): Promise<{ input: GenerateRecipeInput; dish: CookbookDish | null }> {
  if (!input.recipeName || input.dishId) return { input, dish: null };
  const found = await store.findByName(input.recipeName, input.language, input.diet);
  if (!found) return { input, dish: null };
  const { dish } = found;
  const text = dish.text[input.language];
  const reference: ReferenceRecipe = {
    title: text.title,
    servings: dish.servings,
    prepTime: dish.prepTime,
    cookTime: dish.cookTime,
    ingredients: dish.ingredients.map((x) => x[input.language]),
    steps: text.steps,
  };
  return { input: { ...input, reference }, dish };
}

/**
 * A model that failed twice on a dish the cookbook knows: the same 502, with the cookbook's dish
 * (first) and its closest neighbours offered, each cooked with `dish_id`.
 */
async function withCookbookOffer<T>(work: () => Promise<T>, dish: CookbookDish | null, input: GenerateRecipeInput, store: CookbookStore): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!dish || !(err instanceof ApiError) || err.code !== 'upstream_failed') throw err;
    const near = (await store.closest(input.recipeName ?? dish.text[input.language].title, input.language, 5, input.diet)).filter((d) => d.id !== dish.id);
    throw new ApiError(err.status, err.code, err.message, err.details, { ...err.extra, alternatives: alternativesOf([dish, ...near], input.language) });
  }
}

/**
 * The cookbook chef is deterministic: a recipe of its own that fails the gate would fail again, so
 * it is never retried nor answered "try again"; the cook is offered the closest dishes instead
 * (a table test keeps every cookbook dish through the gate, so this is a bug's answer).
 */
async function offlineChecked(model: ModelProvider, input: GenerateRecipeInput, store: CookbookStore): Promise<ModelRecipe> {
  const diet = activeDiet(input.diet);
  const request = qualityRequestOf(input, true);
  // The chef checks the profile itself, line by line, with the checker (its dishes' diet facts and
  // every substituted line, core/cookbook/adapt-dish.ts; a table test holds it): what it cannot
  // fit is its own 422 diet_conflict, so its recipe goes through the gate only.
  const result = review(await model.generateRecipe({ ...input, diet }), undefined, request);
  if (passed(result)) return result.recipe;
  logFindings(model, 1, result);
  if (result.diet.length) return substituted(result, diet, request) ?? throwing(failure(result));
  const near = await store.closest(input.recipeName ?? result.recipe?.title ?? input.ingredients.join(' '), input.language, 5, diet);
  throw dishNotKnown(input.language, alternativesOf(near, input.language));
}

/** A whole (not streamed) generation through the checks. */
export async function generateChecked(model: ModelProvider, input: GenerateRecipeInput, store: CookbookStore = bundledCookbook): Promise<ModelRecipe> {
  if (model.name === 'offline') return offlineChecked(model, input, store);
  const { input: referenced, dish } = await withReference(input, store);
  return withCookbookOffer(() => modelChecked(model, referenced, dish), dish, input, store);
}

async function modelChecked(model: ModelProvider, input: GenerateRecipeInput, dish: CookbookDish | null = null): Promise<ModelRecipe> {
  const diet = activeDiet(input.diet);
  const request = qualityRequestOf(input, false, dish);
  const first: GenerateRecipeInput = { ...input, diet };
  let attemptInput = first;
  for (let attempt = 1; ; attempt++) {
    const result = review(await model.generateRecipe(attemptInput), diet, request);
    if (passed(result)) return result.recipe;
    logFindings(model, attempt, result);
    if (attempt >= ATTEMPTS) return substituted(result, diet, request) ?? throwing(failure(result));
    attemptInput = retryInput(first, result);
  }
}

/** What a streamed generation shows: a line, or a fresh start (the lines so far are void). */
export type GenerationEvent =
  | { type: 'line'; line: RecipeLine }
  | { type: 'restart'; attempt: number; reason: RestartReason };

type AttemptEnd = { recipe: ModelRecipe } | { conflicts: DietFinding[] };

/**
 * One streamed attempt: lines pass through until an ingredient line breaks the profile, which is
 * withheld and ends the attempt at once (the model is stopped). `signal` (the client went away)
 * stops the model too.
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
      if (step.done) return { recipe: step.value };
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
 * The streamed twin of `generateChecked` (docs/decisions/039-recipe-quality-gate.md): lines are
 * shown as they are written, so the finished recipe is checked when it ends. A finding the code
 * repairs is fixed in the returned recipe (the `done` event carries it); anything else starts
 * the one retry, announced as a `restart` (`diet` or `quality`: the lines shown are void), then
 * 422 or 502. Malformed output restarts once too, then 502. The caller saves only the returned
 * recipe.
 */
export async function* streamChecked(
  model: ModelProvider,
  input: GenerateRecipeInput,
  signal?: AbortSignal,
  store: CookbookStore = bundledCookbook,
): AsyncGenerator<GenerationEvent, ModelRecipe, void> {
  if (model.name === 'offline') {
    // Cooked whole (well under a millisecond), then shown line by line.
    const recipe = await offlineChecked(model, input, store);
    for (const line of linesOf(recipe)) {
      signal?.throwIfAborted();
      yield { type: 'line', line };
    }
    return recipe;
  }
  const { input: referenced, dish } = await withReference(input, store);
  const run = modelStreamChecked(model, referenced, signal, dish);
  // The offer of the cookbook's dish when the model fails twice, as for a whole generation.
  for (;;) {
    const step = await withCookbookOffer(() => run.next(), dish, input, store);
    if (step.done) return step.value;
    yield step.value;
  }
}

async function* modelStreamChecked(
  model: ModelProvider,
  input: GenerateRecipeInput,
  signal?: AbortSignal,
  dish: CookbookDish | null = null,
): AsyncGenerator<GenerationEvent, ModelRecipe, void> {
  const diet = activeDiet(input.diet);
  const request = qualityRequestOf(input, false, dish);
  const first: GenerateRecipeInput = { ...input, diet };
  let attemptInput = first;
  let contentRetried = false;
  let malformedRetried = false;
  for (let attempt = 1; ; attempt++) {
    try {
      const end = yield* streamAttempt(model, attemptInput, diet, signal);
      const result: Review = 'recipe' in end ? review(end.recipe, diet, request) : { recipe: null, diet: end.conflicts, quality: [] };
      if (passed(result)) return result.recipe;
      logFindings(model, attempt, result);
      if (contentRetried) return substituted(result, diet, request) ?? throwing(failure(result));
      contentRetried = true;
      attemptInput = retryInput(first, result);
      yield { type: 'restart', attempt: attempt + 1, reason: result.diet.length ? 'diet' : 'quality' };
    } catch (err) {
      if (!(err instanceof MalformedOutput)) throw err;
      if (malformedRetried) throw upstreamFailed(`Malformed model output after 2 attempts (${err.message.slice(0, 200)})`);
      malformedRetried = true;
      yield { type: 'restart', attempt: attempt + 1, reason: 'malformed' };
    }
  }
}

/**
 * A refinement through the same checks (docs/product.md "Refine and remix"): the caller's
 * diet profile, the quality gate (with the servings the instruction asks for), findings sent back
 * once, then the core substitutes, then 422 `diet_conflict` or 502 `upstream_failed`.
 */
export async function refineChecked(model: ModelProvider, input: RefineRecipeInput): Promise<ModelRecipe> {
  const diet = activeDiet(input.diet);
  const request: QualityRequest = { language: input.language, ...(input.request?.servings ? { servings: input.request.servings } : {}) };
  const first: RefineRecipeInput = { ...input, diet };
  let attemptInput = first;
  for (let attempt = 1; ; attempt++) {
    const result = review(await model.refineRecipe(attemptInput), diet, request);
    if (passed(result)) return result.recipe;
    logFindings(model, attempt, result);
    if (attempt >= ATTEMPTS) return substituted(result, diet, request) ?? throwing(failure(result));
    attemptInput = {
      ...first,
      ...(result.diet.length ? { conflicts: result.diet } : {}),
      ...(result.quality.length ? { qualityFindings: result.quality } : {}),
    };
  }
}
