import { isCookingMethod, isCuisine } from '#core/kernel/options';
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '#core/schemas/recipe';
import { initialCreatorState, type CreatorState } from './creator-state';

/**
 * What the cook typed on the creator, kept per history entry (the router's location key) in this
 * tab's session storage, so the browser's Back and Forward return to the creator with it: the
 * ingredients, the description, the cuisine and the method. The photo is not kept (the list read
 * from it is), and a recipe being written is not either.
 */
const PREFIX = 'forkcast.creator.draft.';
const MAX_KEPT = 20;

export interface CreatorDraft {
  ingredients: string[];
  recipeName: string;
  cuisine: string;
  cookingMethod: string;
}

/** The draft of `state` (on the form, or the recipe written from it), or null when nothing was typed yet. */
export function draftOf(state: CreatorState): CreatorDraft | null {
  if (state.step === 'upload' || (state.ingredients.length === 0 && state.recipeName.trim() === '')) return null;
  return { ingredients: state.ingredients, recipeName: state.recipeName, cuisine: state.cuisine, cookingMethod: state.cookingMethod };
}

/** The creator state a kept draft comes back as: the customize step, typing (no photo). */
export function stateOfDraft(value: unknown): CreatorState | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Partial<Record<keyof CreatorDraft, unknown>>;
  const ingredients = Array.isArray(draft.ingredients)
    ? draft.ingredients.filter((i): i is string => typeof i === 'string' && i.trim() !== '').map((i) => i.slice(0, MAX_INGREDIENT_LENGTH)).slice(0, MAX_INGREDIENTS)
    : [];
  const recipeName = typeof draft.recipeName === 'string' ? draft.recipeName : '';
  if (ingredients.length === 0 && recipeName.trim() === '') return null;
  return {
    ...initialCreatorState,
    step: 'customize',
    generationType: 'prompt',
    ingredients,
    recipeName,
    cuisine: typeof draft.cuisine === 'string' && isCuisine(draft.cuisine) ? draft.cuisine : '',
    cookingMethod: typeof draft.cookingMethod === 'string' && isCookingMethod(draft.cookingMethod) ? draft.cookingMethod : '',
  };
}

export function keepDraft(entry: string, state: CreatorState): void {
  try {
    const draft = draftOf(state);
    if (!draft) {
      sessionStorage.removeItem(PREFIX + entry);
      return;
    }
    sessionStorage.setItem(PREFIX + entry, JSON.stringify(draft));
    // Only the latest entries are kept: a long session does not fill the storage.
    const keys = Object.keys(sessionStorage).filter((k) => k.startsWith(PREFIX));
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_KEPT))) if (old !== PREFIX + entry) sessionStorage.removeItem(old);
  } catch {
    // Storage refused (private mode, quota): Back then starts a new form.
  }
}

export function keptDraft(entry: string): CreatorState | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + entry);
    return raw ? stateOfDraft(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}
