import { ALLERGEN_LEXICON } from './allergen-lexicon';
import { compile, compiled, matchGroup, phraseOf, spans, type CompiledGroup } from './allergen-match';
import { DIET_LEXICON } from './diet-lexicon';
import { INDEX_BITS, allergenBit, defaultFoodIndex, indexHits, type FoodIndex } from './food-index';
import { ALLERGENS, type Allergen, type Diet, type DietFinding, type DietProfile } from './allergens-profile';
import { normalizeWord, tokenize } from './food-words';

export { normalizeWord } from './food-words';

/**
 * Diet and allergy profile checks (docs/decisions/040-diet-and-allergens-the-food-index.md): the 14 EU allergens and
 * seven diets, checked against recipe titles and ingredient lines with an en/es/de lexicon of
 * derived foods ("parmesan" is milk, "soy sauce" has gluten and soy), false friends ("coconut" is
 * not a tree nut, "buckwheat" is not gluten, "nut-free" lines), the composed foods of
 * core/diet/food-composed.ts and the Open Food Facts food index (core/diet/food-index.ts), plus free-text
 * dislikes: the rules and checks here, the phrase matching in core/diet/allergen-match.ts. Pure, shared
 * by the worker (after generation) and the web (badges; loaded lazily there, as the index is large).
 */
export * from './allergens-profile';

// ---- Rules -------------------------------------------------------------------------------

const SEAFOOD_BITS = allergenBit('fish') | allergenBit('crustaceans') | allergenBit('molluscs');
/** The food index flag each diet group reads (core/diet/diet-lexicon.ts). */
const GROUP_BITS = { meat: INDEX_BITS.VEG_NO, animal: INDEX_BITS.VEGAN_NO, pork: INDEX_BITS.PORK, alcohol: INDEX_BITS.ALCOHOL } as const;

/** The groups a rule checks, with their index flags: an allergen its own; a diet its own groups and allergens. */
function groupsFor(rule: Allergen | Diet): CompiledGroup[] {
  if ((ALLERGENS as readonly string[]).includes(rule)) {
    return [compiled(rule, ALLERGEN_LEXICON[rule as Allergen], allergenBit(rule as Allergen))];
  }
  const diet = DIET_LEXICON[rule as Diet];
  return [
    ...diet.allergens.map((a) => compiled(a, ALLERGEN_LEXICON[a], allergenBit(a))),
    ...diet.groups.map((g, i) => {
      const bit = g.index ? GROUP_BITS[g.index] : 0;
      return compiled(`${rule}:${i}`, g, bit, rule === 'pescatarian' ? SEAFOOD_BITS : 0);
    }),
  ];
}

/** The first term of a rule in one ingredient line (or title), or null. */
export function matchRule(line: string, rule: Allergen | Diet, index: FoodIndex = defaultFoodIndex()): string | null {
  return readLine(line, index)(rule);
}

/**
 * What a line says it does not hold or what it does rather than a food: "sin hueso" (pitted),
 * "ohne Rinde", "without the skin", and a German purpose ("zum Bestäuben", "zum Braten") are taken
 * out before the line is read, so no food is found in them. "Sin gluten", "ohne Ei", "sin carne"
 * stay: they say the food itself is free of it, which the lexicon reads.
 */
const NOT_HELD =
  /\b(?:sin|ohne|without|sans|senza)\s+(?:(?:el|la|los|las|der|die|das|den|the|its|su|sus|seine|ihre)\s+)?(?!(?:gluten|lact|lakt|dairy|milk|leche|milch|egg|huevo|ei\b|eier|nut|nuez|nuec|nüss|nuss|soy|soja|sugar|az[uú]car|zucker|carne|fleisch|meat|animal|tierisch)\p{L}*)[\p{L}-]+|\b(?:zum|zur|beim)\s+\p{Lu}\p{Ll}+(?:en|ern|eln)\b/giu;

export function heldText(line: string): string {
  return line.replace(NOT_HELD, (m) => ' '.repeat(m.length));
}

/** One line read once (words and index names), then asked rule by rule. */
function readLine(raw: string, index: FoodIndex): (rule: Allergen | Diet) => string | null {
  const line = heldText(raw);
  const tokens = tokenize(line);
  const hits = indexHits(index, tokens);
  return (rule) => {
    for (const group of groupsFor(rule)) {
      const term = matchGroup(line, tokens, group, hits, index);
      if (term) return term;
    }
    return null;
  };
}

