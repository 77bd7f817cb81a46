/**
 * Phrase matching of the diet and allergy checks (core/diet/allergens.ts, docs/decisions/040-diet-and-allergens-the-food-index.md):
 * lexicon phrases compiled to word tests (plural and inflection endings in en, es and de, compound
 * patterns such as "weizen*"), their spans in a tokenized line, and one term group matched in a line
 * with its false friends, `free` phrases and the food index's names that clear it.
 */
import type { TermGroup } from './allergen-lexicon';
import { INDEX_BITS, allergenBit, flourModifier, spanFlags, type FoodIndex, type IndexHit } from './food-index';
import { normalizeWord, type Token } from './food-words';
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

export interface CompiledPhrase {
  source: string;
  words: string[];
  /** One test per word, built once: a set of forms for a plain word, a closure for a pattern. */
  tests: Array<(token: string) => boolean>;
  wild: boolean;
}

/** A word's test: its forms (plural and inflection endings on or off) as a set, or a compound pattern. */
function wordTest(word: string): (token: string) => boolean {
  if (word.includes('*')) return (token) => wordMatches(word, token);
  const forms = new Set([word]);
  if (word.length > 2) {
    for (const end of ENDINGS) {
      forms.add(word + end);
      if (word.length > end.length + 2 && word.endsWith(end)) forms.add(word.slice(0, -end.length));
    }
  }
  return (token) => forms.has(token);
}

export const phraseOf = (source: string, words: string[]): CompiledPhrase => ({
  source,
  words,
  tests: words.map(wordTest),
  wild: source.includes('*'),
});

export const compile = (phrase: string): CompiledPhrase =>
  phraseOf(phrase, phrase.split(/[\s-]+/).filter(Boolean).map((w) => (w.includes('*') ? w : normalizeWord(w))));

/** Every [from, to) token span where the phrase matches. */
export function spans(tokens: Token[], phrase: CompiledPhrase): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const n = phrase.tests.length;
  for (let i = 0; i + n <= tokens.length; i++) {
    if (phrase.tests.every((test, k) => test(tokens[i + k]!.norm))) out.push([i, i + n]);
  }
  return out;
}

export interface CompiledGroup {
  terms: CompiledPhrase[];
  except: CompiledPhrase[];
  free: CompiledPhrase[];
  /** The index flag that counts for the group, and flags that clear it (a pescatarian eats fish). */
  bit: number;
  not: number;
}

const cache = new Map<string, CompiledGroup>();
export function compiled(key: string, group: TermGroup, bit: number, not = 0): CompiledGroup {
  let hit = cache.get(key);
  if (!hit) {
    hit = {
      terms: group.terms.map(compile),
      except: (group.except ?? []).map(compile),
      free: (group.free ?? []).map(compile),
      bit,
      not,
    };
    cache.set(key, hit);
  }
  return hit;
}

/** The flags that clear a group's food in an entry: a pescatarian eats seafood, but not the pork beside it (XO sauce). */
const notOf = (flags: number, group: CompiledGroup) => (flags & INDEX_BITS.PORK ? 0 : group.not);

/** Whether an index entry says the food is clear of the group: vegetarian for meat and pork, a plant without the allergen (or alcohol) otherwise. */
function clears(flags: number, group: CompiledGroup): boolean {
  if (flags & group.bit && !(flags & notOf(flags, group))) return false;
  if (group.bit === INDEX_BITS.VEG_NO || group.bit === INDEX_BITS.PORK) return (flags & INDEX_BITS.VEGGIE) !== 0;
  return (flags & INDEX_BITS.PLANT) !== 0;
}

/**
 * The first food of the group in the line, or null. Hand terms first, then index names; either is
 * cleared by a false friend of the group (`except`), by a longer index name that is clear of it
 * ("oyster mushroom", "rice flour", "Hühnereier" for a vegetarian), and a `free` phrase clears the
 * whole line ("gluten-free").
 */
const LINK_WORDS = new Set(['de', 'del', 'of', 'aus', 'von', 'con', 'with', 'mit', 'y', 'and', 'und']);

/**
 * Whether the words a longer index name adds around a term are themselves a food clear of the
 * group: "oyster mushroom" adds "mushroom", "coconut milk" adds "coconut", "rice flour" adds
 * "rice". A name that only adds a type number or a brand ("Dinkelmehl Type 630") clears nothing,
 * since the taxonomy may simply not list the allergen.
 */
function extraWordsClear(tokens: Token[], hit: IndexHit, from: number, to: number, group: CompiledGroup, index: FoodIndex): boolean {
  const words = (a: number, b: number) => tokens.slice(a, b).map((t) => t.norm).filter((w) => !LINK_WORDS.has(w));
  for (const extra of [words(hit.from, from), words(to, hit.to)]) {
    if (!extra.length) continue;
    const flags = spanFlags(index, extra.join(' '));
    if (flags !== undefined && clears(flags, group)) return true;
  }
  return false;
}

