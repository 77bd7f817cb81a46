import { checkIngredients, isEmptyProfile, type DietProfile, type DietFinding } from '../../core/allergens';
import { parseGiven, type GivenIngredient } from './offline-input';
import type { Language } from './provider';

/**
 * How the offline chef obeys a diet and allergy profile: a conflicting ingredient the cook gave
 * is swapped for a safe stand-in when one fits (peanuts → sunflower seeds, butter → olive oil),
 * else left out; the chef never adds a conflicting ingredient of its own (`keep` filters them).
 */
type Swap = { rules: DietFinding['rule'][]; term: RegExp; names: Record<Language, string> };

const MEAT_RULES: DietFinding['rule'][] = ['vegetarian', 'vegan', 'pescatarian', 'halal'];

const SWAPS: Swap[] = [
  { rules: ['peanuts'], term: /./, names: { en: 'sunflower seeds', es: 'pipas de girasol', de: 'Sonnenblumenkerne' } },
  { rules: ['tree_nuts'], term: /./, names: { en: 'pumpkin seeds', es: 'pepitas de calabaza', de: 'Kürbiskerne' } },
  { rules: ['milk', 'dairy_free', 'vegan'], term: /butter|mantequilla|ghee/i, names: { en: 'olive oil', es: 'aceite de oliva', de: 'Olivenöl' } },
  { rules: ['milk', 'dairy_free', 'vegan'], term: /milk|leche|milch/i, names: { en: 'oat drink', es: 'bebida de avena', de: 'Haferdrink' } },
  { rules: ['milk', 'dairy_free', 'vegan'], term: /cream|nata|sahne|crema|yog/i, names: { en: 'coconut milk', es: 'leche de coco', de: 'Kokosmilch' } },
  { rules: ['soy', 'gluten', 'gluten_free'], term: /soy|soja/i, names: { en: 'coconut aminos', es: 'aminos de coco', de: 'Kokos-Aminos' } },
  { rules: ['gluten', 'gluten_free', 'low_carb'], term: /./, names: { en: 'courgette', es: 'calabacín', de: 'Zucchini' } },
  { rules: MEAT_RULES, term: /./, names: { en: 'chickpeas', es: 'garbanzos', de: 'Kichererbsen' } },
  { rules: ['fish', 'crustaceans', 'molluscs'], term: /./, names: { en: 'mushrooms', es: 'champiñones', de: 'Champignons' } },
];

/** A predicate that is true for lines that do not conflict with the profile. */
export function dietKeeper(diet: DietProfile | undefined): (line: string) => boolean {
  if (!diet || isEmptyProfile(diet)) return () => true;
  return (line) => checkIngredients([line], diet).length === 0;
}

function swapFor(finding: DietFinding, language: Language, keep: (line: string) => boolean): string | null {
  for (const swap of SWAPS) {
    if (!swap.rules.includes(finding.rule) || !swap.term.test(finding.term)) continue;
    const name = swap.names[language];
    if (keep(name)) return name;
  }
  return null;
}

/** The cook's ingredients with each conflicting one swapped or left out (a swap is never doubled). */
export function obeyGiven(given: GivenIngredient[], diet: DietProfile | undefined, language: Language): GivenIngredient[] {
  if (!diet || isEmptyProfile(diet)) return given;
  const keep = dietKeeper(diet);
  const out: GivenIngredient[] = [];
  const names = new Set<string>();
  for (const g of given) {
    const [finding] = checkIngredients([g.text], diet);
    const swapped = finding ? swapFor(finding, language, keep) : null;
    const next = finding ? (swapped ? parseGiven(swapped) : null) : g;
    if (!next || names.has(next.name.toLocaleLowerCase())) continue;
    names.add(next.name.toLocaleLowerCase());
    out.push(next);
  }
  return out;
}
