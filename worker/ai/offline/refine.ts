import { checkRecipeDiet, isEmptyProfile, type Diet, type DietProfile } from '#core/diet/allergens';
import { checkRecipe, repairRecipe } from '#core/quality/recipe-quality';
import type { RefineChange, RefineRequest } from '#core/recipe/refine-instruction';
import type { ModelRecipe, Language } from '../provider';
import { applyDiet, applyProfile, targetDiets } from './refine-diet';
import { milder, spicier } from './refine-heat';
import { makeQuicker } from './refine-quicker';
import { stoveTitle, withoutOven } from './refine-no-oven';
import { scaleServings, servingsIn } from './refine-servings';
import { escape, OVEN } from './refine-steps';
import { DESCRIPTION_NOTE, DIET_WORD, markTitle, sayNot, withWords } from './refine-words';

export { RefineNotPossible } from './refine-words';
export { heatOf } from './refine-heat';

/**
 * The offline chef refines an existing recipe (docs/decisions/058-offline-chef-refines-a-recipe.md):
 * diets by the shared substitutes (steps and title follow, the title never names what went out),
 * servings by the cook's scaling, more or less heat, a quicker way and a stove instead of an
 * oven. What cannot sensibly be done throws `RefineNotPossible` with a reason in the recipe's
 * language; the result passes the quality gate and the diet check, or it is not returned.
 */
export function refineOffline(recipe: ModelRecipe, request: RefineRequest, language: Language, diet?: DietProfile): ModelRecipe {
  const draft = refineUnchecked(recipe, request, language, diet);
  const asked = { language, servings: draft.servings };
  const repaired = repairRecipe(draft, asked);
  // Only what the change broke counts: a stored recipe may carry findings of its own.
  const before = new Set(checkRecipe(recipe, { language, servings: recipe.servings }).map((f) => f.rule));
  const broken = checkRecipe(repaired, asked).filter((f) => !before.has(f.rule));
  const change = request.changes[0] ?? 'quicker';
  if (broken.length) throw sayNot(change, language, 'gate', [...new Set(broken.map((f) => f.rule))].join(', '));
  const profile = refineProfile(request, diet);
  const left = profile ? checkRecipeDiet(repaired, profile) : [];
  if (left.length) throw sayNot(change, language, 'noSubstitute', left[0]!.term, DIET_WORD[targetDiets(request)[0] ?? 'vegetarian'][language]);
  return repaired;
}

/** The diets asked plus the cook's own profile: what the refined recipe must obey. */
export function refineProfile(request: RefineRequest, diet?: DietProfile): DietProfile | null {
  const diets = new Set<Diet>([...targetDiets(request), ...(diet?.diets ?? [])]);
  const profile: DietProfile = { diets: [...diets], allergens: diet?.allergens ?? [], dislikes: diet?.dislikes ?? [] };
  return isEmptyProfile(profile) ? null : profile;
}

