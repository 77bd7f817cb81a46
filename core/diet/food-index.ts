import { COMPOSED_FOODS, type ComposedFood } from './food-composed';
import FOOD_INDEX_TEXT from './food-index.data';
import TABLE_FOODS_TEXT from './food-table-index.data';
import { NAMED_FOODS } from './food-index-names';
import { FOOD_LANGUAGES, keyVariants, nameKey, singulars, type FoodLanguage, type Token } from './food-words';

/**
 * The food index the diet checker reads (docs/decisions/040-diet-and-allergens-the-food-index.md): en/es/de food
 * names from the Open Food Facts ingredients taxonomy (© Open Food Facts contributors, ODbL 1.0),
 * compiled by scripts/build-food-index.ts into core/diet/food-index.data.ts, each with a bit set of
 * allergens and diet properties. Lookups take whole names of up to four words, and German
 * compounds split into a known modifier and head ("Eiernudeln" = Eier + Nudeln).
 */
export const INDEX_ALLERGENS = [
  'gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'tree_nuts', 'celery',
  'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs',
] as const;

export const INDEX_BITS = {
  ALLERGENS: (1 << 14) - 1,
  /** Not vegetarian (meat, fish, gelatine). */
  VEG_NO: 1 << 14,
  /** Not vegan. */
  VEGAN_NO: 1 << 15,
  /** Vegan: plant food. */
  PLANT: 1 << 16,
  /** Vegetarian. */
  VEGGIE: 1 << 17,
  /** From the pig (pork, ham, lard, pork gelatine): not halal. */
  PORK: 1 << 18,
  /** An alcoholic drink: not halal. */
  ALCOHOL: 1 << 19,
  /** Only at run time: a singular form the index made from a plural name, not a name of its own; compounds do not split on it ("Butter" gives no "Butt"). */
  DERIVED: 1 << 20,
};

export const allergenBit = (allergen: (typeof INDEX_ALLERGENS)[number]) => 1 << INDEX_ALLERGENS.indexOf(allergen);

export type FoodIndex = ReadonlyMap<string, number>;

export function parseFoodIndex(text: string): Map<string, number> {
  const index = new Map<string, number>();
  for (const row of text.split('\n')) {
    const tab = row.indexOf('\t');
    if (tab > 0) index.set(row.slice(0, tab), parseInt(row.slice(tab + 1), 36));
  }
  return index;
}

/** The index with the singular forms of its plural names added ("de:nudeln" is also "de:nudel"), where no name has them already. */
export function withSingulars(index: ReadonlyMap<string, number>): Map<string, number> {
  const out = new Map(index);
  for (const [key, flags] of index) {
    const lang = key.slice(0, 2) as FoodLanguage;
    for (const variant of keyVariants(key.slice(3), lang)) {
      if (!index.has(`${lang}:${variant}`)) out.set(`${lang}:${variant}`, (out.get(`${lang}:${variant}`) ?? 0) | flags | INDEX_BITS.DERIVED);
    }
  }
  return out;
}

const SEAFOOD = ['fish', 'crustaceans', 'molluscs'];

/**
 * The taxonomy's index with the food table's linked foods, then the composed foods of
 * core/diet/food-composed.ts and the named foods of core/diet/food-index-names.ts added (their
 * flags join the entry's), and singular forms.
 */
export function withComposedFoods(index: ReadonlyMap<string, number>, table: ReadonlyMap<string, number> = parseFoodIndex(TABLE_FOODS_TEXT)): FoodIndex {
  const out = new Map(index);
  for (const [key, flags] of table) out.set(key, (out.get(key) ?? 0) | flags);
  for (const food of [...COMPOSED_FOODS, ...NAMED_FOODS] as ComposedFood[]) {
    let flags = 0;
    for (const a of food.allergens) flags |= allergenBit(a);
    const meat = food.meat || food.pork || food.allergens.some((a) => SEAFOOD.includes(a));
    if (meat) flags |= INDEX_BITS.VEG_NO;
    if (food.pork) flags |= INDEX_BITS.PORK;
    if (food.alcohol) flags |= INDEX_BITS.ALCOHOL;
    if (meat || food.animal || food.allergens.some((a) => a === 'milk' || a === 'eggs')) flags |= INDEX_BITS.VEGAN_NO;
    else if (food.plant) flags |= INDEX_BITS.PLANT | INDEX_BITS.VEGGIE;
    // The composed food's own knowledge wins over a taxonomy "vegan" / "vegetarian" it contradicts,
    // and a plant food's over allergens the taxonomy gives it wrongly (teff has no gluten).
    const cleared = flags & INDEX_BITS.VEGAN_NO ? ~(INDEX_BITS.PLANT | (meat ? INDEX_BITS.VEGGIE : 0)) : food.plant ? ~INDEX_BITS.ALLERGENS : ~0;
    for (const name of food.names) {
      for (const lang of FOOD_LANGUAGES) {
        const key = `${lang}:${nameKey(name)}`;
        out.set(key, ((out.get(key) ?? 0) & cleared) | flags);
      }
    }
  }
  return withSingulars(out);
}

