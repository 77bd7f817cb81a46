import { ingredientKey, wordKey } from './ingredient-key';
import type { Unit } from './kitchen-options';
import { dimensionOf, toBase, type Dimension } from './units';

/**
 * What foods weigh: the one table behind the shopping list's merging ("4 oz cheddar" + "1 cup
 * cheddar", "3 cloves garlic" + "1 head garlic"), the nutrition estimate's serving weight and the
 * quality gate's amounts per serving (core/recipe-quality-amounts.ts, through the kinds table's
 * `weighsAs`). Figures are the usual kitchen-table values (USDA FoodData Central household
 * measures, e.g. 1 cup all-purpose flour 125 g, 1 cup butter 227 g, 1 tsp salt 6 g): grams per
 * millilitre for foods measured in cups and spoons, grams per piece, grams per pack part, and the
 * dimension each food is bought in. Foods are named in en, es and de and found by match key
 * (core/ingredient-key.ts, synonyms included). It is the only place these figures are written: the
 * kinds table names the food each kind weighs as (docs/decisions/054-one-units-table.md).
 */
export interface FoodMeasure {
  /**
   * The dimension the food is bought and listed in; absent for a food only weighed (a spoon of
   * cumin), which the shopping list keeps as written.
   */
  buy?: Dimension;
  /** Grams per millilitre (a cup of flour is 240 ml at 0.53 g/ml = 127 g). */
  gPerMl?: number;
  /** Grams per piece (one medium onion). */
  gPerPiece?: number;
  /** Millilitres of juice per piece (a lemon gives about 45 ml). */
  juiceMl?: number;
  /** Grams per part written as a pack word ("clove" of garlic, "stick" of butter), by the word's key. */
  packG?: Readonly<Record<string, number>>;
}

const mass = (gPerMl?: number, gPerPiece?: number, packG?: Record<string, number>): FoodMeasure => ({ buy: 'mass', gPerMl, gPerPiece, packG });
const count = (gPerPiece: number, extra: Partial<FoodMeasure> = {}): FoodMeasure => ({ buy: 'count', gPerPiece, ...extra });
const volume = (gPerMl: number): FoodMeasure => ({ buy: 'volume', gPerMl });
const weighed = (gPerMl: number, extra: Partial<FoodMeasure> = {}): FoodMeasure => ({ gPerMl, ...extra });
/** Counted only (a bay leaf, a steak): weighed by the piece, kept on the shopping list as written. */
const counted = (gPerPiece: number, extra: Partial<FoodMeasure> = {}): FoodMeasure => ({ gPerPiece, ...extra });

// Figures written more than once below, each written here once.
/** A garlic clove (USDA: 1 clove 3 g; a kitchen's clove is 4 to 6 g). */
const GARLIC_CLOVE = 5;
/** A fillet of fish as sold, skinless (salmon, cod, hake). */
const FILLET = 150;
/** A dried bay leaf. */
const BAY_LEAF = 0.2;
/** A sprig of a herb (USDA: 10 sprigs of parsley 10 g). */
const SPRIG = 1;
/** A bunch of fresh herbs as a shop sells it (the usual 30 g pack or bunch of parsley, coriander, basil, mint). */
const HERB_BUNCH = 30;
/** A cinnamon stick. */
const CINNAMON_STICK = 3;
/** A herb's "rama" is its sprig (cinnamon's is its stick, celery's its stalk: see the pack words below). */
const HERB_PACKS = { rama: SPRIG } as const;

// Grams per ml of the herbs and spices weighed by the spoon.
/** Chopped fresh leafy herbs: 1 cup of parsley 60 g. */
const LEAFY_HERB = 0.25;
/** Dried thyme and rosemary: 1 tsp 1 to 1.2 g; fresh sprigs' leaves a little more. */
const WOODY_HERB = 0.3;
/** Ground spices: 1 tsp 1.8 to 3 g (cumin 2.1, paprika 2.3, cinnamon 2.6, black pepper 2.3). */
const GROUND_SPICE = 0.5;

