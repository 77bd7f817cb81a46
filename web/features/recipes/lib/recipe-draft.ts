import { ingredientLines, instructionSteps } from '#core/recipe/recipe-text';
import { CUISINES, DIFFICULTIES, type Cuisine, type Difficulty } from '#core/kernel/options';
import { RECIPE_LIMITS } from '#core/schemas/recipe';

/** The editor's form state: text fields as typed, lists of lines. */
export interface RecipeDraft {
  title: string;
  description: string;
  servings: string;
  prep_time: string;
  cook_time: string;
  difficulty: Difficulty;
  cuisine: Cuisine | '';
  ingredients: string[];
  instructions: string[];
}

interface RecipeLike {
  title: string;
  description: string | null;
  servings: number | null;
  prep_time: number | null;
  cook_time: number | null;
  difficulty: string | null;
  cuisine: string | null;
  ingredients: string;
  instructions: string;
}

export const EMPTY_DRAFT: RecipeDraft = {
  title: '',
  description: '',
  servings: '2',
  prep_time: '',
  cook_time: '',
  difficulty: 'medium',
  cuisine: '',
  ingredients: [''],
  instructions: [''],
};

/** A saved recipe as a draft: its ingredient lines and steps one per field (numbers stripped). */
export function draftOf(recipe: RecipeLike): RecipeDraft {
  const lines = ingredientLines(recipe.ingredients);
  const steps = instructionSteps(recipe.instructions);
  return {
    title: recipe.title,
    description: recipe.description ?? '',
    servings: recipe.servings !== null ? String(recipe.servings) : '',
    prep_time: recipe.prep_time !== null ? String(recipe.prep_time) : '',
    cook_time: recipe.cook_time !== null ? String(recipe.cook_time) : '',
    difficulty: DIFFICULTIES.find((d) => d === recipe.difficulty) ?? 'medium',
    cuisine: CUISINES.find((c) => c === recipe.cuisine) ?? '',
    ingredients: lines.length > 0 ? lines : [''],
    instructions: steps.length > 0 ? steps : [''],
  };
}

/** Whether two drafts hold the same text in every field (the editor's "unsaved changes"). */
export function sameDraft(a: RecipeDraft, b: RecipeDraft): boolean {
  const sameLines = (x: string[], y: string[]) => x.length === y.length && x.every((line, i) => line === y[i]);
  return (
    a.title === b.title &&
    a.description === b.description &&
    a.servings === b.servings &&
    a.prep_time === b.prep_time &&
    a.cook_time === b.cook_time &&
    a.difficulty === b.difficulty &&
    a.cuisine === b.cuisine &&
    sameLines(a.ingredients, b.ingredients) &&
    sameLines(a.instructions, b.instructions)
  );
}

export type DraftProblem = 'title' | 'ingredients' | 'instructions' | 'servings' | 'prep_time' | 'cook_time';

/** The whole numbers the form takes, as the server's schema does (core/schemas/manual-recipe.ts). */
export const NUMBER_BOUNDS = {
  servings: { min: 1, max: RECIPE_LIMITS.servings },
  prep_time: { min: 0, max: RECIPE_LIMITS.minutes },
  cook_time: { min: 0, max: RECIPE_LIMITS.minutes },
} as const;

function wholeNumber(text: string, { min, max }: { min: number; max: number }): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** The request body, or the fields that need fixing. Blank lines are dropped. */
export function recipeBodyOf(draft: RecipeDraft) {
  const problems: DraftProblem[] = [];
  const title = draft.title.trim();
  const ingredients = draft.ingredients.map((l) => l.trim()).filter(Boolean);
  const instructions = draft.instructions.map((l) => l.trim()).filter(Boolean);
  const servings = wholeNumber(draft.servings, NUMBER_BOUNDS.servings);
  const prep = wholeNumber(draft.prep_time, NUMBER_BOUNDS.prep_time);
  const cook = wholeNumber(draft.cook_time, NUMBER_BOUNDS.cook_time);
  if (!title) problems.push('title');
  if (ingredients.length === 0) problems.push('ingredients');
  if (instructions.length === 0) problems.push('instructions');
  if (servings === undefined) problems.push('servings');
  if (prep === undefined) problems.push('prep_time');
  if (cook === undefined) problems.push('cook_time');
  if (problems.length > 0) return { ok: false as const, problems };
  return {
    ok: true as const,
    body: {
      title,
      description: draft.description.trim() || null,
      servings: servings ?? 2,
      prep_time: prep ?? 0,
      cook_time: cook ?? 0,
      difficulty: draft.difficulty,
      cuisine: draft.cuisine || null,
      ingredients,
      instructions,
    },
  };
}
