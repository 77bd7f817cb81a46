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
 * (core/ingredient-key.ts, synonyms included).
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
const weighed = (gPerMl: number): FoodMeasure => ({ gPerMl });

const TABLE: Array<[string[], FoodMeasure]> = [
  [['flour', 'harina', 'Mehl'], mass(0.53)],
  [['sugar', 'azúcar', 'Zucker'], mass(0.85)],
  [['brown sugar', 'azúcar moreno', 'brauner Zucker'], mass(0.9)],
  [['powdered sugar', 'azúcar glas', 'Puderzucker'], mass(0.5)],
  [['butter', 'mantequilla'], mass(0.96, undefined, { stick: 113, pastilla: 250 })],
  [['cheese', 'queso', 'Käse'], mass(0.45)],
  [['cheddar', 'cheddar cheese', 'queso cheddar', 'Cheddarkäse'], mass(0.47)],
  [['parmesan', 'parmesan cheese', 'Parmigiano Reggiano', 'queso parmesano', 'parmesano', 'Parmesankäse'], mass(0.42)],
  [['mozzarella', 'mozzarella cheese'], mass(0.47, 125)],
  [['feta', 'feta cheese', 'queso feta', 'Fetakäse'], mass(0.6)],
  [['rice', 'white rice', 'arroz', 'Reis'], mass(0.85)],
  [['rolled oats', 'oats', 'oatmeal', 'copos de avena', 'avena', 'Haferflocken'], mass(0.41)],
  [['cocoa powder', 'cocoa', 'cacao en polvo', 'cacao', 'Kakaopulver', 'Kakao'], mass(0.42)],
  [['chocolate chips', 'pepitas de chocolate', 'Schokotropfen'], mass(0.7)],
  [['breadcrumbs', 'pan rallado', 'Paniermehl', 'Semmelbrösel'], mass(0.45)],
  [['nuts', 'almonds', 'walnuts', 'nueces', 'almendras', 'Nüsse', 'Mandeln'], mass(0.6)],
  [['lentils', 'lentejas', 'Linsen'], mass(0.8)],
  [['yogurt', 'yoghurt', 'yogur', 'Joghurt'], mass(1.03)],
  [['potatoes', 'patatas', 'papas', 'Kartoffeln'], mass(undefined, 170)],
  [['spinach', 'baby spinach', 'espinacas', 'Spinat'], mass(0.125)],
  [['chicken breast', 'pechuga de pollo', 'Hähnchenbrust'], mass(undefined, 175)],
  [['onion', 'cebolla', 'Zwiebel'], count(150)],
  [['red onion', 'cebolla morada', 'rote Zwiebel'], count(150)],
  [['shallot', 'chalota', 'Schalotte'], count(30)],
  [['garlic', 'ajo', 'Knoblauch'], count(50, { packG: { clove: 5, diente: 5, Zehe: 5, head: 50, cabeza: 50, Knolle: 50 } })],
  [['lemon', 'limón', 'Zitrone'], count(100, { juiceMl: 45 })],
  [['lime', 'lima', 'Limette'], count(60, { juiceMl: 30 })],
  [['tomato', 'tomate', 'Tomate'], count(120)],
  [['egg', 'huevo', 'Ei'], count(50)],
  [['egg yolk', 'yolk', 'yema', 'Eigelb'], count(18)],
  [['carrot', 'zanahoria', 'Karotte', 'Möhre'], count(60)],
  [['apple', 'manzana', 'Apfel'], count(180)],
  [['banana', 'plátano', 'Banane'], count(120)],
  [['avocado', 'aguacate'], count(170)],
  [['bell pepper', 'red bell pepper', 'pepper', 'pimiento', 'pimiento rojo', 'Paprikaschote', 'rote Paprika'], count(150)],
  [['chili', 'chilli', 'chile', 'guindilla', 'Chilischote'], count(15)],
  [['zucchini', 'calabacín'], count(200)],
  [['cucumber', 'pepino', 'Gurke'], count(300)],
  [['tortilla'], count(45)],
  [['milk', 'leche', 'Milch'], volume(1.03)],
  [['olive oil', 'aceite de oliva', 'Olivenöl'], volume(0.92)],
  [['oil', 'vegetable oil', 'aceite', 'aceite vegetal', 'Öl', 'Pflanzenöl'], volume(0.92)],
  [['heavy cream', 'nata', 'Sahne'], volume(1)],
  [['honey', 'miel', 'Honig'], volume(1.42)],
  [['syrup', 'sirope', 'Sirup'], volume(1.33)],
  [['water', 'agua', 'Wasser'], volume(1)],
  [['chicken stock', 'caldo de pollo', 'Hühnerbrühe'], volume(1)],
  [['vegetable stock', 'caldo de verduras', 'Gemüsebrühe'], volume(1)],
  // Weighed only, by the spoon: herbs, spices, salt and strong seasonings.
  // Chopped fresh parsley: 1 cup 60 g.
  [['parsley', 'coriander', 'cilantro', 'basil', 'mint', 'dill', 'chives', 'perejil', 'albahaca', 'menta', 'eneldo', 'cebollino', 'Petersilie', 'Koriander', 'Basilikum', 'Minze', 'Schnittlauch'], weighed(0.25)],
  // Dried thyme and rosemary: 1 tsp 1 to 1.2 g; fresh sprigs' leaves a little more.
  [['rosemary', 'thyme', 'sage', 'oregano', 'tarragon', 'marjoram', 'romero', 'tomillo', 'salvia', 'orégano', 'estragón', 'mejorana', 'Rosmarin', 'Thymian', 'Salbei', 'Estragon', 'Majoran'], weighed(0.3)],
  // Ground spices: 1 tsp 1.8 to 3 g (cumin 2.1, paprika 2.3, cinnamon 2.6, black pepper 2.3).
  [['black pepper', 'cumin', 'paprika', 'turmeric', 'curry powder', 'chili powder', 'cinnamon', 'nutmeg', 'ground ginger', 'ground coriander', 'ground cloves', 'fennel seeds', 'garlic powder', 'pimienta negra', 'comino', 'pimentón', 'cúrcuma', 'curry en polvo', 'canela', 'nuez moscada', 'schwarzer Pfeffer', 'Kreuzkümmel', 'Paprikapulver', 'Kurkuma', 'Currypulver', 'Zimt', 'Muskatnuss'], weighed(0.5)],
  // Saffron threads: 1 tsp 0.7 g.
  [['saffron', 'azafrán', 'Safran'], weighed(0.2)],
  // Table salt: 1 tsp 6 g.
  [['salt', 'sea salt', 'sal', 'Salz'], weighed(1.2)],
  // Soy and fish sauce: 1 tbsp 16 to 18 g.
  [['soy sauce', 'fish sauce', 'salsa de soja', 'salsa de pescado', 'Sojasoße', 'Sojasauce', 'Fischsoße', 'Fischsauce'], weighed(1.2)],
  // Tomato paste: 1 tbsp 16 g; curry paste and mustard alike.
  [['tomato paste', 'curry paste', 'mustard', 'concentrado de tomate', 'pasta de curry', 'mostaza', 'Tomatenmark', 'Currypaste', 'Senf'], weighed(1.1)],
];

