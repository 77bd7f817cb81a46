import { ALLERGEN_LEXICON } from './allergen-lexicon';
import { DIET_CHECKER_VERSION, checkRecipeDiet, matchAllRules, matchDislike } from './allergens';
import { ALLERGENS, DIETS, type Allergen, type Diet, type DietFinding, type DietProfile } from './allergens-profile';
import { DIET_LEXICON } from './diet-lexicon';
import { COMPOSED_FOODS } from './food-composed';
import FOOD_INDEX_TEXT from './food-index.data';
import { NAMED_FOODS } from './food-index-names';
import TABLE_FOODS_TEXT from './food-table-index.data';

/**
 * A recipe's diet facts (docs/decisions/064-recipe-diet-facts-cache.md): for every allergen and
 * diet, the term that breaks it in the title and in each ingredient line, exactly as
 * checkRecipeDiet (core/diet/allergens.ts) reads them for a profile holding only that rule. Profiles
 * are then checked against the facts (`findingsFromFacts`) without reading the lines again;
 * dislikes, free text, are still matched on the lines (cheap). The facts are keyed by a hash of
 * the title, the lines and the checker's version (`factsKey`), so an edit makes them stale.
 */

export type DietRule = Allergen | Diet;
export const DIET_RULES: readonly DietRule[] = [...ALLERGENS, ...DIETS];

export interface DietFacts {
  /** factsKey of the recipe the facts were read from. */
  k: string;
  /** The rules the title breaks, with their term. */
  t: Partial<Record<DietRule, string>>;
  /** By ingredient line index (only lines that break a rule): the rules and their terms. */
  l: Record<string, Partial<Record<DietRule, string>>>;
}

interface RecipeText {
  title: string;
  ingredients: readonly string[];
}

/** 53-bit string hash (cyrb53), as base-36 text. */
function hash(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

let version: string | undefined;
/**
 * The checker's version: its constant, the lexicons and the food index (size and checksum).
 * The composed and named foods too, and the food table that joins the index
 * (docs/decisions/085-the-diet-checker-reads-the-food-table.md). Computed once per isolate (the index
 * text is hashed once, about a millisecond).
 */
export function dietFactsVersion(): string {
  version ??= hash(
    `${DIET_CHECKER_VERSION}|${FOOD_INDEX_TEXT.length}|${hash(FOOD_INDEX_TEXT)}|${JSON.stringify(ALLERGEN_LEXICON)}|${JSON.stringify(DIET_LEXICON)}|${JSON.stringify(COMPOSED_FOODS)}|${JSON.stringify(NAMED_FOODS)}|${hash(TABLE_FOODS_TEXT)}`,
  );
  return version;
}

/** A short stable key of the recipe's title, ingredient lines and the checker's version. */
export function factsKey(recipe: RecipeText): string {
  return `${dietFactsVersion()}.${hash(`${recipe.title}\u0000${recipe.ingredients.join('\n')}`)}`;
}

const record = (terms: Map<DietRule, string>): Partial<Record<DietRule, string>> => Object.fromEntries(terms);

/** Every rule's terms in the title and the lines (the cost of checking one full profile). */
export function dietFacts(recipe: RecipeText): DietFacts {
  const facts: DietFacts = { k: factsKey(recipe), t: {}, l: {} };
  if (recipe.title.trim()) facts.t = record(matchAllRules(recipe.title, DIET_RULES));
  recipe.ingredients.forEach((line, i) => {
    const terms = matchAllRules(line, DIET_RULES);
    if (terms.size) facts.l[i] = record(terms);
  });
  return facts;
}

/**
 * The findings checkRecipeDiet gives for the profile, from the facts (the same findings in the
 * same order): the title's rules first, then per line its rules and its dislikes. `recipe` must
 * be the one the facts were read from (its lines name the ingredients and hold the dislikes).
 */
export function findingsFromFacts(facts: DietFacts, profile: DietProfile, recipe: RecipeText): DietFinding[] {
  const rules: DietRule[] = [...profile.allergens, ...profile.diets];
  const findings: DietFinding[] = [];
  for (const rule of rules) {
    const term = facts.t[rule];
    if (term) findings.push({ ingredient: recipe.title, rule, term, field: 'title' });
  }
  recipe.ingredients.forEach((ingredient, i) => {
    const line = facts.l[i];
    if (line) {
      for (const rule of rules) {
        const term = line[rule];
        if (term) findings.push({ ingredient, rule, term });
      }
    }
    for (const dislike of profile.dislikes) {
      const term = matchDislike(ingredient, dislike);
      if (term) findings.push({ ingredient, rule: 'dislike', term });
    }
  });
  return findings;
}

/**
 * checkRecipeDiet's findings, from the facts when they were read from this very title and these
 * lines (their key says so), else from the text: facts of another version never answer.
 */
export function recipeFindings(recipe: RecipeText, profile: DietProfile, facts?: DietFacts | null): DietFinding[] {
  return facts && facts.k === factsKey(recipe) ? findingsFromFacts(facts, profile, recipe) : checkRecipeDiet({ title: recipe.title, ingredients: [...recipe.ingredients] }, profile);
}

/** Stored facts (JSON) if they are well formed, else null: a damaged value is read again. */
export function parseDietFacts(stored: string | null | undefined): DietFacts | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<DietFacts>;
    if (typeof value?.k !== 'string' || typeof value.t !== 'object' || value.t === null || typeof value.l !== 'object' || value.l === null) return null;
    return value as DietFacts;
  } catch {
    return null;
  }
}
