import { ingredientKey, wordKey } from './ingredient-key';
import type { Dimension } from './units';

/**
 * What common foods weigh, so that amounts written by weight, volume and count add up on the
 * shopping list ("4 oz cheddar" + "1 cup cheddar", "2 onions" + "200 g onions", "3 cloves garlic"
 * + "1 head garlic"), and the unit a cook buys each in. Foods are named in en, es and de and
 * found by match key (core/ingredient-key.ts, synonyms included). Figures are the usual kitchen-table values: grams per
 * millilitre for foods measured in cups and spoons, grams per piece, grams per pack part.
 */
export interface FoodMeasure {
  /** The dimension the food is bought and listed in. */
  buy: Dimension;
  /** Grams per millilitre (a cup of flour is 240 ml at 0.53 g/ml = 127 g). */
  gPerMl?: number;
  /** Grams per piece (one medium onion). */
  gPerPiece?: number;
  /** Millilitres of juice per piece (a lemon gives about 45 ml). */
  juiceMl?: number;
  /** Grams per part written as a pack word ("clove" of garlic, "stick" of butter). */
  packG?: Readonly<Record<string, number>>;
}

const mass = (gPerMl?: number, gPerPiece?: number, packG?: Record<string, number>): FoodMeasure => ({ buy: 'mass', gPerMl, gPerPiece, packG });
const count = (gPerPiece: number, extra: Partial<FoodMeasure> = {}): FoodMeasure => ({ buy: 'count', gPerPiece, ...extra });
const volume = (gPerMl: number): FoodMeasure => ({ buy: 'volume', gPerMl });

/** Foods by the match key of their English, Spanish and German names. */
const TABLE: Array<[string[], FoodMeasure]> = [
  [['flour', 'harina', 'Mehl'], mass(0.53)],
  [['sugar', 'azúcar', 'Zucker'], mass(0.85)],
  [['brown sugar', 'azúcar moreno', 'brauner Zucker'], mass(0.9)],
  [['powdered sugar', 'azúcar glas', 'Puderzucker'], mass(0.5)],
  [['butter', 'mantequilla'], mass(0.96, undefined, { stick: 113, pastilla: 250 })],
  [['cheddar', 'cheddar cheese', 'queso cheddar', 'Cheddarkäse'], mass(0.47)],
  [['parmesan', 'parmesan cheese', 'Parmigiano Reggiano', 'queso parmesano', 'parmesano', 'Parmesankäse'], mass(0.42)],
  [['mozzarella', 'mozzarella cheese'], mass(0.47, 125)],
  [['feta', 'feta cheese', 'queso feta', 'Fetakäse'], mass(0.6)],
  [['rice', 'white rice', 'arroz', 'Reis'], mass(0.8)],
  [['rolled oats', 'oats', 'copos de avena', 'Haferflocken'], mass(0.34)],
  [['cocoa powder', 'cacao en polvo', 'Kakaopulver'], mass(0.36)],
  [['chocolate chips', 'pepitas de chocolate', 'Schokotropfen'], mass(0.7)],
  [['potatoes', 'patatas', 'papas', 'Kartoffeln'], mass(undefined, 170)],
  [['spinach', 'baby spinach', 'espinacas', 'Spinat'], mass(0.125)],
  [['onion', 'cebolla', 'Zwiebel'], count(150)],
  [['red onion', 'cebolla morada', 'rote Zwiebel'], count(150)],
  [['garlic', 'ajo', 'Knoblauch'], count(50, { packG: { clove: 5, diente: 5, Zehe: 5, head: 50, cabeza: 50, Knolle: 50 } })],
  [['lemon', 'limón', 'Zitrone'], count(100, { juiceMl: 45 })],
  [['lime', 'lima', 'Limette'], count(65, { juiceMl: 30 })],
  [['tomato', 'tomate', 'Tomate'], count(120)],
  [['egg', 'huevo', 'Ei'], count(50)],
  [['carrot', 'zanahoria', 'Karotte'], count(70)],
  [['bell pepper', 'red bell pepper', 'pimiento', 'pimiento rojo', 'Paprika', 'rote Paprika'], count(160)],
  [['milk', 'whole milk', 'leche', 'leche entera', 'Milch', 'Vollmilch'], volume(1.03)],
  [['olive oil', 'aceite de oliva', 'Olivenöl'], volume(0.92)],
  [['vegetable oil', 'aceite vegetal', 'Pflanzenöl'], volume(0.92)],
  [['heavy cream', 'nata', 'Sahne'], volume(1)],
  [['honey', 'miel', 'Honig'], volume(1.42)],
  [['water', 'agua', 'Wasser'], volume(1)],
  [['chicken stock', 'caldo de pollo', 'Hühnerbrühe'], volume(1)],
  [['vegetable stock', 'caldo de verduras', 'Gemüsebrühe'], volume(1)],
];

const MEASURES = new Map<string, FoodMeasure>();
for (const [names, measure] of TABLE) {
  const packG = measure.packG && Object.fromEntries(Object.entries(measure.packG).map(([word, g]) => [wordKey(word), g]));
  for (const name of names) MEASURES.set(ingredientKey(name), { ...measure, ...(packG ? { packG } : {}) });
}

/** The measure of a food by its match key, or null when the table does not know it. */
export function foodMeasure(key: string): FoodMeasure | null {
  return MEASURES.get(key) ?? null;
}

