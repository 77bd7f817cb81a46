/** The recipe quality gate's shapes (docs/decisions/039-recipe-quality-gate.md). */

export type QualityLanguage = 'en' | 'es' | 'de';

/** A recipe as any provider writes it (the fields the gate reads and repairs). */
export interface RecipeDraft {
  title: string;
  description: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  ingredients: string[];
  instructions: string[];
}

/** What the cook asked for: the servings and dish read from the description, and their ingredients. */
export interface QualityRequest {
  language: QualityLanguage;
  servings?: number;
  dish?: string;
  givenIngredients?: string[];
  /**
   * The defining ingredients of the dish asked for, as plain English food names, when the cookbook
   * knows it (core/cookbook/): a recipe without one of them is another dish.
   */
  definingIngredients?: string[][];
}

export const QUALITY_RULES = [
  'quantity_implausible',
  'liquid_by_weight',
  'count_agreement',
  'given_missing',
  'chop_unchoppable',
  'staple_undercooked',
  'step_time_exceeds',
  'open_method',
  'servings_mismatch',
  'dish_mismatch',
  'form_verb',
  'served_raw',
  'sweet_savoury',
] as const;

export type QualityRule = (typeof QUALITY_RULES)[number];

/** One thing wrong with a recipe: the rule, a message a model can act on, and the line it is about. */
export interface QualityFinding {
  rule: QualityRule;
  message: string;
  /** The ingredient line or step the finding is about, as written. */
  line?: string;
  /** Its index in `ingredients` (ingredient rules) or `instructions` (step rules). */
  index?: number;
}