let shipped: FoodIndex | null = null;
/** The compiled index shipped with the app plus the composed foods, built on first use. */
export const defaultFoodIndex = (): FoodIndex => (shipped ??= withComposedFoods(parseFoodIndex(FOOD_INDEX_TEXT)));

/** Modifiers that make a milk word a plant drink or spread ("Kokosmilch", "Erdnussbutter"): the head's animal flags do not count. */
const PLANT_BASES = new Set([
  'kokos', 'kokosnuss', 'mandel', 'hafer', 'soja', 'reis', 'cashew', 'erdnuss', 'haselnuss', 'kakao', 'dinkel',
  'erbsen', 'lupinen', 'sesam', 'hanf', 'macadamia', 'pistazien', 'walnuss', 'sonnenblumen', 'sonnenblumenkern', 'shea',
]);
/** Heads that make the compound a mushroom whatever the modifier ("Austernpilze", "Kräuterseitlinge"). */
const MUSHROOM_HEADS = ['pilz', 'pilze', 'seitling', 'seitlinge', 'champignon', 'champignons', 'schwamm', 'schwammerl'];
/**
 * Heads naming a form a food is made into rather than an animal ("Pilz|gulasch", "Tofu|wurst",
 * "Linsen|bratlinge", "Blumenkohl|steak"): with a plant modifier the compound is plant food; with
 * a meat one ("Rinder|gulasch") or none ("Gulasch", "Bratwurst") it stays meat.
 */
const FORM_HEADS = new Set([
  'gulasch', 'wurst', 'wurste', 'wurstchen', 'hack', 'schnitzel', 'frikadelle', 'frikadellen', 'bratling', 'bratlinge',
  'burger', 'bolognese', 'geschnetzeltes', 'ballchen', 'steak', 'steaks', 'nuggets', 'aufschnitt', 'gyros', 'ragout',
  // A fruit's or coconut's flesh ("Fruchtfleisch", "Kokosfleisch", "Mangofleisch") is no meat.
  'fleisch',
]);
/** Linking letters between the parts of a German compound ("Hühn-er-ei", "Rind-s-", "Tomate-n-"). */
const LINKS = ['', 's', 'es', 'n', 'en', 'er', 'e'];

const ANIMAL = INDEX_BITS.VEG_NO | INDEX_BITS.VEGAN_NO | INDEX_BITS.PORK | allergenBit('milk') | allergenBit('eggs') | allergenBit('fish') | allergenBit('crustaceans') | allergenBit('molluscs');

/** A German name's own flags: not a singular form the index made ("Butt" from "Butter", "Kas" from "Käse"). */
function germanName(index: FoodIndex, word: string): number | undefined {
  const flags = index.get(`de:${word}`);
  return flags === undefined || flags & INDEX_BITS.DERIVED ? undefined : flags;
}

/** A German word's flags in the index, as written or made singular. */
function germanWord(index: FoodIndex, word: string): number | undefined {
  const direct = germanName(index, word);
  if (direct !== undefined) return direct;
  for (const s of singulars(word, 'de')) {
    const flags = germanName(index, s);
    if (flags !== undefined) return flags;
  }
  // A diminutive is its food ("Würstchen", "Brötchen"; names are folded, so "wurstchen" → "wurst").
  if (word.endsWith('chen') && word.length > 7) return germanName(index, word.slice(0, -4));
  return undefined;
}

/** A German compound word's flags from its longest known head and modifier, or undefined when neither is known. */
export function compoundFlags(index: FoodIndex, word: string, minHead = 4, needBoth = false): number | undefined {
  if (word.length < 7) return undefined;
  let head: number | undefined;
  let headAt = word.length;
  for (let i = 3; i <= word.length - minHead; i++) {
    const flags = germanWord(index, word.slice(i));
    if (flags !== undefined) {
      head = flags;
      headAt = i;
      break;
    }
  }
  // With a known head the modifier is all that stands before it ("Hasel|nuss" is no hare's nut);
  // without one, the longest known start of at least five letters ("Seelachs|…", not "Pota|ssium").
  let mod: number | undefined;
  let modWord = '';
  const last = head !== undefined ? headAt : 3;
  for (let j = Math.min(headAt, word.length - 4); j >= last && mod === undefined; j--) {
    const part = word.slice(0, j);
    for (const link of LINKS) {
      if (link && !part.endsWith(link)) continue;
      const base = part.slice(0, part.length - link.length);
      if (base.length < (head !== undefined ? 3 : 5)) continue;
      const flags = germanName(index, base);
      if (flags !== undefined) {
        mod = flags;
        modWord = base;
        break;
      }
    }
  }
  if (head === undefined && mod === undefined) return undefined;
  // When asked, a word is split only into two known parts ("hähnchenbrust"), not a word that happens
  // to end in a food ("gebrochen" is no "Rochen").
  if (needBoth && (head === undefined || mod === undefined)) return undefined;
  const headWord = word.slice(headAt);
  if (head !== undefined && MUSHROOM_HEADS.some((h) => headWord === h)) return head;
  if (head !== undefined && mod !== undefined && PLANT_BASES.has(modWord)) return (head & ~ANIMAL) | mod;
  if (head !== undefined && mod !== undefined && FORM_HEADS.has(headWord) && mod & INDEX_BITS.PLANT && !(mod & ANIMAL)) {
    return (head & ~ANIMAL) | mod;
  }
  // An animal's egg or milk is not its meat ("Hühnereier", "Ziegenmilch", "Schafskäse").
  if (head !== undefined && mod !== undefined && head & (allergenBit('eggs') | allergenBit('milk')) && !(head & INDEX_BITS.VEG_NO)) {
    return head | (mod & ~INDEX_BITS.VEG_NO & ~INDEX_BITS.VEGGIE);
  }
  // Plant or vegetarian only if both parts are.
  const both = (head ?? 0) | (mod ?? 0);
  const positive = INDEX_BITS.PLANT | INDEX_BITS.VEGGIE;
  const sure = head !== undefined && mod !== undefined ? head & mod & positive : 0;
  return (both & ~positive) | sure;
}

