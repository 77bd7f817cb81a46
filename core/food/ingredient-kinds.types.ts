/** Shapes of the ingredient kinds table (core/ingredients/ingredient-kinds.ts). */

export type KindLanguage = 'en' | 'es' | 'de';

export type IngredientKind =
  | 'herb'
  | 'woody_herb'
  | 'spice'
  | 'salt'
  | 'condiment'
  | 'sauce'
  | 'liquid'
  | 'fat'
  | 'protein'
  | 'egg'
  | 'staple'
  | 'vegetable'
  | 'fruit'
  | 'cheese'
  | 'nut'
  | 'baking'
  | 'sweetener';

/** What cannot be chopped, sliced or diced: a liquid, a paste, mince, dry pasta or grains, a powder. */
export type IngredientForm = 'liquid' | 'paste' | 'mince' | 'dry_pasta' | 'grain' | 'powder' | 'soft';

export type StapleCook =
  | 'white_rice'
  | 'brown_rice'
  | 'potatoes_boiled'
  | 'potatoes_fried'
  | 'potatoes_roasted'
  | 'dried_pasta'
  | 'quick_noodles'
  | 'lentils'
  | 'red_lentils'
  | 'dried_beans';

export interface IngredientEntry {
  id: string;
  kind: IngredientKind;
  /** Names in each language, singular, lower case ("soy sauce", "salsa de soja", "sojasoße"). */
  names: Record<KindLanguage, string[]>;
  /** Most per serving (g, or ml when `liquid`; eggs in pieces), when it differs from the kind's. */
  max?: number;
  /** Least per serving (same measure as `max`) when the line is there at all: a main part, not a garnish. */
  min?: number;
  /** Measured by volume (ml, l, cups, spoons), never by weight. */
  liquid?: boolean;
  /**
   * The food of the food table (core/food/food-measures.ts) whose weights a line of this entry takes
   * when the table does not know the line's own food: grams per ml ("1 tsp garam masala" weighs
   * as curry powder), per piece ("2 leeks" as onions) and per pack part ("2 ramas de romero" as
   * rosemary sprigs). Without it, a volume weighs as water and a count is not weighed.
   */
  weighsAs?: string;
  /** Cannot be chopped (liquids are, by `liquid`). */
  form?: IngredientForm;
  /** A staple whose cooking time the gate checks; potatoes are 'potatoes_boiled' here, the method decides. */
  cook?: StapleCook;
}
