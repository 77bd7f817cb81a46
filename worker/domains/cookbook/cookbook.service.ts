import { cookbookMatch, dishPreview, rankMatches, recipeMatch } from '#core/cookbook/cook-from';
import type { CookbookStore } from '#core/cookbook/cookbook-store';
import type { CookItem } from '#core/cookbook/match-foods';
import { daysBetween } from '#core/kitchen/freshness';
import type { RecipeLanguage } from '#core/kernel/options';
import type { CookbookDishPreview, CookbookMatchResponse } from '#core/schemas/cookbook';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { listPantry } from '../pantry/pantry.service';
import { planCandidates } from '../recipes/recipes-read.service';

/**
 * The cookbook's services (docs/api.md "Cookbook"): "Cook from what I have" over the cookbook and
 * the cook's own recipes, and a dish as a read-only preview.
 */
export interface CookbookDeps {
  db: Db;
  cookbook: CookbookStore;
  now: Date;
}

/** Cookbook dishes weighed before the share ranks them with the cook's recipes. */
const CANDIDATES = 40;

export async function matchFromItems(deps: CookbookDeps, userId: string, items: CookItem[], language: RecipeLanguage): Promise<CookbookMatchResponse> {
  const [dishes, own] = await Promise.all([deps.cookbook.match({ items, limit: CANDIDATES }), planCandidates({ db: deps.db }, userId)]);
  const fromCookbook = dishes.filter((m) => m.usesMain).map((m) => cookbookMatch(m, items, language));
  const fromRecipes = own.map((r) => recipeMatch(r, items)).filter((m) => m !== null);
  return { matches: rankMatches([...fromCookbook, ...fromRecipes]) };
}

/**
 * The pantry's items as foods: what expires first counts most (expired or today three times, within
 * a week twice, later or undated once).
 */
export function pantryItems(items: ReadonlyArray<{ name: string; expiry_date: string | null }>, today: string): CookItem[] {
  return items.map((item) => {
    const days = item.expiry_date ? daysBetween(today, item.expiry_date) : null;
    const weight = days === null ? 1 : days <= 1 ? 3 : days <= 7 ? 2 : 1;
    return { text: item.name, weight };
  });
}

export async function matchFromPantry(deps: CookbookDeps, userId: string, ownerId: string, language: RecipeLanguage): Promise<CookbookMatchResponse> {
  const { items } = await listPantry({ db: deps.db, ownerId });
  if (!items.length) return { matches: [] };
  return matchFromItems(deps, userId, pantryItems(items, deps.now.toISOString().slice(0, 10)), language);
}

export async function getDishPreview(deps: Pick<CookbookDeps, 'cookbook'>, id: string, language: RecipeLanguage): Promise<CookbookDishPreview> {
  const dish = await deps.cookbook.get(id);
  if (!dish) throw notFound('This dish is not in the cookbook');
  return dishPreview(dish, language);
}
