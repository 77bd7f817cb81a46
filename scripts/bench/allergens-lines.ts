/**
 * The own-lines part of `npm run bench:allergens`: core/diet/allergens.lines.ts, real ingredient lines
 * labelled by hand, checked against every allergen plus vegetarian and vegan.
 */
import { ALLERGENS, checkIngredients, type DietProfile } from '#core/diet/allergens';
import { LABELLED_LINES } from '#core/diet/allergens.lines';
import { tally, type Tallies } from './allergens-off';

const SEAFOOD = ['fish', 'crustaceans', 'molluscs'];

/** The rules a labelled line breaks: its allergens, vegetarian for meat and seafood, vegan for any animal food. */
export function expectedRules(labels: string): Set<string> {
  const set = new Set(labels.split(' ').filter(Boolean));
  const meat = set.has('meat') || SEAFOOD.some((s) => set.has(s));
  const animal = meat || set.has('animal') || set.has('milk') || set.has('eggs');
  const out = new Set([...set].filter((l) => (ALLERGENS as readonly string[]).includes(l)));
  if (meat) out.add('vegetarian');
  if (animal) out.add('vegan');
  return out;
}

export function benchLines() {
  const profile: DietProfile = { allergens: [...ALLERGENS], diets: ['vegetarian', 'vegan'], dislikes: [] };
  const rules = [...ALLERGENS, 'vegetarian', 'vegan'];
  const byRule: Tallies = new Map();
  const byLang: Tallies = new Map();
  const misses: string[] = [];
  for (const [lang, line, labels] of LABELLED_LINES) {
    const expected = expectedRules(labels);
    const found = new Set<string>(checkIngredients([line], profile).map((f) => f.rule));
    for (const rule of rules) {
      tally(byRule, rule, expected.has(rule), found.has(rule));
      tally(byLang, lang, expected.has(rule), found.has(rule));
      if (expected.has(rule) !== found.has(rule)) misses.push(`${expected.has(rule) ? 'missed' : 'wrong'} ${rule}: ${line}`);
    }
  }
  return { byRule, byLang, misses, lines: LABELLED_LINES.length };
}
