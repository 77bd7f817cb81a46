import { splitIngredientList } from '#core/ingredients/ingredient-list-split';
import type { CookingMethod, Cuisine } from '#core/kernel/options';
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '#core/schemas/recipe';
import type { RecipeLine, StreamMeta } from '#core/recipe/recipe-stream';
import { addLine, emptyDraft, type RecipeDraft } from './recipe-draft';
import type { CreatedRecipe } from './api/use-generate-recipe';

/**
 * The creation flow as a state machine (docs/product.md "Creation flow"):
 * upload -> detect ingredients -> customize -> generate -> recipe.
 * Pure: the page dispatches actions and reads the derived rules below.
 */
export type CreatorStep = 'upload' | 'customize' | 'recipe';
export type GenerationType = 'image' | 'prompt';
export const CREATOR_STEPS: readonly CreatorStep[] = ['upload', 'customize', 'recipe'];

export interface CreatorError {
  source: 'detect' | 'generate';
  message: string;
}

/** The saved recipe as the server answers it (inferred from the typed client). */
export type { CreatedRecipe };

export interface CreatorState {
  step: CreatorStep;
  generationType: GenerationType;
  /** Preview (data URL) of the prepared photo while it is shown. */
  imagePreview: string | null;
  /** Where the server stored the photo, sent along with the generation. */
  imageUrl: string | null;
  detecting: boolean;
  ingredients: string[];
  recipeName: string;
  /** '' when no cuisine is chosen. */
  cuisine: Cuisine | '';
  cookingMethod: CookingMethod | '';
  generating: boolean;
  /** The recipe as the stream writes it; null before the first event and once it is done. */
  draft: RecipeDraft | null;
  error: CreatorError | null;
  recipe: CreatedRecipe | null;
}

export type CreatorAction =
  | { type: 'imageSelected'; preview: string }
  | { type: 'detectSucceeded'; ingredients: string[]; imageUrl: string }
  | { type: 'detectFailed'; message: string | null }
  | { type: 'imageUnreadable'; message: string }
  | { type: 'imageCleared' }
  /** The photo is taken off on the customize step: what was typed stays, the recipe is written from it. */
  | { type: 'photoRemoved' }
  | { type: 'startWithDescription' }
  | { type: 'prefill'; ingredients: string[] }
  | { type: 'ingredientAdded'; text: string }
  | { type: 'ingredientEdited'; index: number; text: string }
  | { type: 'ingredientRemoved'; index: number }
  | { type: 'recipeNameChanged'; value: string }
  | { type: 'cuisineChanged'; value: Cuisine | '' }
  | { type: 'cookingMethodChanged'; value: CookingMethod | '' }
  /** `dish`: a cookbook dish is cooked (`{ dish_id }`), which needs no ingredient or description. */
  | { type: 'generateStarted'; dish?: boolean }
  | { type: 'streamMeta'; meta: StreamMeta }
  | { type: 'streamLine'; line: RecipeLine }
  | { type: 'generateSucceeded'; recipe: CreatedRecipe }
  | { type: 'generateFailed'; message: string | null }
  | { type: 'generateCancelled' }
  | { type: 'errorDismissed' }
  | { type: 'newRecipe' };

export const initialCreatorState: CreatorState = {
  step: 'upload',
  generationType: 'image',
  imagePreview: null,
  imageUrl: null,
  detecting: false,
  ingredients: [],
  recipeName: '',
  cuisine: '',
  cookingMethod: '',
  generating: false,
  draft: null,
  error: null,
  recipe: null,
};

/** The state to start from: customize with the pantry items when the pantry sent some. */
export function initCreatorState(prefillIngredients: string[] | null): CreatorState {
  return prefillIngredients
    ? creatorReducer(initialCreatorState, { type: 'prefill', ingredients: prefillIngredients })
    : initialCreatorState;
}

