import type { RestoredRecipe } from '../recipes/restore-recipe.service';
import type { ImportRun, Incoming } from './import-read';

/**
 * The kitchen import's recipe rows: each new record mapped to the row restore-recipe.service.ts writes,
 * with its family kept (docs/decisions/061-export-keeps-recipe-families.md): its original's id in this
 * account. Credit, provider and dates are the server's, never the archive's.
 */

/** What a restored recipe keeps of its family: its original's id in this account, and its credit link. */
export interface FamilyLinks {
  parentId: string | null;
  remixOf: string | null;
}

/**
 * The original of each record's family among the zip's records (docs/decisions/061-export-keeps-recipe-families.md):
 * `parent_recipe_id` names another record's `recipe.id`. A parent missing from the zip makes the
 * record an original; a chain is followed to its first version (the account keeps families one
 * level deep); a loop makes each record on it an original.
 */
function familyOriginals(all: Incoming[]): Map<Incoming, Incoming> {
  const byExportedId = new Map<string, Incoming>();
  for (const incoming of all) {
    const id = incoming.record.recipe.id;
    if (id && !byExportedId.has(id)) byExportedId.set(id, incoming);
  }
  const original = new Map<Incoming, Incoming>();
  for (const start of all) {
    const path: Incoming[] = [];
    const onPath = new Set<Incoming>();
    let at = start;
    let top: Incoming | null = null;
    for (;;) {
      const known = original.get(at);
      if (known) {
        top = known;
        break;
      }
      path.push(at);
      onPath.add(at);
      const parentId = at.record.recipe.parent_recipe_id;
      const parent = parentId ? byExportedId.get(parentId) : undefined;
      if (!parent) {
        top = at;
        break;
      }
      if (onPath.has(parent)) break; // a loop: no record on it is anyone's version
      at = parent;
    }
    for (const incoming of path) original.set(incoming, top ?? incoming);
  }
  return original;
}

/**
 * Family links of the recipes this import adds: the parent's id in this account. A "saved from"
 * credit (`remix_of`, its title and creator) comes only from a real save in the app, never from
 * an archive, which anyone can write: an import could otherwise name a live shared recipe with any
 * creator name, show it linked, and skip the Pro save and its count (docs/decisions/061-export-keeps-recipe-families.md).
 */
export async function familyLinks(run: ImportRun, added: Array<Incoming & { id: string }>): Promise<Map<Incoming, FamilyLinks>> {
  const original = familyOriginals([...run.recipes.values()]);
  const links = new Map<Incoming, FamilyLinks>();
  for (const incoming of added) {
    const top = original.get(incoming);
    const parentId = top && top !== incoming ? (top.id ?? null) : null;
    links.set(incoming, { parentId, remixOf: null });
  }
  return links;
}

/** A new record as the recipe row to insert. */
export function recipeRow(run: ImportRun, incoming: Incoming & { id: string }, links: FamilyLinks | undefined, order = 0): RestoredRecipe {
  const r = incoming.record.recipe;
  const parentId = links?.parentId ?? null;
  return {
    id: incoming.id,
    userId: run.deps.userId,
    title: r.title,
    description: r.description,
    cuisine: r.cuisine,
    cookingMethod: r.cooking_method,
    prepTime: r.prep_time,
    cookTime: r.cook_time,
    // Kept only when the source's total is longer than prep and cook (docs/decisions/046-reading-recipes-lines-lists-and-pages.md).
    totalTime: r.total_time != null && r.total_time > r.prep_time + r.cook_time ? r.total_time : null,
    servings: r.servings,
    difficulty: r.difficulty,
    ingredients: r.ingredients,
    instructions: r.instructions,
    notes: r.notes,
    imageUrl: incoming.imageUrl,
    aiImageUrl: null,
    language: r.language,
    generationType: r.generation_type,
    recipeType: r.recipe_type,
    // Set by the server: an archive says nothing trusted about which model wrote a recipe or when.
    provider: 'import',
    sourceUrl: r.source_url,
    nutrition: r.nutrition,
    createdAt: new Date(run.deps.now.getTime() + order).toISOString(),
    // A version keeps what was asked; a version without its original in the zip is a plain original.
    parentRecipeId: parentId,
    refineInstruction: parentId ? (r.refine_instruction ?? null) : null,
    remixOf: null,
    remixOfTitle: null,
    remixOfCreator: null,
  };
}
