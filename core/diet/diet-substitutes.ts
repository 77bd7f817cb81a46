import { checkIngredients, checkRecipeDiet, findPhrase, matchRule, type DietFinding, type DietProfile } from './allergens';
import { agreeWithSubstitute } from './diet-substitutes-agree';
import { LABELS, SWAPS, type SubstituteLanguage, type Swap, type Words } from './diet-substitutes.data';

/**
 * Substitutes that keep the dish when a line or title conflicts with a diet profile
 * (docs/decisions/040-diet-and-allergens-the-food-index.md): "280 g Lasagneplatten" becomes "280 g glutenfreie
 * Lasagneplatten" for a gluten-free cook, "Chicken curry" becomes "Chickpea curry" for a
 * vegetarian. Null when no substitute makes sense; then the caller answers 422 diet_conflict.
 */

/**
 * The swaps for a finding, each with the words it replaces in the text: the finding's term or a
 * longer phrase around it ("fish sauce" where the checker named "fish").
 */
function swapsFor(text: string, finding: DietFinding): Array<{ swap: Swap; target: string }> {
  const out: Array<{ swap: Swap; target: string }> = [];
  const termAt = text.indexOf(finding.term);
  for (const swap of SWAPS) {
    if (!swap.rules.includes(finding.rule as Swap['rules'][number])) continue;
    for (const phrase of swap.terms) {
      const hit = findPhrase(text, phrase);
      if (!hit) continue;
      const at = text.indexOf(hit);
      const covers = at <= termAt && at + hit.length >= termAt + finding.term.length;
      const inside = findPhrase(finding.term, phrase) !== null;
      if (covers) out.push({ swap, target: hit });
      else if (inside) out.push({ swap, target: finding.term });
      else continue;
      break;
    }
  }
  return out;
}

/** Cut and preparation words that go with the meat or fish they name ("chicken thighs", "pechugas de pollo"). */
const CUTS_AFTER = /^(?:[\s-]*(?:thighs?|breasts?|fillets?|pieces?|wings?|legs?|drumsticks?|strips?|cubes?|chunks?|loins?|shoulders?|steaks?|tenders?|mince|meat))+/iu;
const CUTS_BEFORE = /(?:(?:boneless|skinless|skin-on|bone-in),?\s+)+$|(?:(?:pechugas?|muslos?|contramuslos?|filetes?|trozos?|alitas?|piezas?|solomillos?|lomos?|carne)\s+de\s+)$/iu;

function capitalize(words: string, like: string, language: SubstituteLanguage): string {
  if (language === 'de') return words.charAt(0).toUpperCase() + words.slice(1);
  return like.charAt(0) === like.charAt(0).toUpperCase() && like.charAt(0) !== like.charAt(0).toLowerCase()
    ? words.charAt(0).toUpperCase() + words.slice(1)
    : words;
}

