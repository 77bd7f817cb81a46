import type { ShoppingCategory, Unit } from './kitchen-options';
import { leadingQuantity } from './recipe-scaling';
import { unitWord } from './units';

/**
 * One ingredient line ("1 ½ cups milk", "2 cebollas", "eine Prise Salz") as quantity, unit and
 * a name, plus the key that matches the same ingredient case-, accent- and plural-insensitively
 * in en, es and de, ignoring preparation words. Quantities use core/recipe-scaling's parser.
 */

export interface ParsedIngredient {
  /** The name as written, without quantity, unit and preparation words ("Mehl", "garlic"). */
  name: string;
  /** The match key ("cebollas" and "Cebolla" both give "cebolla"). */
  key: string;
  /** Null when the line gives none ("salt to taste", "a pinch of salt"). */
  quantity: number | null;
  unit: Unit | null;
  /** A container or part counted in pieces ("cloves", "Dose", "lata"), as written; else null. */
  pack: string | null;
}

const WORD_NUMBERS = new Map<string, number>([
  ...['a', 'an', 'one', 'un', 'una', 'uno', 'ein', 'eine', 'einen', 'einem', 'einer'].map((w): [string, number] => [w, 1]),
  ...['two', 'dos', 'zwei'].map((w): [string, number] => [w, 2]),
  ...['three', 'tres', 'drei'].map((w): [string, number] => [w, 3]),
  ...['half', 'medio', 'media', 'halbe', 'halber', 'halbes'].map((w): [string, number] => [w, 0.5]),
]);

/** Amount words that mean "some, unmeasured": the line gets no quantity. */
const VAGUE_AMOUNTS = new Set(
  'pinch pinches dash dashes splash handful handfuls some few little bit prise prisen messerspitze schuss spritzer handvoll etwas bisschen pizca pizcas pellizco chorrito chorritos puñado puñados poco pizquita'.split(
    ' ',
  ),
);

/** Containers and parts counted as pieces of their own kind ("3 cloves garlic" is not 3 garlics). */
const PACKS = new Set(
  'clove cloves can cans tin tins slice slices bunch bunches sprig sprigs stalk stalks head heads package packages packet packets pack packs jar jars bottle bottles stick sticks diente dientes lata latas rebanada rebanadas loncha lonchas manojo manojos ramita ramitas rama ramas paquete paquetes bote botes tarro tarros cabeza cabezas zehe zehen dose dosen scheibe scheiben bund bünde zweig zweige packung packungen päckchen glas gläser stange stangen kopf köpfe becher'.split(
    ' ',
  ),
);

/** Words of preparation, size and freshness that do not change what is bought (en, es, de). */
const PREPARATION = new Set(
  `chopped diced minced sliced grated shredded fresh freshly finely roughly coarsely thinly thickly peeled crushed
  large medium small big ripe melted softened beaten whole halved quartered cubed trimmed rinsed drained washed
  cold warm hot room temperature about approx approximately optional extra good quality organic
  picado picada picados picadas fresco fresca frescos frescas rallado rallada rallados ralladas cortado cortada
  cortados cortadas pelado pelada pelados peladas machacado machacada finamente grande grandes mediano mediana
  medianos medianas pequeño pequeña pequeños pequeñas maduro madura maduros maduras derretido derretida batido batida
  troceado troceada rodajas cubos aprox
  gehackt gehackte gehackter gehacktes frisch frische frischer frisches gerieben geriebene geriebener geschnitten
  geschnittene gewürfelt gewürfelte geschält geschälte fein feine grob grobe klein kleine kleiner großes groß große
  großer mittelgroß mittelgroße reif reife zerdrückt zerdrückte geschmolzen geschmolzene ca circa zimmerwarm`
    .split(/\s+/)
    .filter(Boolean),
);

/** Leading words that only connect ("of", "de", "von", articles). */
const CONNECTORS = new Set('of the de del la las el los von vom der die das den'.split(' '));

