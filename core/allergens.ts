import { ALLERGEN_LEXICON, type TermGroup } from './allergen-lexicon';
import { DIET_LEXICON } from './diet-lexicon';

/**
 * Diet and allergy profile checks (DECISIONS.md "Households, import, diet profile…"): the 14 EU
 * allergens and seven diets, checked against recipe ingredient lines with an en/es/de lexicon of
 * derived foods ("parmesan" is milk, "soy sauce" has gluten and soy) and false friends
 * ("coconut" is not a tree nut, "buckwheat" is not gluten, "nut-free" lines), plus free-text
 * dislikes. Pure, shared by the worker (after generation) and the web (badges).
 */
export const ALLERGENS = [
  'gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'tree_nuts', 'celery',
  'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const DIETS = ['vegetarian', 'vegan', 'pescatarian', 'gluten_free', 'dairy_free', 'halal', 'low_carb'] as const;
export type Diet = (typeof DIETS)[number];

export const MAX_DISLIKES = 20;
export const MAX_DISLIKE_LENGTH = 40;

export interface DietProfile {
  diets: Diet[];
  allergens: Allergen[];
  dislikes: string[];
}

export const EMPTY_DIET_PROFILE: DietProfile = { diets: [], allergens: [], dislikes: [] };

export interface DietFinding {
  /** The ingredient line as given. */
  ingredient: string;
  /** The allergen or diet id, or `dislike`. */
  rule: Allergen | Diet | 'dislike';
  /** The words of the line that matched, as written there. */
  term: string;
  /** Set when the finding is in the recipe's title (then `ingredient` holds the title). */
  field?: 'title';
}

export const isEmptyProfile = (p: DietProfile) => !p.diets.length && !p.allergens.length && !p.dislikes.length;

// ---- Normalising and matching -------------------------------------------------------------

interface Token {
  norm: string;
  start: number;
  end: number;
}

/** Lower case, accents off, ß as ss: "Weizenmehl" → "weizenmehl", "Mantequilla" → "mantequilla". */
export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

function tokenize(line: string): Token[] {
  return [...line.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    norm: normalizeWord(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Plural and inflection endings in en, es and de. */
const ENDINGS = ['s', 'es', 'n', 'en', 'e', 'er', 'nen'];

function sameWord(word: string, token: string): boolean {
  if (token === word) return true;
  if (word.length <= 2) return false; // "ei" is not "ein"
  for (const end of ENDINGS) {
    if (token === word + end) return true;
    if (word.length > end.length + 2 && word.endsWith(end) && token === word.slice(0, -end.length)) return true;
  }
  return false;
}

/** One pattern word: "milk", "weizen*" (starts a compound), "*milch" (ends one), "*nuss*" (inside). */
function wordMatches(pattern: string, token: string): boolean {
  const head = pattern.startsWith('*');
  const tail = pattern.endsWith('*');
  const core = pattern.slice(head ? 1 : 0, tail ? -1 : undefined);
  if (head && tail) return token.includes(core);
  if (tail) return token.startsWith(core);
  if (head) return ['', ...ENDINGS].some((end) => token.endsWith(core + end));
  return sameWord(core, token);
}

interface CompiledPhrase {
  source: string;
  words: string[];
}

const compile = (phrase: string): CompiledPhrase => ({
  source: phrase,
  words: phrase.split(/[\s-]+/).filter(Boolean).map((w) => (w.includes('*') ? w : normalizeWord(w))),
});

/** Every [from, to) token span where the phrase matches. */
function spans(tokens: Token[], phrase: CompiledPhrase): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const n = phrase.words.length;
  for (let i = 0; i + n <= tokens.length; i++) {
    if (phrase.words.every((w, k) => wordMatches(w, tokens[i + k]!.norm))) out.push([i, i + n]);
  }
  return out;
}

interface CompiledGroup {
  terms: CompiledPhrase[];
  except: CompiledPhrase[];
  free: CompiledPhrase[];
}

const compileGroup = (group: TermGroup): CompiledGroup => ({
  terms: group.terms.map(compile),
  except: (group.except ?? []).map(compile),
  free: (group.free ?? []).map(compile),
});

const cache = new Map<string, CompiledGroup>();
function compiled(key: string, group: TermGroup): CompiledGroup {
  let hit = cache.get(key);
  if (!hit) {
    hit = compileGroup(group);
    cache.set(key, hit);
  }
  return hit;
}

/** The first term of the group in the line, outside its false friends; null when the line is marked free of it. */
function matchGroup(line: string, tokens: Token[], group: CompiledGroup): string | null {
  if (group.free.some((phrase) => spans(tokens, phrase).length > 0)) return null;
  const masked = new Set<number>();
  for (const phrase of group.except) {
    for (const [from, to] of spans(tokens, phrase)) for (let i = from; i < to; i++) masked.add(i);
  }
  for (const phrase of group.terms) {
    for (const [from, to] of spans(tokens, phrase)) {
      let clear = true;
      for (let i = from; i < to; i++) if (masked.has(i)) clear = false;
      if (clear) return line.slice(tokens[from]!.start, tokens[to - 1]!.end);
    }
  }
  return null;
}

// ---- Rules -------------------------------------------------------------------------------

/** The lexicon groups a rule checks: an allergen its own; a diet its own groups and allergens. */
function groupsFor(rule: Allergen | Diet): Array<[string, TermGroup]> {
  if ((ALLERGENS as readonly string[]).includes(rule)) return [[rule, ALLERGEN_LEXICON[rule as Allergen]]];
  const diet = DIET_LEXICON[rule as Diet];
  return [
    ...diet.allergens.map((a): [string, TermGroup] => [a, ALLERGEN_LEXICON[a]]),
    ...diet.groups.map((g, i): [string, TermGroup] => [`${rule}:${i}`, g]),
  ];
}

/** The first term of a rule in one ingredient line, or null. */
export function matchRule(line: string, rule: Allergen | Diet): string | null {
  const tokens = tokenize(line);
  for (const [key, group] of groupsFor(rule)) {
    const term = matchGroup(line, tokens, compiled(key, group));
    if (term) return term;
  }
  return null;
}

/** A dislike matches whole words, whatever the case, accents or plural ("Zwiebel" in "2 Zwiebeln"). */
export function matchDislike(line: string, dislike: string): string | null {
  const words = dislike.split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(normalizeWord);
  if (!words.length) return null;
  const tokens = tokenize(line);
  const [hit] = spans(tokens, { source: dislike, words });
  return hit ? line.slice(tokens[hit[0]]!.start, tokens[hit[1] - 1]!.end) : null;
}

/** Where a lexicon phrase ("lasagne*", "soy sauce") occurs in a text: its words as written, or null. */
export function findPhrase(text: string, phrase: string): string | null {
  const tokens = tokenize(text);
  const [hit] = spans(tokens, compile(phrase));
  return hit ? text.slice(tokens[hit[0]]!.start, tokens[hit[1] - 1]!.end) : null;
}

/** Every conflict between the ingredient lines and the profile: one finding per line and rule. */
export function checkIngredients(lines: string[], profile: DietProfile): DietFinding[] {
  const findings: DietFinding[] = [];
  const rules: Array<Allergen | Diet> = [...profile.allergens, ...profile.diets];
  for (const ingredient of lines) {
    for (const rule of rules) {
      const term = matchRule(ingredient, rule);
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
 * The recipe's title and ingredient lines against the profile (docs/decisions.md, Diet and
 * allergens: a title never names what the profile excludes). Title findings come first and carry
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

/** Whether one line (say, an ingredient the cook typed) is fine for the profile. */
export const lineConflicts = (line: string, profile: DietProfile) => checkIngredients([line], profile).length > 0;