/**
 * Bump when the checker's logic changes in a way the lexicons and the food index do not show: the
 * cached diet facts (core/diet/recipe-diet-facts.ts) key on it, so every stored fact goes stale. 2: the
 * named foods of core/diet/food-index-names.ts, pork and alcohol index flags, no compound split on a made-up singular.
 * 3: form heads take a plant modifier's diet ("Pilzgulasch"), diminutives are their food ("Würstchen").
 * 4: the second held-out set's named foods (dishes, sweets, dressings by name) and a fish's liver as the fish's.
 * 5: what a line says it does not hold ("sin hueso", "ohne Rinde") and German purposes ("zum Bestäuben")
 * are not read; lower-case words split as compounds only into two known parts; a fruit's flesh is no meat.
 * 6: the food table joins the index (docs/decisions/085-the-diet-checker-reads-the-food-table.md) and
 * a line's longest index food is the term ("chicken thighs", not "bone" in "bone-in chicken thighs").
 */
export const DIET_CHECKER_VERSION = 6;

/**
 * Every rule's first term in one line (or title), read once: the map holds only the rules it
 * breaks. A diet reuses the answers of the allergen groups it shares, so this is what `matchRule`
 * answers rule by rule, at a fraction of the cost.
 */
export function matchAllRules(raw: string, rules: ReadonlyArray<Allergen | Diet>, index: FoodIndex = defaultFoodIndex()): Map<Allergen | Diet, string> {
  const line = heldText(raw);
  const tokens = tokenize(line);
  const hits = indexHits(index, tokens);
  const seen = new Map<CompiledGroup, string | null>();
  const out = new Map<Allergen | Diet, string>();
  for (const rule of rules) {
    for (const group of groupsFor(rule)) {
      let term = seen.get(group);
      if (term === undefined) {
        term = matchGroup(line, tokens, group, hits, index);
        seen.set(group, term);
      }
      if (term) {
        out.set(rule, term);
        break;
      }
    }
  }
  return out;
}

/** A dislike matches whole words, whatever the case, accents or plural ("Zwiebel" in "2 Zwiebeln"). */
export function matchDislike(line: string, dislike: string): string | null {
  const words = dislike.split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(normalizeWord);
  if (!words.length) return null;
  const tokens = tokenize(line);
  const [hit] = spans(tokens, phraseOf(dislike.replace(/\*/g, ''), words));
  return hit ? line.slice(tokens[hit[0]]!.start, tokens[hit[1] - 1]!.end) : null;
}

/** Where a lexicon phrase ("lasagne*", "soy sauce") occurs in a text: its words as written, or null. */
export function findPhrase(text: string, phrase: string): string | null {
  const tokens = tokenize(text);
  const [hit] = spans(tokens, compile(phrase));
  return hit ? text.slice(tokens[hit[0]]!.start, tokens[hit[1] - 1]!.end) : null;
}

/** Every conflict between the ingredient lines and the profile: one finding per line and rule. */
export function checkIngredients(lines: string[], profile: DietProfile, index: FoodIndex = defaultFoodIndex()): DietFinding[] {
  const findings: DietFinding[] = [];
  const rules: Array<Allergen | Diet> = [...profile.allergens, ...profile.diets];
  for (const ingredient of lines) {
    const read = rules.length ? readLine(ingredient, index) : null;
    for (const rule of rules) {
      const term = read!(rule);
      if (term) findings.push({ ingredient, rule, term });
    }
    for (const dislike of profile.dislikes) {
      const term = matchDislike(ingredient, dislike);
      if (term) findings.push({ ingredient, rule: 'dislike', term });
    }
  }
  return findings;
}

/**
 * The recipe's title and ingredient lines against the profile (docs/decisions/040-diet-and-allergens-the-food-index.md: a title never names what the profile excludes). Title findings come first and carry
 * `field: 'title'`; dislikes are checked in the lines only.
 */
export function checkRecipeDiet(recipe: { title: string; ingredients: string[] }, profile: DietProfile): DietFinding[] {
  const rules: Array<Allergen | Diet> = [...profile.allergens, ...profile.diets];
  const title: DietFinding[] = [];
  for (const rule of rules) {
    const term = recipe.title.trim() ? matchRule(recipe.title, rule) : null;
    if (term) title.push({ ingredient: recipe.title, rule, term, field: 'title' });
  }
  return [...title, ...checkIngredients(recipe.ingredients, profile)];
}