/** Phrases after which the rest of the line is advice, not the ingredient. */
const TAIL = /\s*(?:,|;|\s-\s|\bto taste\b|\bas needed\b|\bfor (?:serving|garnish)\b|\bal gusto\b|\ba gusto\b|\bnach geschmack\b|\bnach belieben\b|\bzum (?:servieren|garnieren)\b|\bpara (?:servir|decorar)\b|\bor\b|\boder\b|\bo\b).*$/i;

const BULLET = /^\s*[-*•·–—▪◦+]\s+/;

/** Word keys that plural rules cannot reach. */
const KEY_OVERRIDES = new Map([
  ['eier', 'ei'],
  ['leaves', 'leaf'],
  ['loaves', 'loaf'],
  ['knives', 'knife'],
  ['halves', 'half'],
]);

/**
 * The match key of one word: lower case, accents dropped, then trailing s/n/e removed while the
 * word is longer than three letters (tomatoes/tomato, cebollas/cebolla, Zwiebeln/Zwiebel,
 * limones/limón all meet), final y as i (berry/berries), -ces as z (nueces/nuez).
 */
export function wordKey(word: string): string {
  let w = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z]/g, '');
  w = KEY_OVERRIDES.get(w) ?? w;
  if (w.length > 4 && w.endsWith('ces')) w = `${w.slice(0, -3)}z`;
  while (w.length > 3 && /[sne]$/.test(w) && !w.endsWith('ss')) w = w.slice(0, -1);
  return w.replace(/y$/, 'i');
}

/** The match key of a name: each remaining word's key ("Chopped Tomatoes" -> "tomato"). */
export function ingredientKey(name: string): string {
  return cleanName(name).key;
}

function cleanName(text: string): { name: string; key: string } {
  const cut = text.replace(/\([^)]*\)/g, ' ').replace(TAIL, '');
  const words = cut.split(/\s+/).filter((word) => word && !PREPARATION.has(word.toLowerCase().replace(/[.,]$/, '')));
  while (words.length > 1 && CONNECTORS.has((words[0] ?? '').toLowerCase())) words.shift();
  const name = words.join(' ').trim();
  const key = words
    .map(wordKey)
    .filter((w) => w.length > 0)
    .join(' ');
  return { name, key };
}

/** Splits a leading amount: a number ("1 ½", "200g", "2-3": the upper bound) or a number word. */
function splitAmount(text: string): { quantity: number | null; rest: string } {
  const lead = leadingQuantity(text);
  if (lead) return { quantity: lead.upper ?? lead.value, rest: lead.rest };
  const [first = '', ...rest] = text.split(/\s+/);
  const word = WORD_NUMBERS.get(first.toLowerCase());
  if (word !== undefined && rest.length > 0) return { quantity: word, rest: rest.join(' ') };
  return { quantity: null, rest: text };
}

/** Parses one ingredient line; null for a line with no name left (a bare "2 cups"). */
export function parseIngredientLine(line: string): ParsedIngredient | null {
  const text = line.replace(BULLET, '').replace(/\([^)]*\)/g, ' ').trim();
  let { quantity, rest } = splitAmount(text);
  let unit: Unit | null = null;
  let pack: string | null = null;
  const [first = '', ...others] = rest.split(/\s+/);
  const lower = first.toLowerCase().replace(/\.$/, '');
  if (VAGUE_AMOUNTS.has(lower)) {
    quantity = null;
    rest = others.join(' ');
  } else if (quantity !== null) {
    const word = unitWord(first);
    if (word) {
      unit = word.unit;
      quantity *= word.times;
      rest = others.join(' ');
    } else if (PACKS.has(lower)) {
      pack = first;
      unit = 'pieces';
      rest = others.join(' ');
    } else {
      unit = 'pieces';
    }
  }
  const { name, key } = cleanName(rest);
  if (!key) return null;
  return { name: pack ? `${name} (${pack})` : name, key, quantity, unit, pack: pack ? wordKey(pack) : null };
}

