import { checkRecipeDiet, type DietFinding, type DietProfile } from './allergens';
import { ALLERGENS, DIETS } from './allergens-profile';
import { recipeFindings, type DietFacts } from './recipe-diet-facts';

/**
 * Who's eating (docs/decisions/056-whos-eating.md): a meal or a generation for several household
 * members obeys all their diet and allergy profiles at once. Pure, shared by worker and web.
 */

/**
 * One profile that holds every profile's rules: diets and allergens in the closed lists' order,
 * dislikes once each whatever the case (the first spelling kept). No profiles: the empty profile.
 */
export function mergeProfiles(profiles: readonly DietProfile[]): DietProfile {
  const diets = new Set(profiles.flatMap((p) => p.diets));
  const allergens = new Set(profiles.flatMap((p) => p.allergens));
  const seen = new Set<string>();
  const dislikes: string[] = [];
  for (const dislike of profiles.flatMap((p) => p.dislikes)) {
    const key = dislike.trim().toLocaleLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    dislikes.push(dislike.trim());
  }
  return {
    diets: DIETS.filter((d) => diets.has(d)),
    allergens: ALLERGENS.filter((a) => allergens.has(a)),
    dislikes,
  };
}

/** An eater of a meal: their member handle, name and profile. */
export interface MealEater {
  member_id: string;
  name: string;
  profile: DietProfile;
}

/** A meal's recipe breaks an eater's profile: who, which rule, in which ingredient (or the title). */
export interface EaterConflict {
  member_id: string;
  name: string;
  /** The ingredient line (or the title) that breaks the rule. */
  ingredient: string;
  /** The allergen or diet id, or `dislike`. */
  rule: DietFinding['rule'];
  /** The words that matched, as written. */
  term: string;
}

/**
 * Every eater's conflicts with the recipe: one per eater and rule (its first finding), eaters in
 * order. With the recipe's diet facts (core/diet/recipe-diet-facts.ts, read from this very title and
 * these lines) the profiles are checked against them instead of reading the lines again.
 */
export function eaterConflicts(recipe: { title: string; ingredients: string[] }, eaters: readonly MealEater[], facts?: DietFacts | null): EaterConflict[] {
  const conflicts: EaterConflict[] = [];
  for (const eater of eaters) {
    const rules = new Set<string>();
    for (const finding of facts ? recipeFindings(recipe, eater.profile, facts) : checkRecipeDiet(recipe, eater.profile)) {
      const key = finding.rule === 'dislike' ? `dislike:${finding.term.toLocaleLowerCase()}` : finding.rule;
      if (rules.has(key)) continue;
      rules.add(key);
      conflicts.push({ member_id: eater.member_id, name: eater.name, ingredient: finding.ingredient, rule: finding.rule, term: finding.term });
    }
  }
  return conflicts;
}
