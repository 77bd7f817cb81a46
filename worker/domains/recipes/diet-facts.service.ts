import { eq, inArray } from 'drizzle-orm';
import { dietFacts, factsKey, parseDietFacts, type DietFacts } from '#core/diet/recipe-diet-facts';
import type { Db } from '../../db/client';
import { recipes } from './recipes.table';

/**
 * The recipes' diet facts, cached on the recipe row (docs/decisions/064-recipe-diet-facts-cache.md).
 * Stored facts whose key is the recipe's current factsKey are used as they are; missing or stale
 * ones (an edit through any path changes the key) are read from the text and written back in one
 * batch, best effort: a failed write costs the next read the same work again, never the answer.
 */
export interface DietFactsRecipe {
  id: string;
  title: string;
  /** The lines exactly as the caller checks them: the facts' line numbers are theirs. */
  ingredients: string[];
  /** The stored diet_facts column when the caller read it with the recipe; absent: read here. */
  dietFacts?: string | null;
}

export interface DietFactsDeps {
  db: Db;
}

/** D1 takes at most 100 bound values per statement. */
const READ_CHUNK = 90;

export async function dietFactsOf(deps: DietFactsDeps, list: readonly DietFactsRecipe[]): Promise<Map<string, DietFacts>> {
  const stored = new Map<string, string | null>();
  const unread = [...new Set(list.filter((r) => r.dietFacts === undefined).map((r) => r.id))];
  for (let i = 0; i < unread.length; i += READ_CHUNK) {
    const rows = await deps.db
      .select({ id: recipes.id, dietFacts: recipes.dietFacts })
      .from(recipes)
      .where(inArray(recipes.id, unread.slice(i, i + READ_CHUNK)));
    for (const row of rows) stored.set(row.id, row.dietFacts);
  }
  const out = new Map<string, DietFacts>();
  const fresh: Array<{ id: string; facts: DietFacts }> = [];
  for (const recipe of list) {
    if (out.has(recipe.id)) continue;
    const key = factsKey(recipe);
    const known = parseDietFacts(recipe.dietFacts === undefined ? stored.get(recipe.id) : recipe.dietFacts);
    if (known && known.k === key) {
      out.set(recipe.id, known);
      continue;
    }
    const facts = dietFacts(recipe);
    out.set(recipe.id, facts);
    fresh.push({ id: recipe.id, facts });
  }
  if (fresh.length) {
    const [first, ...rest] = fresh.map(({ id, facts }) => deps.db.update(recipes).set({ dietFacts: JSON.stringify(facts) }).where(eq(recipes.id, id)));
    try {
      await deps.db.batch([first!, ...rest]);
    } catch (err) {
      console.warn(JSON.stringify({ level: 'warn', message: 'diet_facts_write_failed', recipes: fresh.length, error: String(err) }));
    }
  }
  return out;
}