/** Keywords per shopping category (en, es, de), matched by word key or (5+ letters) inside a compound word. */
const CATEGORY_WORDS: Array<[ShoppingCategory, string]> = [
  ['frozen', 'frozen congelado congelada congelados tiefkühl tiefgekühlt gefroren'],
  ['beverages', 'water juice coffee tea wine beer soda agua zumo jugo café té vino cerveza wasser saft kaffee tee wein bier'],
  [
    'produce',
    `tomato onion garlic potato carrot lettuce spinach pepper cucumber zucchini courgette lemon lime apple banana
    orange berry strawberry blueberry avocado mushroom celery broccoli cauliflower cabbage kale herb basil parsley
    cilantro coriander mint dill thyme rosemary ginger scallion shallot leek pea bean corn eggplant aubergine squash
    pumpkin grape pear peach mango pineapple chili chilli jalapeno radish beet asparagus
    tomate cebolla ajo patata papa zanahoria lechuga espinaca pimiento pepino calabacín limón lima manzana plátano
    naranja fresa aguacate champiñón seta apio brócoli coliflor col perejil cilantro albahaca jengibre puerro
    guisante judía maíz berenjena calabaza uva pera melocotón mango piña
    zwiebel knoblauch kartoffel karotte möhre salat spinat paprika gurke zitrone limette apfel banane orange beere
    erdbeere avocado pilz champignon sellerie brokkoli blumenkohl kohl petersilie basilikum ingwer lauch erbse bohne
    mais aubergine kürbis traube birne pfirsich schnittlauch`,
  ],
  ['bakery', 'bread baguette roll bun tortilla pita croissant brioche pan bollo barra brot brötchen toast semmel'],
  [
    'meat',
    `chicken beef pork lamb turkey bacon ham sausage mince steak fish salmon tuna shrimp prawn cod
    pollo ternera res cerdo cordero pavo tocino jamón chorizo salchicha carne pescado salmón atún gamba camarón
    hähnchen huhn rind schwein lamm pute speck schinken wurst hackfleisch fleisch fisch lachs thunfisch garnele`,
  ],
  [
    'dairy',
    `milk butter cheese cream yogurt yoghurt egg parmesan mozzarella cheddar feta ricotta
    leche mantequilla queso nata crema yogur huevo
    milch butter käse sahne joghurt quark ei schmand`,
  ],
  ['snacks', 'chip chips crisps cracker cookie chocolate nut almond walnut peanut galleta chocolate nuez almendra cacahuete chips keks schokolade nuss mandel'],
  [
    'pantry',
    `flour sugar salt oil vinegar rice pasta spaghetti noodle oat cereal honey sauce stock broth cumin paprika
    cinnamon oregano spice baking yeast soy mustard ketchup mayonnaise lentil chickpea bean tamarind miso
    harina azúcar sal aceite vinagre arroz pasta fideo avena miel salsa caldo comino canela orégano levadura lenteja garbanzo
    mehl zucker salz öl olivenöl essig reis nudel hafer honig soße sauce brühe kreuzkümmel zimt hefe senf linse kichererbse`,
  ],
];

const CATEGORY_KEYS: Array<[ShoppingCategory, string[]]> = CATEGORY_WORDS.map(([category, list]) => [
  category,
  [...new Set(list.split(/\s+/).filter(Boolean).map(wordKey))],
]);

/** A shopping category guessed from a name (or its key); 'other' when nothing matches. */
export function guessCategory(nameOrKey: string): ShoppingCategory {
  const keys = ingredientKey(nameOrKey).split(' ');
  for (const [category, words] of CATEGORY_KEYS) if (keys.some((k) => words.includes(k))) return category;
  for (const [category, words] of CATEGORY_KEYS)
    if (keys.some((k) => words.some((w) => w.length >= 5 && k.includes(w)))) return category;
  return 'other';
}
