import type { IngredientEntry, IngredientForm, IngredientKind, StapleCook } from '../ingredient-kinds.types';
import { FOOD_TABLE_COLUMNS, FOOD_TABLE_TEXT, KIND_GROUPS } from './food-table.data';
import { namesOf, type FoodRow } from './food-table-build';

/**
 * The one food table (docs/decisions/082-one-food-table.md), as the rules read it: its rows parsed
 * on first use from the generated core/food/food-table.data.ts, and the views each rule needs (the
 * quality gate's kinds, ...). Edit data/foods/foods.tsv, never the generated file.
 */
let rows: readonly FoodRow[] | undefined;

/** Every food of the table, in the table's order. */
export function foodRows(): readonly FoodRow[] {
  rows ??= FOOD_TABLE_TEXT.split('\n').map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(FOOD_TABLE_COLUMNS.map((column, i) => [column, cells[i] ?? ''])) as FoodRow;
  });
  return rows;
}

/**
 * The quality gate's kinds table (core/ingredient-kinds.ts): one entry per group of
 * data/foods/kind-groups.tsv, in its order, named by its foods' names, with the group's bounds and
 * the form its foods share (a liquid is measured by volume; `solid` can be chopped).
 */
export function kindEntries(): IngredientEntry[] {
  const byGroup = new Map<string, FoodRow[]>();
  for (const row of foodRows()) if (row.group) byGroup.set(row.group, [...(byGroup.get(row.group) ?? []), row]);
  return KIND_GROUPS.map(([id, kind, min, max, cook, weighsAs]) => {
    const foods = byGroup.get(id) ?? [];
    const form = foods[0]?.form;
    const names = (language: 'en' | 'es' | 'de') => foods.flatMap((row) => namesOf(row, language).map((name) => name.toLowerCase()));
    return {
      id,
      kind: kind as IngredientKind,
      names: { en: names('en'), es: names('es'), de: names('de') },
      ...(form === 'liquid' ? { liquid: true } : form && form !== 'solid' ? { form: form as IngredientForm } : {}),
      ...(min !== null ? { min } : {}),
      ...(max !== null ? { max } : {}),
      ...(cook ? { cook: cook as StapleCook } : {}),
      ...(weighsAs ? { weighsAs } : {}),
    };
  });
}
