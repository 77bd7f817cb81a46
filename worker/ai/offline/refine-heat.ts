import { parseIngredientLine } from '#core/ingredients/ingredient-parse';
import { scaleForCook } from '#core/recipe/recipe-scaling-cook';
import type { ModelRecipe, Language } from '../provider';
import { escape, minutesOf } from './refine-steps';
import { CHILLI, DESEEDED, LESS_HEAT, MORE_HEAT, sayNot } from './refine-words';

/**
 * The offline chef's heat refines (docs/decisions/058-offline-chef-refines-a-recipe.md): spicier doubles
 * the hot ingredient or adds chilli for the servings, milder halves it (deseeded, hot paprika as sweet)
 * or refuses a recipe with nothing hot; the step where it goes in says so.
 */

const HEAT =
  /\b(?:chil+i(?:es)?|chiles?|cayenne|cayena|hot sauce|sriracha|tabasco|jalape[nñ]os?|harissa|guindillas?|peperoncino|red pepper flakes|gochujang|sambal|piri[- ]piri|habaneros?|chipotles?|hot paprika|pimentón picante)\b|chili\w*|cayennepfeffer|scharfes paprikapulver|peperoni/i;
/** A mild blend or a sweet paprika is there for its flavour, not its heat. */
const MILD = /\b(?:mild|suave|dulce|sweet)\b|edelsüß|\bmildes?\b/i;
const isHot = (line: string) => HEAT.test(line) && !MILD.test(line);
const HOT_PAPRIKA: Record<Language, [RegExp, string]> = {
  en: [/\bhot (?:smoked )?paprika\b/i, 'sweet paprika'],
  es: [/\bpimentón picante\b/i, 'pimentón dulce'],
  de: [/\bscharfes Paprikapulver\b/i, 'edelsüßes Paprikapulver'],
};
const SPICE_STEP = /garlic|\bajo\b|knoblauch|spices|especias|gewürz|paprika|pimentón|cumin|comino|kümmel|curry|ginger|jengibre|ingwer/i;

/** How much heat the lines hold (ml of spice, a fresh chilli as 5): for the tests and the bench. */
export function heatOf(lines: readonly string[]): number {
  return lines.reduce((sum, line) => {
    if (!isHot(line)) return sum;
    const p = parseIngredientLine(line);
    const q = p?.quantity ?? 1;
    const unit = p?.unit ?? '';
    const ml = unit === 'tsp' ? 5 : unit === 'tbsp' ? 15 : unit === 'cups' ? 240 : unit === 'g' || unit === 'ml' ? 1 : 5;
    return sum + q * ml;
  }, 0);
}

const nameOf = (line: string) => (parseIngredientLine(line)?.name ?? line).replace(/,.*$/, '').trim();
const mentions = (step: string, name: string) => {
  const head = name.split(/\s+/).find((w) => w.length > 3) ?? name;
  return step.toLowerCase().includes(head.toLowerCase());
};

function chilliLine(servings: number, language: Language): string {
  const c = CHILLI[language];
  const amount = servings <= 1 ? `¼ ${c.tsp}` : servings === 2 ? `½ ${c.tsp}` : servings === 3 ? `¾ ${c.tsp}` : servings === 4 ? `1 ${c.tsp}` : servings <= 6 ? `1 ½ ${c.tsp}` : servings <= 8 ? `2 ${c.tsp}` : `1 ${c.tbsp}`;
  const plural = language === 'es' && !amount.startsWith('¼') && !amount.startsWith('½') && !amount.startsWith('¾') && !amount.startsWith('1 ') ? 's' : '';
  return language === 'es' ? `${amount}${plural} de ${c.name}` : `${amount} ${c.name}`;
}

/** The step where a spice goes in: one that cooks garlic or spices for a stated time (not the chopping). */
const spiceStep = (steps: string[]) => steps.findIndex((s) => SPICE_STEP.test(s) && minutesOf(s) > 0);

export function spicier(recipe: ModelRecipe, language: Language): ModelRecipe {
  const ingredients = [...recipe.ingredients];
  const instructions = [...recipe.instructions];
  const hot = ingredients.findIndex((l) => isHot(l) && parseIngredientLine(l)?.quantity);
  if (hot >= 0) {
    ingredients[hot] = scaleForCook(ingredients[hot]!, 2, language).text;
    const name = nameOf(recipe.ingredients[hot]!);
    const at = instructions.findIndex((s) => mentions(s, name));
    const note = MORE_HEAT[language].replace('{}', name);
    if (at >= 0) instructions[at] = `${instructions[at]} ${note}`;
    else {
      const spice = spiceStep(instructions);
      const target = spice >= 0 ? spice : instructions.length - 1;
      instructions[target] = `${instructions[target]} ${note}`;
    }
    return { ...recipe, ingredients, instructions };
  }
  const salt = ingredients.findIndex((l) => /^(?:salt|sal|salz)\b/i.test(l));
  ingredients.splice(salt >= 0 ? salt : ingredients.length, 0, chilliLine(recipe.servings, language));
  const spice = spiceStep(instructions);
  if (spice >= 0) instructions[spice] = `${instructions[spice]} ${CHILLI[language].stirIn}`;
  else instructions[instructions.length - 1] = `${CHILLI[language].sprinkle} ${instructions[instructions.length - 1]}`;
  return { ...recipe, ingredients, instructions };
}

export function milder(recipe: ModelRecipe, language: Language): ModelRecipe {
  const hot = recipe.ingredients.map((l, i) => (isHot(l) ? i : -1)).filter((i) => i >= 0);
  if (!hot.length) throw sayNot('milder', language, 'nothingHot');
  const ingredients = [...recipe.ingredients];
  let instructions = [...recipe.instructions];
  const [paprika, sweet] = HOT_PAPRIKA[language];
  for (const i of hot) {
    const line = ingredients[i]!;
    if (paprika.test(line)) {
      const from = paprika.exec(line)![0];
      ingredients[i] = line.replace(paprika, sweet);
      instructions = instructions.map((s) => s.replace(new RegExp(escape(from), 'gi'), sweet));
      continue;
    }
    const parsed = parseIngredientLine(line);
    if (!parsed?.quantity) continue;
    let next = scaleForCook(line, 0.5, language).text;
    const fresh = parsed.unit === 'pieces' || !parsed.unit;
    if (fresh && !new RegExp(DESEEDED[language], 'i').test(next)) next = `${next}, ${DESEEDED[language]}`;
    ingredients[i] = next;
  }
  const name = nameOf(recipe.ingredients[hot[0]!]!);
  const at = instructions.findIndex((s) => mentions(s, name));
  const target = at >= 0 ? at : instructions.length - 1;
  instructions[target] = `${instructions[target]} ${LESS_HEAT[language]}`;
  return { ...recipe, ingredients, instructions };
}
