import { checkIngredients } from '../../core/allergens';
import { ingredientKey, parseIngredientLine } from '../../core/ingredient-parse';
import { checkRecipe } from '../../core/recipe-quality';
import { mentions } from '../../core/recipe-quality-request';
import { readRecipeRequest } from '../../core/recipe-request';
import { composeRecipe } from './offline/compose';
import type { RealismCase } from './offline-realism.cases';
import type { ModelRecipe } from './provider';

/**
 * Judges one realism case (docs/bench.md "Offline chef realism"): the real offline chef writes the
 * recipe, the quality gate checks it, and the case's own expectations for a named dish follow.
 * Every problem is one line of text; an empty list is a pass.
 */

/** What a cook has in any kitchen: the chef may add these to a fridge list, nothing else. */
const PANTRY_BASICS =
  /^(?:olive |sunflower |vegetable )?oil\b|^aceite\b|^(?:oliven|sonnenblumen|raps)?öl\b|^salt\b|^sal\b|^salz\b|pepper$|^pimienta\b|pfeffer$|^water\b|^agua\b|^wasser\b/i;

function fridgeInventions(c: RealismCase, recipe: ModelRecipe): string[] {
  const given = c.ingredients.map((name) => ingredientKey(name));
  return recipe.ingredients.filter((line) => {
    const parsed = parseIngredientLine(line);
    const name = parsed?.name ?? line;
    if (PANTRY_BASICS.test(name.trim())) return false;
    const key = parsed?.key ?? ingredientKey(name);
    return !given.some((g) => key.includes(g) || g.includes(key));
  });
}

/** Salt and pepper named together in one Spanish verb. */
const SEASONED = /salpiment/i;

/** Lines no step uses: the cook would buy or measure them for nothing. */
function unusedLines(recipe: ModelRecipe): string[] {
  const steps = recipe.instructions.join(' ');
  return recipe.ingredients.filter((line) => {
    const name = (parseIngredientLine(line)?.name ?? line).replace(/,.*$/, '').replace(/\b(?:to taste|al gusto|nach geschmack)\b/gi, '');
    if (/^(?:salt|sal|salz)\b/i.test(name.trim()) && SEASONED.test(steps)) return false;
    return !mentions(steps, name);
  });
}

/** A weight or volume a cook would not buy or weigh: 500 g or more off a step of 50. */
function oddAmounts(recipe: ModelRecipe): string[] {
  return recipe.ingredients.filter((line) => {
    const match = /^(\d+)\s*(g|ml)\b/.exec(line);
    return match !== null && Number(match[1]) >= 500 && Number(match[1]) % 50 !== 0;
  });
}

export interface RealismVerdict {
  recipe: ModelRecipe;
  problems: string[];
}

export function judgeCase(c: RealismCase): RealismVerdict {
  const recipe = composeRecipe({
    ingredients: c.ingredients,
    type: 'quick',
    generationType: 'prompt',
    language: c.language,
    ...(c.name ? { recipeName: c.name } : {}),
    ...(c.diet ? { diet: c.diet } : {}),
  });
  const asked = c.name ? readRecipeRequest(c.name, c.language) : {};
  // As the route reads it: given ingredients the cook's own profile forbids are substituted, not required.
  const given = c.ingredients.filter((line) => !c.diet || checkIngredients([line], c.diet).length === 0);
  const findings = checkRecipe(recipe, { language: c.language, ...asked, givenIngredients: given });
  const problems = findings.map((f) => `gate ${f.rule}: ${f.message}${f.line ? ` (${f.line})` : ''}`);
  const lines = recipe.ingredients;
  const steps = recipe.instructions;
  if (c.title && !c.title.test(recipe.title)) problems.push(`title "${recipe.title}" is not ${c.title}`);
  if (c.servings !== undefined && recipe.servings !== c.servings) problems.push(`serves ${recipe.servings}, asked ${c.servings}`);
  for (const want of c.has ?? []) if (!lines.some((l) => want.test(l))) problems.push(`no ingredient matches ${want}`);
  for (const bad of c.hasNot ?? []) for (const l of lines) if (bad.test(l)) problems.push(`"${l}" should not be in it (${bad})`);
  for (const want of c.steps ?? []) if (!steps.some((s) => want.test(s))) problems.push(`no step matches ${want}`);
  for (const bad of c.stepsNot ?? []) for (const s of steps) if (bad.test(s)) problems.push(`step "${s}" should not (${bad})`);
  if (c.minCook !== undefined && recipe.cookTime < c.minCook) problems.push(`cooks ${recipe.cookTime} min, needs ${c.minCook}+`);
  const total = recipe.prepTime + recipe.cookTime;
  if (c.minTotal !== undefined && total < c.minTotal) problems.push(`takes ${total} min in all, needs ${c.minTotal}+`);
  if (c.maxTotal !== undefined && total > c.maxTotal) problems.push(`takes ${total} min in all, at most ${c.maxTotal} for this dish`);
  if (c.allUsed) for (const l of unusedLines(recipe)) problems.push(`"${l}" is listed but no step uses it`);
  if (c.buyable) for (const l of oddAmounts(recipe)) problems.push(`"${l}" is an amount no cook buys or weighs`);
  if (c.obeys) for (const f of checkIngredients(lines, c.obeys)) problems.push(`asked ${[...c.obeys.diets].join(', ')}: "${f.ingredient}" breaks ${f.rule}`);
  if (c.diet) {
    for (const f of checkIngredients(lines, c.diet)) problems.push(`diet: "${f.ingredient}" breaks ${f.rule}`);
    if (checkIngredients([recipe.title], c.diet).length) problems.push(`diet: title "${recipe.title}" names what the profile excludes`);
  }
  if (!c.name) for (const l of fridgeInventions(c, recipe)) problems.push(`invented "${l}" (not given, not a pantry basic)`);
  return { recipe, problems };
}