/** The food table's rows: names in en, es and de, and their measure (for tests that hold its readers to it). */
export const FOOD_MEASURES: ReadonlyArray<readonly [readonly string[], FoodMeasure]> = TABLE;

/** Grams of a pack or part word whatever the food ("1 can chickpeas", "2 slices bread"), by the word's key. */
const PACK_GRAMS: Array<[string, number]> = [
  ['can tin lata Dose', 400],
  ['jar bote tarro Glas', 300],
  ['slice rebanada loncha Scheibe', 30],
  ['fillet filete Filet', 150],
  ['leaf hoja Blatt', 0.2],
  ['sprig ramita Zweig', 1],
  ['bunch manojo Bund', 50],
  ['stick rama Stange', 100],
  ['clove diente Zehe', 5],
];

const MEASURES = new Map<string, FoodMeasure>();
for (const [names, measure] of TABLE) {
  const packG = measure.packG && Object.fromEntries(Object.entries(measure.packG).map(([word, g]) => [wordKey(word), g]));
  for (const name of names) MEASURES.set(ingredientKey(name), { ...measure, ...(packG ? { packG } : {}) });
}
const PACKS = new Map(PACK_GRAMS.flatMap(([words, g]) => words.split(' ').map((w): [string, number] => [wordKey(w), g])));

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
 * Grams of an amount of a food, or null when it cannot be weighed. An estimate (`estimate`) may
 * count volumes of foods the table does not know as water (1 g/ml) and weigh any can, jar or slice
 * by its usual size; the shopping list may not (a can of tomatoes is no fresh tomatoes).
 */
export function gramsOf(
  measure: FoodMeasure | null,
  amount: { quantity: number; unit: Unit | null; pack: string | null },
  estimate = false,
): number | null {
  const { quantity, unit, pack } = amount;
  const volumeAsWater = estimate;
  if (pack) {
    const each = measure?.packG?.[pack] ?? (estimate ? PACKS.get(pack) : undefined);
    return each === undefined ? null : quantity * each;
  }
  const dimension = unit ? dimensionOf(unit) : 'count';
  const base = toBase(quantity, unit ?? 'pieces');
  if (dimension === 'mass') return base;
  if (dimension === 'volume') return measure?.gPerMl ? base * measure.gPerMl : volumeAsWater ? base : null;
  return measure?.gPerPiece ? base * measure.gPerPiece : null;
}
