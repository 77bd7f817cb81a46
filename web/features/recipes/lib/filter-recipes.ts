/** What the My recipes filters need of a recipe. */
export interface FilterableRecipe {
  title: string;
  cuisine: string | null;
  difficulty: string;
}

export interface RecipeFilters {
  search: string;
  /** '' = all cuisines. */
  cuisine: string;
  /** '' = all difficulties. */
  difficulty: string;
}

export const NO_FILTERS: RecipeFilters = { search: '', cuisine: '', difficulty: '' };

/**
 * Text search on title or cuisine (case-insensitive; the cuisine's id and its shown label both
 * match), and the two filters, all combined.
 */
export function filterRecipes<T extends FilterableRecipe>(
  list: readonly T[],
  filters: RecipeFilters,
  cuisineLabel: (cuisine: string | null) => string = (c) => c ?? '',
): T[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return list.filter((r) => {
    if (needle) {
      const inTitle = r.title.toLocaleLowerCase().includes(needle);
      const inCuisine =
        (r.cuisine ?? '').toLocaleLowerCase().includes(needle) ||
        cuisineLabel(r.cuisine).toLocaleLowerCase().includes(needle);
      if (!inTitle && !inCuisine) return false;
    }
    if (filters.cuisine && (r.cuisine ?? '').toLocaleLowerCase() !== filters.cuisine.toLocaleLowerCase()) return false;
    if (filters.difficulty && r.difficulty.toLowerCase() !== filters.difficulty) return false;
    return true;
  });
}

/** The distinct cuisines among the user's recipes (case-insensitive), sorted. */
export function distinctCuisines(list: readonly FilterableRecipe[], locale = 'en'): string[] {
  const seen = new Map<string, string>();
  for (const r of list) {
    const cuisine = r.cuisine?.trim();
    if (cuisine && !seen.has(cuisine.toLocaleLowerCase())) seen.set(cuisine.toLocaleLowerCase(), cuisine);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, locale));
}

/** The recipe's total time: the source's total when it gave one (a rest, a rise), else prep plus cook. */
export function totalMinutes(r: { prep_time: number; cook_time: number; total_time?: number | null }): number {
  return r.total_time ?? r.prep_time + r.cook_time;
}
