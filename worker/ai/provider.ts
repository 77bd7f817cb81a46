import type { DietFinding, DietProfile } from '#core/diet/allergens';
import type { ModelRecipe } from '#core/schemas/recipe';
import type { Nutrition } from '#core/nutrition/nutrition';
import type { QualityFinding } from '#core/quality/recipe-quality';
import type { ModelProviderName } from '#core/recipe/recipe-stream';
import type { RefineRequest } from '#core/recipe/refine-instruction';
import type { TranslatedRecipe } from '#core/recipe/recipe-translation';
import type { PagesRecipe, ReadPagesInput } from './read-pages';
import type { TranslateRecipeInput } from './translate-prompts';
import type { RecipeStream } from './recipe-stream';

export type Language = 'en' | 'es' | 'de';

/**
 * A recipe as a model writes it (the one type for every provider's output, checked with
 * `modelRecipeSchema` in core before use). Not the saved recipe: that is the recipe DTO.
 */
export type { ModelRecipe };

export interface GenerateRecipeInput {
  ingredients: string[];
  type: 'quick' | 'customized';
  generationType: 'image' | 'prompt';
  cuisine?: string;
  cookingMethod?: string;
  recipeName?: string;
  language: Language;
  /** The cook's diet and allergy profile: hard constraints (docs/decisions/021-diet-and-allergy-profile.md). */
  diet?: DietProfile;
  /** What the checker found in the previous attempt, when this is the retry. */
  conflicts?: DietFinding[];
  /** What the recipe quality gate found in the previous attempt, when this is the retry (docs/decisions/039-recipe-quality-gate.md). */
  qualityFindings?: QualityFinding[];
  /** A cookbook dish to cook (`dish_id`): the offline chef cooks it from the cookbook (docs/cookbook.md). */
  dishId?: string;
  /**
   * The cookbook's recipe of the dish named, in the cook's language, as the model's reference
   * (docs/decisions/077-the-cookbook.md): the model writes that dish, adapted to the request.
   */
  reference?: ReferenceRecipe;
}

/** A cookbook recipe handed to a model as its reference. */
export interface ReferenceRecipe {
  title: string;
  servings: number;
  prepTime: number;
  cookTime: number;
  ingredients: string[];
  steps: string[];
}

/**
 * A saved recipe rewritten by the cook's instruction (docs/product.md "Refine and remix").
 * Model providers follow the free text; the offline chef follows only `request` (the instruction
 * as `core/recipe/refine-instruction.ts` reads it) and answers 422 when it is null.
 */
export interface RefineRecipeInput {
  recipe: ModelRecipe;
  instruction: string;
  request: RefineRequest | null;
  /** The recipe's language: the refined recipe is written in it. */
  language: Language;
  diet?: DietProfile;
  conflicts?: DietFinding[];
  qualityFindings?: QualityFinding[];
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

/** Where the AI runs (docs/decisions/036-model-providers.md). */
export type ProviderName = ModelProviderName;

/** One interface for every model call (docs/product.md "Model providers"). */
export interface ModelProvider {
  readonly name: ProviderName;
  /**
   * The model that writes, as the recipe shows it ("gemini-2.5-flash",
   * "@cf/meta/llama-3.3-70b-instruct-fp8-fast", "llama3.2 via OpenAI-compatible server",
   * "Offline demo chef").
   */
  readonly model: string;
  detectIngredients(input: DetectIngredientsInput): Promise<string[]>;
  generateRecipe(input: GenerateRecipeInput): Promise<ModelRecipe>;
  /** A new version of a recipe following the cook's instruction, validated like a generated one. */
  refineRecipe(input: RefineRecipeInput): Promise<ModelRecipe>;
  /**
   * The same recipe written as a stream: its lines as they are written, the validated recipe as
   * the return value. Malformed output throws `MalformedOutput` (the caller may try once more);
   * `signal` stops the model.
   */
  streamRecipe(input: GenerateRecipeInput, signal?: AbortSignal): RecipeStream;
  /** Per 100 g. */
  estimateNutrition(input: NutritionInput): Promise<Nutrition>;
  /**
   * A recipe's texts in another language (worker/ai/translate-prompts.ts), schema-checked; null
   * when this provider cannot translate (the offline chef). The caller checks the structure.
   */
  translateRecipe(input: TranslateRecipeInput): Promise<TranslatedRecipe | null>;
  /**
   * Photographed recipe pages read as one recipe (docs/decisions/041-reading-recipes-photos.md);
   * absent when the provider has no vision model (the browser reads the pages instead).
   */
  readRecipePages?(input: ReadPagesInput): Promise<PagesRecipe>;
}

export interface PictureInput {
  title: string;
  /** Ingredient lines as the recipe lists them. */
  ingredients: string[];
  language: Language;
}

export interface Picture {
  bytes: Uint8Array;
  /** As the model answered it (`image/png`, `image/jpeg`, `image/webp`); the caller checks the bytes. */
  mimeType: string;
}

/**
 * A model that draws a dish (docs/decisions/038-dish-pictures-the-ai-picture-queue.md). Failures throw the same 502
 * `upstream_failed` ApiError as the text calls.
 */
export interface ImageProvider {
  readonly name: Exclude<ProviderName, 'offline'>;
  readonly model: string;
  generatePicture(input: PictureInput): Promise<Picture>;
}