// A piece is what one of the size a comment names weighs (USDA FoodData Central where it says so).
const TABLE: Array<[string[], FoodMeasure]> = [
  [['flour', 'harina', 'Mehl'], mass(0.53)],
  [['sugar', 'azúcar', 'Zucker'], mass(0.85)],
  [['brown sugar', 'azúcar moreno', 'brauner Zucker'], mass(0.9)],
  [['powdered sugar', 'azúcar glas', 'Puderzucker'], mass(0.5)],
  // A US stick of butter is 113 g; a Spanish pastilla 250 g.
  [['butter', 'mantequilla'], mass(0.96, undefined, { stick: 113, pastilla: 250 })],
  [['cheese', 'queso', 'Käse'], mass(0.45)],
  [['cheddar', 'cheddar cheese', 'queso cheddar', 'Cheddarkäse'], mass(0.47)],
  [['parmesan', 'parmesan cheese', 'Parmigiano Reggiano', 'queso parmesano', 'parmesano', 'Parmesankäse'], mass(0.42)],
  // USDA: ricotta 246 g a cup, cream cheese 232 g a cup: soft cheeses by the spoon weigh about as water.
  [['ricotta', 'ricota', 'Ricotta', 'cream cheese', 'queso crema', 'Frischkäse', 'mascarpone', 'Mascarpone'], mass(1)],
  // A ball of mozzarella as sold, 125 g.
  [['mozzarella', 'mozzarella cheese'], mass(0.47, 125)],
  [['feta', 'feta cheese', 'queso feta', 'Fetakäse'], mass(0.6)],
  [['rice', 'white rice', 'arroz', 'Reis'], mass(0.85)],
  [['rolled oats', 'oats', 'oatmeal', 'copos de avena', 'avena', 'Haferflocken'], mass(0.41)],
  [['cocoa powder', 'cocoa', 'cacao en polvo', 'cacao', 'Kakaopulver', 'Kakao'], mass(0.42)],
  [['chocolate chips', 'pepitas de chocolate', 'Schokotropfen'], mass(0.7)],
  [['breadcrumbs', 'pan rallado', 'Paniermehl', 'Semmelbrösel'], mass(0.45)],
  [['nuts', 'almonds', 'walnuts', 'nueces', 'almendras', 'Nüsse', 'Mandeln'], mass(0.6)],
  [['lentils', 'lentejas', 'Linsen'], mass(0.8)],
  // USDA: sweetened condensed milk 306 g a cup.
  [['condensed milk', 'leche condensada', 'Kondensmilch'], volume(1.28)],
  [['yogurt', 'yoghurt', 'yogur', 'Joghurt'], mass(1.03)],
  // USDA: a small potato 170 g (medium 213 g).
  [['potatoes', 'patatas', 'papas', 'Kartoffeln'], mass(undefined, 170)],
  [['spinach', 'baby spinach', 'espinacas', 'Spinat'], mass(0.125)],
  // A boneless breast as sold.
  [['chicken breast', 'pechuga de pollo', 'Hähnchenbrust'], mass(undefined, 175)],
  // A chicken counted is the whole bird (USDA: a roasting chicken about 1.4 kg, half of it meat).
  [['chicken', 'whole chicken', 'roast chicken', 'rotisserie chicken', 'barbecued chicken', 'pollo', 'pollo entero', 'pollo asado', 'Hähnchen', 'Brathähnchen', 'Hähnchen im Ganzen'], mass(undefined, 1400)],
  // USDA: a large onion 150 g (medium 110 g).
  [['onion', 'cebolla', 'Zwiebel'], count(150)],
  [['red onion', 'cebolla morada', 'rote Zwiebel'], count(150)],
  [['shallot', 'chalota', 'Schalotte'], count(30)],
  // USDA: a medium spring onion (scallion) 15 g.
  [['spring onion', 'scallion', 'green onion', 'cebolleta', 'Frühlingszwiebel'], counted(15)],
  // USDA: a medium celery stalk 40 g.
  [['celery', 'celery stick', 'celery stalk', 'apio', 'rama de apio', 'Staudensellerie', 'Stange Staudensellerie'], counted(40, { packG: { stick: 40, stalk: 40, rama: 40, Stange: 40 } })],
  // A head of garlic is bought; recipes count its cloves.
  [['garlic', 'ajo', 'Knoblauch'], count(50, { packG: { clove: GARLIC_CLOVE, diente: GARLIC_CLOVE, Zehe: GARLIC_CLOVE, head: 50, cabeza: 50, Knolle: 50 } })],
  [['garlic clove', 'clove of garlic', 'diente de ajo', 'Knoblauchzehe'], counted(GARLIC_CLOVE)],
  // A lemon with its peel and the juice it gives; a lime (USDA: 67 g).
  [['lemon', 'limón', 'Zitrone'], count(100, { juiceMl: 45 })],
  [['lime', 'lima', 'Limette'], count(60, { juiceMl: 30 })],
  // USDA: a medium tomato 123 g.
  [['tomato', 'tomate', 'Tomate'], count(120)],
  // USDA: a large egg 50 g, its yolk 17 g.
  [['egg', 'huevo', 'Ei'], count(50)],
  [['egg yolk', 'yolk', 'yema', 'Eigelb'], count(18)],
  // USDA: a medium carrot 61 g.
  [['carrot', 'zanahoria', 'Karotte', 'Möhre'], count(60)],
  // USDA: a medium apple 182 g, a medium banana 118 g, a medium peach 150 g.
  [['apple', 'manzana', 'Apfel'], count(180)],
  // USDA: a plum 66 g; a cherry plum (mirabelle) about 20 g; an apricot 35 g.
  [['plum', 'ciruela', 'Pflaume', 'Zwetschge'], count(66)],
  [['cherry plum', 'mirabelle', 'ciruela mirabel', 'Mirabelle'], count(20)],
  [['apricot', 'albaricoque', 'Aprikose'], count(35)],
  [['banana', 'plátano', 'Banane'], count(120)],
  [['peach', 'melocotón', 'durazno', 'Pfirsich'], counted(150)],
  [['avocado', 'aguacate'], count(170)],
  // USDA: a sweet pepper 119 g medium, 164 g large.
  [['bell pepper', 'red bell pepper', 'pepper', 'pimiento', 'pimiento rojo', 'Paprikaschote', 'rote Paprika'], count(150)],
  // USDA: a jalapeño 14 g.
  [['chili', 'chilli', 'chile', 'guindilla', 'Chilischote'], count(15)],
  // USDA: a medium zucchini 196 g, a cucumber 301 g; a European aubergine about 250 g.
  [['zucchini', 'calabacín'], count(200)],
  [['cucumber', 'pepino', 'Gurke'], count(300)],
  [['aubergine', 'eggplant', 'berenjena', 'Aubergine'], counted(250)],
  // A thumb-sized piece of fresh ginger.
  [['ginger', 'fresh ginger', 'root ginger', 'jengibre', 'jengibre fresco', 'Ingwer'], counted(30)],
  [['tortilla'], count(45)],
  // USDA: a hamburger bun 51 g.
  [['burger bun', 'hamburger bun', 'pan de hamburguesa', 'Burgerbrötchen'], count(50)],
  // Meat and fish counted by the piece: a steak or chop, a fillet, a large prawn in its shell.
  [['steak', 'chop', 'bistec', 'chuleta', 'Steak', 'Kotelett'], counted(150)],
  // USDA: a chicken thigh 120 g, a drumstick 100 g, a wing 90 g (raw, bone in); a beef short rib
  // about 250 g, a pork shoulder steak 300 g, a lamb chop 100 g, a sausage 75 g, a bacon rasher 25 g.
  [['chicken thigh', 'contramuslo', 'Hähnchenschenkel'], counted(120)],
  [['chicken drumstick', 'drumstick', 'jamoncito', 'Hähnchenunterschenkel'], counted(100)],
  [['chicken wing', 'alita', 'Hähnchenflügel'], counted(90)],
  [['short rib', 'beef short rib', 'costilla de ternera', 'Rinderrippe'], counted(250)],
  [['pork shoulder steak', 'pork steak', 'Schweinesteak', 'Schweinenackensteak'], counted(300)],
  [['lamb chop', 'lamb cutlet', 'chuletilla', 'Lammkotelett'], counted(100)],
  [['sausage', 'salchicha', 'Bratwurst', 'Wurst'], counted(75)],
  [['bacon', 'rasher', 'beicon', 'Speck'], counted(25, { packG: { slice: 25, rasher: 25, loncha: 25, Scheibe: 25 } })],
  [['pork shoulder roast', 'pork shoulder', 'roast', 'Schweineschulter', 'Braten'], counted(1500)],
  [['fish fillet', 'filete de pescado', 'Fischfilet'], counted(FILLET)],
  [['prawn', 'shrimp', 'gamba', 'langostino', 'Garnele'], counted(20)],
  [['milk', 'leche', 'Milch'], volume(1.03)],
  [['olive oil', 'aceite de oliva', 'Olivenöl'], volume(0.92)],
  [['oil', 'vegetable oil', 'aceite', 'aceite vegetal', 'Öl', 'Pflanzenöl'], volume(0.92)],
  [['heavy cream', 'nata', 'Sahne'], volume(1)],
  [['honey', 'miel', 'Honig'], volume(1.42)],
  [['syrup', 'sirope', 'Sirup'], volume(1.33)],
  [['water', 'agua', 'Wasser'], volume(1)],
  [['chicken stock', 'caldo de pollo', 'Hühnerbrühe'], volume(1)],
  [['vegetable stock', 'caldo de verduras', 'Gemüsebrühe'], volume(1)],
  // Weighed only, by the spoon: herbs, spices, salt and strong seasonings. A counted herb is a
  // bunch of parsley, a leaf of basil (USDA: 5 leaves 2.5 g), mint or sage, a sprig of rosemary
  // or thyme.
  [['parsley', 'perejil', 'Petersilie'], weighed(LEAFY_HERB, { gPerPiece: HERB_BUNCH, packG: HERB_PACKS })],
  [['basil', 'albahaca', 'Basilikum'], weighed(LEAFY_HERB, { gPerPiece: 0.5, packG: HERB_PACKS })],
  [['mint', 'menta', 'Minze'], weighed(LEAFY_HERB, { gPerPiece: 0.3, packG: HERB_PACKS })],
  [['coriander', 'cilantro', 'dill', 'chives', 'eneldo', 'cebollino', 'Koriander', 'Schnittlauch'], weighed(LEAFY_HERB, { packG: HERB_PACKS })],
  [['rosemary', 'romero', 'Rosmarin'], weighed(WOODY_HERB, { gPerPiece: SPRIG, packG: HERB_PACKS })],
  [['thyme', 'tomillo', 'Thymian'], weighed(WOODY_HERB, { gPerPiece: 0.5, packG: HERB_PACKS })],
  [['sage', 'salvia', 'Salbei'], weighed(WOODY_HERB, { gPerPiece: 0.3, packG: HERB_PACKS })],
  [['oregano', 'tarragon', 'marjoram', 'orégano', 'estragón', 'mejorana', 'Estragon', 'Majoran'], weighed(WOODY_HERB, { packG: HERB_PACKS })],
  [['bay leaf', 'hoja de laurel', 'laurel', 'Lorbeerblatt', 'Lorbeer'], counted(BAY_LEAF)],
  [['cinnamon', 'cinnamon stick', 'canela', 'rama de canela', 'Zimt', 'Zimtstange'], weighed(GROUND_SPICE, { gPerPiece: CINNAMON_STICK, packG: { stick: CINNAMON_STICK, rama: CINNAMON_STICK, Stange: CINNAMON_STICK } })],
  // A whole clove 0.1 g.
  [['ground cloves', 'cloves', 'clavo', 'clavo de olor', 'Gewürznelke', 'Nelke'], weighed(GROUND_SPICE, { gPerPiece: 0.1 })],
  [['black pepper', 'cumin', 'paprika', 'turmeric', 'curry powder', 'chili powder', 'nutmeg', 'ground ginger', 'ground coriander', 'fennel seeds', 'garlic powder', 'pimienta negra', 'comino', 'pimentón', 'cúrcuma', 'curry en polvo', 'nuez moscada', 'schwarzer Pfeffer', 'Kreuzkümmel', 'Paprikapulver', 'Kurkuma', 'Currypulver', 'Muskatnuss', 'garam masala', 'ras el hanout', 'caraway seeds', 'caraway', 'alcaravea', 'Kümmel', 'chilli powder', 'chile en polvo', 'Chilipulver'], weighed(GROUND_SPICE)],
  // Chilli flakes: 1 tsp 1.8 g.
  [['chilli flakes', 'chili flakes', 'red pepper flakes', 'guindilla en copos', 'Chiliflocken'], weighed(0.36)],
  // Baking powder: 1 tsp 4.6 g.
  [['baking powder', 'levadura química', 'Backpulver'], weighed(0.92)],
  // Saffron threads: 1 tsp 0.7 g.
  [['saffron', 'azafrán', 'Safran'], weighed(0.2)],
  // Table salt: 1 tsp 6 g.
  [['salt', 'sea salt', 'sal', 'Salz'], weighed(1.2)],
  // Soy and fish sauce: 1 tbsp 16 to 18 g.
  [['soy sauce', 'fish sauce', 'salsa de soja', 'salsa de pescado', 'Sojasoße', 'Sojasauce', 'Fischsoße', 'Fischsauce'], weighed(1.2)],
  // Tomato paste: 1 tbsp 16 g; curry paste and mustard alike.
  [['tomato paste', 'curry paste', 'mustard', 'tamarind paste', 'miso', 'miso paste', 'concentrado de tomate', 'pasta de curry', 'mostaza', 'pasta de tamarindo', 'pasta de miso', 'Tomatenmark', 'Currypaste', 'Senf', 'Tamarindenpaste', 'Misopaste'], weighed(1.1)],
  // Vinegar: 1 tbsp 15 g.
  [['vinegar', 'white wine vinegar', 'vinagre', 'vinagre de vino', 'Essig', 'Weißweinessig'], weighed(1)],
];

