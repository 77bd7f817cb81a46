import type { DietFinding, DietProfile } from '../../core/allergens';
import type { Nutrition } from '../../core/nutrition';
import type { RecipeStream } from './recipe-stream';

export type Language = 'en' | 'es' | 'de';

/** What a provider writes for a recipe; validated with the zod schema in core before use. */
export interface GeneratedRecipe {
  title: string;
  description: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: 'easy' | 'medium' | 'hard';
  /** One line per ingredient, with quantities ("200 g spaghetti"). */
  ingredients: string[];
  /** One step per entry, without leading numbers; may use **bold** and *italic*. */
  instructions: string[];
}

export interface GenerateRecipeInput {
  ingredients: string[];
  type: 'quick' | 'customized';
  generationType: 'image' | 'prompt';
  cuisine?: string;
  cookingMethod?: string;
  recipeName?: string;
  language: Language;
  /** The cook's diet and allergy profile: hard constraints (DECISIONS.md "Diet profile"). */
  diet?: DietProfile;
  /** What the checker found in the previous attempt, when this is the retry. */
  conflicts?: DietFinding[];
}

export interface DetectIngredientsInput {
  image: Uint8Array;
  mimeType: string;
  language: Language;
}

export interface NutritionInput {
  title: string;
  ingredients: string[];
  servings: number;
}

/** One interface for every model call (DECISIONS.md "Model calls"). */
export interface ModelProvider {
  readonly name: 'gemini' | 'offline';
  detectIngredients(input: DetectIngredientsInput): Promise<string[]>;
  generateRecipe(input: GenerateRecipeInput): Promise<GeneratedRecipe>;
  /**
   * The same recipe written as a stream: its lines as they are written, the validated recipe as
   * the return value. Malformed output throws `MalformedOutput` (the caller may try once more);
   * `signal` stops the model.
   */
  streamRecipe(input: GenerateRecipeInput, signal?: AbortSignal): RecipeStream;
  /** Per 100 g. */
  estimateNutrition(input: NutritionInput): Promise<Nutrition>;
}