export interface IndexHit {
  from: number;
  to: number;
  flags: number;
  /** Found by splitting a compound word. */
  compound: boolean;
}

/** A span's flags in any language, as written or with its plural word made singular. */
export function spanFlags(index: FoodIndex, key: string): number | undefined {
  let found: number | undefined;
  for (const lang of FOOD_LANGUAGES) {
    let flags = index.get(`${lang}:${key}`);
    if (flags === undefined) {
      // A made-up singular is not made singular again ("Raps" is no "rap" of "rape").
      for (const variant of keyVariants(key, lang)) {
        flags = index.get(`${lang}:${variant}`);
        if (flags !== undefined && !(flags & INDEX_BITS.DERIVED)) break;
        flags = undefined;
      }
    }
    if (flags !== undefined) found = (found ?? 0) | flags;
  }
  return found;
}

/** Modifiers too general to say what a flour is made of ("cereal flour", "Vollkornmehl"). */
const GENERAL_MODIFIERS = new Set([
  'cereal', 'cereals', 'cereales', 'getreide', 'grain', 'whole', 'wholemeal', 'wholegrain', 'vollkorn', 'integral', 'white', 'blanca',
  'weiss', 'bread', 'pan', 'brot', 'plain', 'all', 'purpose', 'self', 'raising', 'strong', 'fuerza', 'bran', 'salvado', 'kleie', 'malt', 'malta', 'malz',
]);

/**
 * What a flour or noodle is made of, when the words say: "chickpea flour", "harina de algarroba",
 * "Maismehl", "Reisnudeln". The modifier's flags, or undefined when plain or the modifier unknown.
 */
export function flourModifier(index: FoodIndex, tokens: Token[], from: number, to: number): number | undefined {
  const word = tokens[from]!.norm;
  const head = ['mehl', 'nudeln', 'nudel', 'griess'].find((h) => word.endsWith(h) && word.length > h.length + 2);
  if (to - from === 1 && head) {
    // "Teffvollkornmehl", "Maisvollkorngrieß": the grain before "Vollkorn".
    const part = word.slice(0, -head.length).replace(/vollkorn$/, '');
    for (const link of LINKS) {
      if (link && !part.endsWith(link)) continue;
      const base = part.slice(0, part.length - link.length);
      if (base.length >= 3 && !GENERAL_MODIFIERS.has(base)) {
        const flags = germanName(index, base);
        if (flags !== undefined) return flags;
      }
    }
    return undefined;
  }
  const lookup = (a: number, b: number) => {
    if (a < 0 || b > tokens.length || a >= b) return undefined;
    if (tokens.slice(a, b).some((t) => GENERAL_MODIFIERS.has(t.norm))) return undefined;
    return spanFlags(index, tokens.slice(a, b).map((t) => t.norm).join(' '));
  };
  if (tokens[to]?.norm === 'de') return lookup(to + 1, to + 3) ?? lookup(to + 1, to + 2);
  return lookup(from - 2, from) ?? lookup(from - 1, from);
}

/** Every name of the index in the tokens (longest first at each start), and German compounds for single words the index lacks. */
export function indexHits(index: FoodIndex, tokens: Token[]): IndexHit[] {
  const hits: IndexHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let found = false;
    for (let n = Math.min(4, tokens.length - i); n >= 1; n--) {
      const flags = spanFlags(index, tokens.slice(i, i + n).map((t) => t.norm).join(' '));
      if (flags !== undefined) {
        hits.push({ from: i, to: i + n, flags, compound: false });
        found = true;
        if (n > 1) break;
      }
    }
    if (!found) {
      // A word in lower case may be Spanish or English ("caliente", "ambiente" end in the German
      // "Ente"): it is split only at a head of five letters or more.
      const lower = tokens[i]!.upper === false;
      // A lower-case German participle ("gebrochen", "gehackt") is split only into two known parts.
      const flags = compoundFlags(index, tokens[i]!.norm, lower ? 5 : 4, lower && tokens[i]!.norm.startsWith('ge'));
      if (flags !== undefined) hits.push({ from: i, to: i + 1, flags, compound: true });
    }
  }
  return hits;
}