/**
 * Millilitres in a pinch (a sixteenth of a teaspoon): what the offline chef's pinch of saffron or
 * chilli flakes weighs, through the food's grams per millilitre.
 */
export const A_PINCH_ML = 0.3;

/** The food table's rows: names in en, es and de, and their measure (for tests that hold its readers to it). */
export const FOOD_MEASURES: ReadonlyArray<readonly [readonly string[], FoodMeasure]> = TABLE;

/**
 * Grams of a part word whatever the food ("2 slices bread", "1 bunch dill"), by the word's key,
 * for a food whose row does not say. A food's own row wins ("a stick of butter").
 */
const PART_GRAMS: Array<[string, number]> = [
  ['slice rebanada loncha Scheibe', 30],
  ['fillet filete Filet', FILLET],
  ['leaf hoja Blatt', BAY_LEAF],
  ['sprig ramita Zweig', SPRIG],
  ['bunch manojo Bund', HERB_BUNCH],
  ['stick rama Stange', 100],
  ['clove diente Zehe', GARLIC_CLOVE],
];

/** Grams of a container whatever the food ("1 can chickpeas"), liquid included: a guess. */
const CONTAINER_GRAMS: Array<[string, number]> = [
  ['can tin lata Dose', 400],
  ['jar bote tarro Glas', 300],
];