function lowerFirst(text: string, language: SubstituteLanguage): string {
  return language === 'de' ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

const fill = (pattern: string, term: string) => pattern.replace('{}', term);

/** One swap applied to a line: the term (with its cut words) replaced, or labelled. */
function applyToLine(line: string, finding: DietFinding, swap: Swap, target: string, language: SubstituteLanguage): string | null {
  const at = line.indexOf(target);
  if (at < 0) return null;
  if (swap.line === 'label') {
    const label = LABELS[finding.rule as keyof typeof LABELS];
    if (!label) return null;
    return line.slice(0, at) + fill(label.line[language], target) + line.slice(at + target.length);
  }
  let start = at;
  let end = at + target.length;
  const after = CUTS_AFTER.exec(line.slice(end));
  if (after) end += after[0].length;
  const before = CUTS_BEFORE.exec(line.slice(0, start));
  if (before) start -= before[0].length;
  let head = line.slice(0, start);
  const words = (swap.line as Words)[language];
  // "4 chicken breasts" counts pieces: give the substitute in grams.
  const count = /^(\s*)(\d+(?:[.,]\d+)?)\s+$/u.exec(head);
  if (count && swap.gramsPerPiece) {
    const grams = Math.round((Number(count[2]!.replace(',', '.')) * swap.gramsPerPiece) / 50) * 50;
    head = `${count[1]}${Math.max(grams, 50)} g ${language === 'es' ? 'de ' : ''}`;
  }
  return head + (start === 0 ? capitalize(words, line, language) : words) + line.slice(end);
}

/** Whether the new line solves the finding without bringing a conflict the line did not have. */
function solves(before: string, after: string, finding: DietFinding, profile?: DietProfile): boolean {
  const left = matchRule(after, finding.rule as Parameters<typeof matchRule>[1]);
  if (left && left.toLowerCase() === finding.term.toLowerCase()) return false;
  if (!profile) return true;
  const had = new Set(checkIngredients([before], profile).map((f) => f.rule));
  return checkIngredients([after], profile).every(
    (f) => had.has(f.rule) && !(f.rule === finding.rule && f.term.toLowerCase() === finding.term.toLowerCase()),
  );
}

/**
 * The line with a substitute for what the finding names, or null when none makes sense. With the
 * profile, only a substitute that brings no new conflict is taken (fish sauce for a gluten-free
 * vegetarian becomes coconut aminos, not soy sauce).
 */
export function substituteLine(line: string, finding: DietFinding, language: SubstituteLanguage, profile?: DietProfile): string | null {
  if (finding.rule === 'dislike') return null;
  for (const { swap, target } of swapsFor(line, finding)) {
    const out = applyToLine(line, finding, swap, target, language);
    if (out && out !== line && solves(line, out, finding, profile)) return out;
  }
  return null;
}

/** The title with its conflicting words swapped ("Chicken curry" → "Chickpea curry") or the dish labelled ("Gluten-free lasagne"). */
export function substituteTitle(title: string, findings: DietFinding[], language: SubstituteLanguage): string | null {
  let out = title;
  const labelled = new Set<string>();
  for (const finding of findings) {
    if (finding.rule === 'dislike') return null;
    if (!out.includes(finding.term)) continue; // solved by an earlier swap
    const [first] = swapsFor(out, finding);
    if (!first) return null;
    const { swap, target } = first;
    // A German compound the swap names only by its end ("Bananenbrot" for "*brot") is more than what
    // the swap stands in for: the dish keeps its name and is labelled, never "glutenfreies Brot".
    const compound = !/\s/.test(target) && !swap.terms.some((p) => !p.startsWith('*') && findPhrase(target, p) === target);
    const form = compound && LABELS[finding.rule as keyof typeof LABELS] ? 'label' : (swap.title ?? swap.line);
    if (form === 'label') {
      const label = LABELS[finding.rule as keyof typeof LABELS];
      if (!label) return null;
      const key = label.title[language];
      if (!labelled.has(key)) out = fill(key, key.startsWith('{}') ? out : lowerFirst(out, language));
      labelled.add(key);
      continue;
    }
    const at = out.indexOf(target);
    const words = form[language];
    out = out.slice(0, at) + (at === 0 ? capitalize(words, out, language) : words) + out.slice(at + target.length);
  }
  return out === title ? null : out;
}

export interface SubstitutedRecipe<R> {
  recipe: R;
  /** What no substitute could solve: answer 422 diet_conflict naming the first. */
  unresolved: DietFinding[];
  /** The words swapped in the lines ("chicken thighs" → "chickpeas"), as applied to the instructions too. */
  swaps: Array<{ from: string; to: string }>;
}

/** The words one line swap took out and put in: what differs between the two lines. */
function swapOf(before: string, after: string): { from: string; to: string } | null {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  // Whole words only: widen to the word edges.
  while (start > 0 && /[\p{L}]/u.test(before[start - 1]!)) start--;
  while (end > 0 && /[\p{L}]/u.test(before[before.length - end]!)) end--;
  const from = before.slice(start, before.length - end).trim();
  const to = after.slice(start, after.length - end).trim();
  if (!from || !to || to.toLowerCase().includes(from.toLowerCase())) return null; // a label ("gluten-free …") needs no change in the steps
  return { from: from.replace(/^\d+(?:[.,]\d+)?\s*(?:g|ml|kg|l)?\s+(?:de\s+)?/u, ''), to: to.replace(/^\d+(?:[.,]\d+)?\s*(?:g|ml|kg|l)?\s+(?:de\s+)?/u, '') };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The steps with each swapped food named as its substitute, whole words, any case, the article
 * before it agreeing with it (core/diet/diet-substitutes-agree.ts).
 */
function swapInSteps(text: string, swaps: Array<{ from: string; to: string }>, terms: Map<string, string>, language: SubstituteLanguage): string {
  let out = text;
  for (const { from, to } of swaps) {
    const next = out.replace(new RegExp(`(?<![\\p{L}])${escape(from)}(?![\\p{L}])`, 'giu'), to);
    out = next === out ? out : agreeWithSubstitute(next, to, language);
  }
  for (const [term, to] of terms) {
    const next = out.replace(new RegExp(`(?<![\\p{L}])${escape(term)}(?![\\p{L}])`, 'giu'), to);
    out = next === out ? out : agreeWithSubstitute(next, to, language);
  }
  return out;
}

interface RuleSwap {
  from: string;
  /** null: the line only gained a label ("vegan butter"), the step's word may stay. */
  to: string | null;
}

/**
 * A step may name a swapped food by another word than its line: the head of a compound ("das
 * Hähnchen" for "Hähnchenschenkel"), a shorter name ("the chicken" for "chicken thighs"). What the
 * checker still finds in a step becomes the substitute of the line it belongs to (the swap whose
 * name contains the word, or the other way round), so a step does not name what its line no
 * longer holds.
 */
function swapLeftMentions(step: string, swaps: readonly RuleSwap[], profile: DietProfile, language: SubstituteLanguage): string {
  if (!swaps.length) return step;
  let out = step;
  for (let round = 0; round < 3; round++) {
    const findings = checkIngredients([out], profile).filter((f) => f.rule !== 'dislike');
    if (!findings.length) break;
    let changed = false;
    for (const f of findings) {
      const term = f.term.toLowerCase();
      const swap = swaps.find((s) => s.from.toLowerCase().includes(term) || term.includes(s.from.toLowerCase()));
      if (!swap?.to) continue;
      const next = out.replace(new RegExp(`(?<![\\p{L}])${escape(f.term)}(?![\\p{L}])`, 'giu'), swap.to);
      if (next !== out) {
        out = agreeWithSubstitute(next, swap.to, language);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return out;
}

/**
 * Every conflict of a recipe solved by substitution, title included; the recipe's other fields are
 * kept, and `instructions` (text or steps), when present, name the substitutes. Lines are
 * re-checked after each swap (up to four rounds per line, for lines with several conflicts such as
 * "200 ml cream and 50 g butter").
 */
export function substituteRecipe<R extends { title: string; ingredients: string[]; instructions?: string | string[] }>(
  recipe: R,
  profile: DietProfile,
  language: SubstituteLanguage,
): SubstitutedRecipe<R> {
  const unresolved: DietFinding[] = [];
  const swaps: Array<{ from: string; to: string }> = [];
  const terms = new Map<string, string>();
  const ruleSwaps: RuleSwap[] = [];
  const ingredients = recipe.ingredients.map((original) => {
    let line = original;
    for (let round = 0; round < 4; round++) {
      const findings = checkIngredients([line], profile).filter((f) => f.rule !== 'dislike');
      if (!findings.length) break;
      let next: string | null = null;
      for (const f of findings) {
        next = substituteLine(line, f, language, profile);
        if (!next) continue;
        const swap = swapOf(line, next);
        if (swap) {
          swaps.push(swap);
          ruleSwaps.push({ from: swap.from, to: swap.to });
          if (swap.from.toLowerCase() !== f.term.toLowerCase()) terms.set(f.term, swap.to);
        } else {
          // A label ("vegan butter" for "butter"): the steps' plain word may stay.
          ruleSwaps.push({ from: f.term, to: null });
        }
        break;
      }
      if (!next) break;
      line = next;
    }
    unresolved.push(...checkIngredients([line], profile));
    return line;
  });
  let title = recipe.title;
  const titleFindings = checkRecipeDiet({ title, ingredients: [] }, profile);
  if (titleFindings.length) {
    const next = substituteTitle(title, titleFindings, language);
    if (next && !checkRecipeDiet({ title: next, ingredients: [] }, profile).length) title = next;
    else unresolved.unshift(...titleFindings);
  }
  const out: R = { ...recipe, title, ingredients };
  const inSteps = (step: string) => swapLeftMentions(swapInSteps(step, swaps, terms, language), ruleSwaps, profile, language);
  if (typeof recipe.instructions === 'string') out.instructions = inSteps(recipe.instructions);
  else if (Array.isArray(recipe.instructions)) out.instructions = recipe.instructions.map(inSteps);
  return { recipe: out, unresolved, swaps };
}