/** The change itself, before the final gate (the bench measures how often it holds on its own). */
export function refineUnchecked(recipe: ModelRecipe, request: RefineRequest, language: Language, diet?: DietProfile): ModelRecipe {
  const changes = new Set(request.changes);
  if (changes.has('spicier') && changes.has('milder')) throw sayNot('spicier', language, 'bothHeat');
  const only = changes.size === 1;
  let r: ModelRecipe = { ...recipe, ingredients: [...recipe.ingredients], instructions: [...recipe.instructions] };
  const notes: string[] = [];
  const marks: Array<Exclude<RefineChange, 'servings'>> = [];
  const titles: Array<[string, string]> = [];
  const swapped: Array<{ from: string; to: string }> = [];

  for (const target of targetDiets(request)) {
    const done = applyDiet(r, target, language, only);
    if (!done) continue;
    if (done.recipe.title !== r.title) titles.push([r.title, done.recipe.title]);
    // A title that names no substitute ("Pancakes" for "Buttermilk Pancakes", "Pilz-Gulasch") says the diet.
    const named = done.added.some((w) => done.recipe.title.toLocaleLowerCase().includes(w.toLocaleLowerCase()));
    if (done.recipe.title === r.title || !named) marks.push(target);
    r = done.recipe;
    swapped.push(...done.swaps);
    // German adjectives after "mit" would need the dative ("mit veganem Käse"): only bare nouns are listed.
    const listed = language === 'de' ? done.added.filter((w) => /^\p{Lu}/u.test(w)) : done.added;
    notes.push(DESCRIPTION_NOTE[target][language].replace('{}', withWords(language, listed)));
  }
  if (diet && !isEmptyProfile(diet)) {
    // The cook's own profile keeps holding after the change.
    const done = applyProfile(r, diet, language, 'vegetarian');
    if (done.recipe.title !== r.title) titles.push([r.title, done.recipe.title]);
    r = done.recipe;
    swapped.push(...done.swaps);
  }
  if (changes.has('no_oven')) {
    r = withoutOven(r, language).recipe;
    const stove = stoveTitle(r.title, language);
    if (stove) {
      titles.push([r.title, stove]);
      r = { ...r, title: stove };
    } else marks.push('no_oven');
    notes.push(DESCRIPTION_NOTE.no_oven[language]);
  }
  if (changes.has('quicker')) {
    const before = r.prepTime + r.cookTime;
    r = makeQuicker(r, language).recipe;
    marks.push('quicker');
    notes.push(DESCRIPTION_NOTE.quicker[language].replace('{}', String(before - r.prepTime - r.cookTime)));
  }
  if (changes.has('spicier')) {
    r = spicier(r, language);
    marks.push('spicier');
    notes.push(DESCRIPTION_NOTE.spicier[language].replace('{}', ''));
  }
  if (changes.has('milder')) {
    r = milder(r, language);
    marks.push('milder');
    notes.push(DESCRIPTION_NOTE.milder[language].replace('{}', ''));
  }
  const from = recipe.servings;
  if (changes.has('servings') && request.servings !== undefined) {
    if (request.servings === r.servings) {
      if (only) throw sayNot('servings', language, 'sameServings', String(request.servings));
    } else r = scaleServings(r, request.servings, language);
  }
  let title = r.title;
  for (const change of marks) title = markTitle(title, change, language);
  return { ...r, title, description: describe(recipe, r, title, titles, swapped, notes, from, refineProfile(request, diet), changes.has('no_oven'), language) };
}
// ---------------------------------------------------------------- description

const READY_IN = /\b(about|unos|etwa|around|aproximadamente|ca\.) (\d+) (minutes|minutos|Minuten)\b/;

function describe(
  original: ModelRecipe,
  changed: ModelRecipe,
  title: string,
  titles: Array<[string, string]>,
  swaps: Array<{ from: string; to: string }>,
  notes: string[],
  from: number,
  profile: DietProfile | null,
  noOven: boolean,
  language: Language,
): string {
  let text = original.description;
  if (text.includes(original.title)) text = text.split(original.title).join(title);
  else for (const [a, b] of titles) text = text.split(a).join(b);
  for (const { from: out, to } of swaps) text = text.replace(new RegExp(`(?<![\\p{L}])${escape(out)}(?![\\p{L}])`, 'giu'), to);
  // A sentence that still names what the diet took out ("Diced beef, braised slowly") goes.
  if (profile) text = text.split(/(?<=[.!?])\s+/).filter((sentence) => !checkRecipeDiet({ title: sentence, ingredients: [] }, profile).length).join(' ');
  // Cooked without an oven, the description no longer says "baked" or "roasted".
  if (noOven) text = text.split(/(?<=[.!?])\s+/).filter((sentence) => !OVEN[language].test(sentence)).join(' ');
  text = servingsIn(text, from, changed.servings);
  text = text.replace(READY_IN, (_w, about: string, _n: string, unit: string) => `${about} ${changed.prepTime + changed.cookTime} ${unit}`);
  const out = [...notes, text].filter(Boolean).join(' ').trim();
  return out.length > 500 ? out.slice(0, 497).trimEnd() + '…' : out;
}

export type { RefineChange, RefineRequest };