/** Adding or editing an ingredient: trimmed; blank text is refused (null). */
export function normaliseIngredient(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

const EDIT_ACTIONS = [
  'ingredientAdded',
  'ingredientEdited',
  'ingredientRemoved',
  'recipeNameChanged',
  'cuisineChanged',
  'cookingMethodChanged',
] as const;
type EditAction = Extract<CreatorAction, { type: (typeof EDIT_ACTIONS)[number] }>;

function isEditAction(action: CreatorAction): action is EditAction {
  return (EDIT_ACTIONS as readonly string[]).includes(action.type);
}

/** Editing on the customize step: the ingredient list, the description and the options. */
function editReducer(state: CreatorState, action: EditAction): CreatorState {
  switch (action.type) {
    case 'ingredientAdded': {
      // "Zucchini, Feta, Eier, Tomaten, Zwiebel" is five ingredients (core/ingredients/ingredient-list-split.ts).
      const added = splitIngredientList(action.text).map((i) => i.slice(0, MAX_INGREDIENT_LENGTH));
      if (added.length === 0) return state;
      return { ...state, ingredients: [...state.ingredients, ...added].slice(0, MAX_INGREDIENTS) };
    }
    case 'ingredientEdited': {
      const ingredient = normaliseIngredient(action.text);
      if (!ingredient || action.index < 0 || action.index >= state.ingredients.length) return state;
      return { ...state, ingredients: state.ingredients.map((v, i) => (i === action.index ? ingredient : v)) };
    }
    case 'ingredientRemoved':
      return { ...state, ingredients: state.ingredients.filter((_, i) => i !== action.index) };
    case 'recipeNameChanged':
      return { ...state, recipeName: action.value };
    case 'cuisineChanged':
      return { ...state, cuisine: action.value };
    case 'cookingMethodChanged':
      return { ...state, cookingMethod: action.value };
  }
}

export function creatorReducer(state: CreatorState, action: CreatorAction): CreatorState {
  if (isEditAction(action)) return editReducer(state, action);
  switch (action.type) {
    case 'imageSelected':
      return { ...initialCreatorState, imagePreview: action.preview, detecting: true };
    case 'detectSucceeded': {
      if (!state.detecting) return state; // the image was removed meanwhile
      // Nothing found leaves the list empty for the cook to fill: no placeholder ingredient.
      const found = action.ingredients.map(normaliseIngredient).filter((i): i is string => i !== null);
      return { ...state, step: 'customize', detecting: false, imageUrl: action.imageUrl, ingredients: found };
    }
    case 'detectFailed':
      if (!state.detecting) return state;
      return {
        ...initialCreatorState,
        error: action.message === null ? null : { source: 'detect', message: action.message },
      };
    case 'imageUnreadable':
      return { ...initialCreatorState, error: { source: 'detect', message: action.message } };
    case 'photoRemoved':
      return state.step === 'customize' ? { ...state, imagePreview: null, imageUrl: null, generationType: 'prompt' } : state;
    case 'imageCleared':
    case 'newRecipe':
      return initialCreatorState;
    case 'startWithDescription':
      return { ...initialCreatorState, step: 'customize', generationType: 'prompt' };
    case 'prefill': {
      const found = action.ingredients.map(normaliseIngredient).filter((i): i is string => i !== null);
      return {
        ...initialCreatorState,
        step: 'customize',
        generationType: 'prompt',
        ingredients: [...new Set(found)].slice(0, MAX_INGREDIENTS),
      };
    }
    case 'generateStarted':
      if ((!action.dish && !canGenerate(state)) || state.generating) return state;
      return { ...state, generating: true, draft: null, error: null };
    case 'streamMeta':
      // A later attempt (diet conflict, malformed output) starts the lines over.
      return state.generating ? { ...state, draft: emptyDraft(action.meta) } : state;
    case 'streamLine':
      return state.generating && state.draft ? { ...state, draft: addLine(state.draft, action.line) } : state;
    case 'generateSucceeded':
      return { ...state, step: 'recipe', generating: false, draft: null, error: null, recipe: action.recipe };
    case 'generateCancelled':
      return { ...state, generating: false, draft: null };
    case 'generateFailed':
      return {
        ...state,
        generating: false,
        draft: null,
        error: action.message === null ? null : { source: 'generate', message: action.message },
      };
    case 'errorDismissed':
      return { ...state, error: null };
  }
}

/** Generate needs an ingredient, or in prompt mode a non-blank description. */
export function canGenerate(state: Pick<CreatorState, 'generationType' | 'ingredients' | 'recipeName'>): boolean {
  if (state.ingredients.length > 0) return true;
  return state.generationType === 'prompt' && state.recipeName.trim() !== '';
}

/** The i18n key (creator namespace) of the hint shown while generate is disabled, or null. */
export function generateHintKey(
  state: Pick<CreatorState, 'generationType' | 'ingredients' | 'recipeName'>,
): 'hints.addIngredient' | 'hints.addDescriptionOrIngredient' | null {
  if (canGenerate(state)) return null;
  return state.generationType === 'prompt' ? 'hints.addDescriptionOrIngredient' : 'hints.addIngredient';
}