const MEASURES = new Map<string, FoodMeasure>();
for (const [names, measure] of TABLE) {
  const packG = measure.packG && Object.fromEntries(Object.entries(measure.packG).map(([word, g]) => [wordKey(word), g]));
  for (const name of names) MEASURES.set(ingredientKey(name), { ...measure, ...(packG ? { packG } : {}) });
}
const byWordKey = (rows: Array<[string, number]>) => new Map(rows.flatMap(([words, g]) => words.split(' ').map((w): [string, number] => [wordKey(w), g])));
const PARTS = byWordKey(PART_GRAMS);
const CONTAINERS = byWordKey(CONTAINER_GRAMS);

/** The measure of a food by its exact match key (the shopping list merges only the same food). */
export function foodMeasure(key: string): FoodMeasure | null {
  return MEASURES.get(key) ?? null;
}

/**
 * The measure of a food by its key, any of its words, or the end of a German compound
 * ("Knoblauchzehen", "Vollmilch"): for estimates such as a serving's weight, where near is enough.
 */
export function looseFoodMeasure(key: string): FoodMeasure | null {
  const exact = MEASURES.get(key);
  if (exact) return exact;
  const words = key.split(' ').filter(Boolean);
  for (const word of [...words].reverse()) {
    const found = MEASURES.get(word);
    if (found) return found;
  }
  for (const word of [...words].reverse())
    for (const [entry, measure] of MEASURES) if (!entry.includes(' ') && entry.length >= 3 && word.length > entry.length && word.endsWith(entry)) return measure;
  return null;
}

