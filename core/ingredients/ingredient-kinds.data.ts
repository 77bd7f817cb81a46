import { kindEntries } from '#core/food/food-table';
import type { IngredientEntry } from '#core/food/ingredient-kinds.types';

/**
 * The ingredient kinds table (core/ingredients/ingredient-kinds.ts): read from the one food table
 * (data/foods/foods.tsv and data/foods/kind-groups.tsv, docs/decisions/082-one-food-table.md). Each
 * entry is a group of foods with its names in en | es | de, its kind and what differs from the
 * kind's defaults. Bounds are per serving and generous: a good cookbook's recipe stays inside them
 * (tested with real recipes in core/quality/recipe-quality.real.test.ts).
 */
export const INGREDIENT_ENTRIES: readonly IngredientEntry[] = kindEntries();