// A fish's liver is the fish's ("cod liver oil", "hígado de bacalao", "Kabeljauleber").
const CUT_WORDS = new Set(['meat', 'meats', 'steak', 'steaks', 'carne', 'carnes', 'fleisch', 'mince', 'filet', 'filets', 'fillet', 'fillets', 'liver', 'livers', 'higado', 'higados', 'leber']);
const isCutWord = (word: string) => CUT_WORDS.has(word) || word.endsWith('fleisch');
const FLOUR_WORDS = new Set(['flour', 'harina', 'mehl', '*mehl', 'noodle', 'fideos', 'nudeln', '*nudeln', 'pasta', 'semolina', 'semola', 'griess']);
const GLUTEN_BIT = allergenBit('gluten');

export function matchGroup(line: string, tokens: Token[], group: CompiledGroup, hits: IndexHit[], index: FoodIndex): string | null {
  if (group.free.some((phrase) => spans(tokens, phrase).length > 0)) return null;
  const masked = new Set<number>();
  for (const phrase of group.except) {
    for (const [from, to] of spans(tokens, phrase)) for (let i = from; i < to; i++) masked.add(i);
  }
  const isMasked = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (masked.has(i)) return true;
    return false;
  };
  // A longer index name clear of the group covers the words, or the same words read as a plural
  // of another language's word ("Beere" is no "beer"), or a flour made of a plant clear of gluten.
  // "swordfish steaks", "snow crab meat", "carne de cangrejo", "Krabbenfleisch": a plain meat word
  // in or beside a seafood name is the seafood's, which a pescatarian eats.
  const seafoodCut = (from: number, to: number) => {
    if (!group.not || to - from !== 1 || !isCutWord(tokens[from]!.norm)) return false;
    const linked = tokens[to]?.norm === 'de' ? to + 1 : to;
    return hits.some((h) => (h.flags & notOf(h.flags, group)) !== 0 && ((h.from <= from && h.to >= to && h.to - h.from > 0) || h.to === from || h.from === linked));
  };
  const shielded = (from: number, to: number, phrase: CompiledPhrase) => {
    if (!group.bit) return false;
    // "swordfish steaks", "snow crab meat", "carne de cangrejo", "Krabbenfleisch": a plain meat word
    // in or beside a seafood name is the seafood's, which a pescatarian eats.
    if (seafoodCut(from, to)) return true;
    const exact = phrase.words.join(' ') === tokens.slice(from, to).map((t) => t.norm).join(' ');
    for (const h of hits) {
      // The taxonomy often leaves gluten out ("rye flour", "pita"): for gluten only the flour rule below clears.
      if (group.bit === GLUTEN_BIT && h.to - h.from > to - from) continue;
      if (h.from > from || h.to < to || !clears(h.flags, group)) continue;
      if (h.to - h.from > to - from ? extraWordsClear(tokens, h, from, to, group, index) : phrase.wild || h.compound || !exact) return true;
    }
    if (group.bit === GLUTEN_BIT && FLOUR_WORDS.has(phrase.source)) {
      // "chickpea flour", "harina de algarroba": the modifier, or the whole name, is a plant without gluten.
      const plain = (flags: number | undefined) => flags !== undefined && (flags & INDEX_BITS.PLANT) !== 0 && !(flags & GLUTEN_BIT);
      if (plain(flourModifier(index, tokens, from, to))) return true;
      return hits.some((h) => h.from <= from && h.to >= to && h.to - h.from > to - from && plain(h.flags));
    }
    return false;
  };
  const text = (from: number, to: number) => line.slice(tokens[from]!.start, tokens[to - 1]!.end);
  for (const phrase of group.terms) {
    for (const [from, to] of spans(tokens, phrase)) {
      if (!isMasked(from, to) && !shielded(from, to, phrase)) return text(from, to);
    }
  }
  if (!group.bit) return null;
  // The longest food the index names wins, the first of equals: "bone-in chicken thighs" is
  // "chicken thighs", not "bone", so a substitute that replaces chicken finds it.
  let best: IndexHit | null = null;
  for (const hit of hits) {
    if (!(hit.flags & group.bit) || hit.flags & notOf(hit.flags, group) || isMasked(hit.from, hit.to) || seafoodCut(hit.from, hit.to)) continue;
    if (hits.some((h) => h !== hit && h.from <= hit.from && h.to >= hit.to && h.to - h.from > hit.to - hit.from && clears(h.flags, group) && extraWordsClear(tokens, h, hit.from, hit.to, group, index))) continue;
    if (!best || hit.to - hit.from > best.to - best.from) best = hit;
  }
  return best ? text(best.from, best.to) : null;
}