/**
 * The measure of a line whose own food is `own` and whose kind weighs as `kind` (the kinds table's
 * `weighsAs`, core/ingredient-kinds.ts): each figure of the line's own food first, the kind's food's
 * where it has none ("2 shallots" weigh as shallots, "2 leeks" as onions, "1 tsp pepper" as the spice).
 */
export function measureOr(own: FoodMeasure | null, kind: FoodMeasure | null): FoodMeasure | null {
  if (!own || !kind) return own ?? kind;
  return {
    buy: own.buy ?? kind.buy,
    gPerMl: own.gPerMl ?? kind.gPerMl,
    gPerPiece: own.gPerPiece ?? kind.gPerPiece,
    juiceMl: own.juiceMl ?? kind.juiceMl,
    packG: own.packG || kind.packG ? { ...kind.packG, ...own.packG } : undefined,
  };
}

/**
 * Grams of an amount of a food, or null when it cannot be weighed. An estimate (`estimate`) may
 * count volumes of foods the table does not know as water (1 g/ml), weigh any sprig, slice or
 * bunch by its usual size and, unless `containers` is false, any can or jar; the shopping list may
 * not (a can of tomatoes is no fresh tomatoes), and the quality gate judges no serving by the
 * guessed contents of a can.
 */
export function gramsOf(
  measure: FoodMeasure | null,
  amount: { quantity: number; unit: Unit | null; pack: string | null },
  estimate = false,
  containers = estimate,
): number | null {
  const { quantity, unit, pack } = amount;
  const volumeAsWater = estimate;
  if (pack) {
    const each = measure?.packG?.[pack] ?? (estimate ? PARTS.get(pack) : undefined) ?? (containers ? CONTAINERS.get(pack) : undefined);
    return each === undefined ? null : quantity * each;
  }
  const dimension = unit ? dimensionOf(unit) : 'count';
  const base = toBase(quantity, unit ?? 'pieces');
  if (dimension === 'mass') return base;
  if (dimension === 'volume') return measure?.gPerMl ? base * measure.gPerMl : volumeAsWater ? base : null;
  return measure?.gPerPiece ? base * measure.gPerPiece : null;
}
