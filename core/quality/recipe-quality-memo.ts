import { parseIngredientLine, wordKey, type ParsedIngredient } from '#core/ingredients/ingredient-parse';

/**
 * Small caches for the quality gate: one run reads the same lines and steps in several rules and
 * again after repair, so each is parsed once. Bounded, and cleared when full.
 */
export function memo<T>(compute: (key: string) => T, limit = 2000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (cache.has(key)) return cache.get(key)!;
    const value = compute(key);
    if (cache.size >= limit) cache.clear();
    cache.set(key, value);
    return value;
  };
}

/** `parseIngredientLine` (core/ingredients/ingredient-parse.ts), remembered per line. */
export const parsedLine: (line: string) => ParsedIngredient | null = memo(parseIngredientLine);

/** `wordKey` (core/ingredients/ingredient-parse.ts), remembered per word: steps and titles repeat their words. */
export const wordKeyOf: (word: string) => string = memo(wordKey, 5000);
