import type { Nutrition } from '../../core/nutrition';

/**
 * A small built-in table of common ingredients for the offline chef: names in en/es/de, a
 * typical amount per serving, and nutrition per 100 g (kcal, g..., sodium mg; USDA-style values).
 */
export type AmountKind = 'g' | 'ml' | 'piece' | 'clove' | 'tbsp';

export interface IngredientFacts {
  id: string;
  names: string[];
  kind: AmountKind;
  /** Amount of `kind` per serving. */
  perServing: number;
  /** Grams in one piece, clove or tablespoon (1 for g and ml). */
  unitGrams: number;
  /** calories, protein, carbs, fat, fiber, sugar, sodium (per 100 g). */
  per100g: [number, number, number, number, number, number, number];
}

const f = (
  id: string,
  names: string[],
  kind: AmountKind,
  perServing: number,
  unitGrams: number,
  per100g: IngredientFacts['per100g'],
): IngredientFacts => ({ id, names, kind, perServing, unitGrams, per100g });

export const INGREDIENTS: readonly IngredientFacts[] = [
  f('chicken', ['chicken', 'pollo', 'hähnchen', 'huhn', 'hühnchen', 'pechuga'], 'g', 150, 1, [165, 31, 0, 3.6, 0, 0, 74]),
  f('beef', ['beef', 'steak', 'ternera', 'res', 'rind', 'rindfleisch', 'hackfleisch'], 'g', 150, 1, [250, 26, 0, 15, 0, 0, 72]),
  f('pork', ['pork', 'bacon', 'cerdo', 'schwein', 'schweinefleisch', 'speck'], 'g', 150, 1, [242, 27, 0, 14, 0, 0, 62]),
  f('fish', ['fish', 'salmon', 'tuna', 'cod', 'pescado', 'salmón', 'atún', 'fisch', 'lachs', 'thunfisch'], 'g', 150, 1, [208, 20, 0, 13, 0, 0, 59]),
  f('shrimp', ['shrimp', 'prawn', 'prawns', 'gamba', 'gambas', 'camarón', 'camarones', 'garnele', 'garnelen'], 'g', 120, 1, [99, 24, 0.2, 0.3, 0, 0, 111]),
  f('tofu', ['tofu'], 'g', 150, 1, [76, 8, 1.9, 4.8, 0.3, 0.6, 7]),
  f('egg', ['egg', 'eggs', 'huevo', 'huevos', 'ei', 'eier'], 'piece', 1.5, 50, [155, 13, 1.1, 11, 0, 1.1, 124]),
  f('rice', ['rice', 'arroz', 'reis'], 'g', 75, 1, [365, 7.1, 80, 0.7, 1.3, 0.1, 5]),
  f('pasta', ['pasta', 'spaghetti', 'penne', 'noodles', 'fideos', 'espaguetis', 'nudeln'], 'g', 90, 1, [371, 13, 75, 1.5, 3.2, 2.7, 6]),
  f('potato', ['potato', 'potatoes', 'patata', 'patatas', 'papa', 'papas', 'kartoffel', 'kartoffeln'], 'g', 200, 1, [77, 2, 17, 0.1, 2.2, 0.8, 6]),
  f('tomato', ['tomato', 'tomatoes', 'tomate', 'tomates', 'tomaten'], 'piece', 1, 120, [18, 0.9, 3.9, 0.2, 1.2, 2.6, 5]),
  f('onion', ['onion', 'onions', 'cebolla', 'cebollas', 'zwiebel', 'zwiebeln'], 'piece', 0.5, 110, [40, 1.1, 9.3, 0.1, 1.7, 4.2, 4]),
  f('garlic', ['garlic', 'ajo', 'ajos', 'knoblauch'], 'clove', 1, 5, [149, 6.4, 33, 0.5, 2.1, 1, 17]),
  f('carrot', ['carrot', 'carrots', 'zanahoria', 'zanahorias', 'karotte', 'karotten', 'möhre', 'möhren'], 'piece', 1, 60, [41, 0.9, 10, 0.2, 2.8, 4.7, 69]),
  f('pepper', ['bell', 'pimiento', 'pimientos', 'paprika', 'paprikaschote'], 'piece', 0.5, 150, [31, 1, 6, 0.3, 2.1, 4.2, 4]),
  f('zucchini', ['zucchini', 'courgette', 'calabacín', 'calabacines'], 'piece', 0.5, 200, [17, 1.2, 3.1, 0.3, 1, 2.5, 8]),
  f('broccoli', ['broccoli', 'brócoli', 'brokkoli'], 'g', 100, 1, [34, 2.8, 7, 0.4, 2.6, 1.7, 33]),
  f('spinach', ['spinach', 'espinaca', 'espinacas', 'spinat'], 'g', 60, 1, [23, 2.9, 3.6, 0.4, 2.2, 0.4, 79]),
  f('mushroom', ['mushroom', 'mushrooms', 'champiñón', 'champiñones', 'setas', 'pilze', 'champignons'], 'g', 80, 1, [22, 3.1, 3.3, 0.3, 1, 2, 5]),
  f('cheese', ['cheese', 'parmesan', 'mozzarella', 'feta', 'queso', 'käse'], 'g', 30, 1, [402, 25, 1.3, 33, 0, 0.5, 621]),
  f('milk', ['milk', 'leche', 'milch'], 'ml', 100, 1, [61, 3.2, 4.8, 3.3, 0, 5, 43]),
  f('cream', ['cream', 'nata', 'crema', 'sahne'], 'ml', 50, 1, [340, 2.1, 2.8, 36, 0, 2.9, 38]),
  f('butter', ['butter', 'mantequilla'], 'g', 10, 1, [717, 0.9, 0.1, 81, 0, 0.1, 11]),
  f('beans', ['beans', 'frijoles', 'alubias', 'judías', 'bohnen'], 'g', 100, 1, [127, 8.7, 23, 0.5, 6.4, 0.3, 2]),
  f('lentils', ['lentils', 'lentejas', 'linsen'], 'g', 100, 1, [116, 9, 20, 0.4, 8, 1.8, 2]),
  f('chickpeas', ['chickpeas', 'garbanzos', 'kichererbsen'], 'g', 100, 1, [164, 8.9, 27, 2.6, 7.6, 4.8, 7]),
  f('avocado', ['avocado', 'avocados', 'aguacate', 'aguacates'], 'piece', 0.5, 150, [160, 2, 8.5, 14.7, 6.7, 0.7, 7]),
  f('lemon', ['lemon', 'lime', 'limón', 'lima', 'zitrone', 'limette'], 'piece', 0.25, 60, [29, 1.1, 9.3, 0.3, 2.8, 2.5, 2]),
  f('apple', ['apple', 'apples', 'manzana', 'manzanas', 'apfel', 'äpfel'], 'piece', 0.5, 180, [52, 0.3, 14, 0.2, 2.4, 10, 1]),
  f('banana', ['banana', 'bananas', 'plátano', 'plátanos', 'banane', 'bananen'], 'piece', 0.5, 120, [89, 1.1, 23, 0.3, 2.6, 12, 1]),
  f('bread', ['bread', 'pan', 'brot'], 'g', 60, 1, [265, 9, 49, 3.2, 2.7, 5, 491]),
  f('flour', ['flour', 'harina', 'mehl'], 'g', 60, 1, [364, 10, 76, 1, 2.7, 0.3, 2]),
  f('oil', ['oil', 'aceite', 'öl', 'olivenöl'], 'tbsp', 1, 13, [884, 0, 0, 100, 0, 0, 2]),
  f('sugar', ['sugar', 'azúcar', 'zucker', 'honey', 'miel', 'honig'], 'g', 10, 1, [387, 0, 100, 0, 0, 100, 1]),
  f('corn', ['corn', 'maíz', 'mais'], 'g', 80, 1, [86, 3.3, 19, 1.4, 2, 6.3, 15]),
  f('peas', ['peas', 'guisantes', 'erbsen'], 'g', 80, 1, [81, 5.4, 14, 0.4, 5.7, 5.7, 5]),
  f('cabbage', ['cabbage', 'col', 'repollo', 'kohl'], 'g', 100, 1, [25, 1.3, 5.8, 0.1, 2.5, 3.2, 18]),
  f('eggplant', ['eggplant', 'aubergine', 'berenjena', 'berenjenas'], 'piece', 0.5, 250, [25, 1, 6, 0.2, 3, 3.5, 2]),
  f('stock', ['stock', 'broth', 'caldo', 'brühe', 'gemüsebrühe'], 'ml', 80, 1, [5, 0.5, 0.4, 0.2, 0, 0.2, 340]),
  f('salt', ['salt', 'sal', 'salz'], 'g', 1, 1, [0, 0, 0, 0, 0, 0, 38758]),
];

/** Used for anything not in the table: a generic vegetable. */
export const UNKNOWN_INGREDIENT: IngredientFacts = f('other', [], 'g', 100, 1, [30, 1.5, 6, 0.3, 2, 3, 20]);

function tokens(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
}

/** The table entry an ingredient name refers to ("Hähnchenbrust" -> chicken), or null. */
export function lookupIngredient(name: string): IngredientFacts | null {
  const words = tokens(name);
  for (const facts of INGREDIENTS) {
    for (const word of words) {
      for (const key of facts.names) {
        if (word === key || (key.length >= 4 && word.startsWith(key))) return facts;
      }
    }
  }
  return null;
}

const UNIT_GRAMS: Record<string, number> = {
  g: 1,
  gr: 1,
  kg: 1000,
  ml: 1,
  l: 1000,
  tbsp: 13,
  el: 13,
  cucharada: 13,
  cucharadas: 13,
  tsp: 5,
  tl: 5,
  cucharadita: 5,
  cucharaditas: 5,
  cup: 240,
  cups: 240,
  taza: 240,
  tazas: 240,
};

const LINE = /^\s*(\d+(?:[.,]\d+)?)\s*([\p{L}]+)?\.?\s*(.*)$/u;

/** Grams an ingredient line stands for ("200 g rice", "2 eggs", "2 cloves garlic"). */
export function gramsOfLine(line: string): { grams: number; facts: IngredientFacts } {
  const facts = lookupIngredient(line) ?? UNKNOWN_INGREDIENT;
  const match = LINE.exec(line);
  if (!match) return { grams: facts.id === 'salt' ? 2 : 0, facts };
  const amount = Number((match[1] ?? '0').replace(',', '.'));
  const unit = (match[2] ?? '').toLowerCase();
  if (unit in UNIT_GRAMS) return { grams: amount * (UNIT_GRAMS[unit] ?? 1), facts };
  return { grams: amount * (facts.kind === 'g' || facts.kind === 'ml' ? 100 : facts.unitGrams), facts };
}

/** Nutrition per 100 g of the whole dish, from its ingredient lines. */
export function estimateNutritionFromLines(lines: string[]): Nutrition {
  const totals = [0, 0, 0, 0, 0, 0, 0];
  let weight = 0;
  for (const line of lines) {
    const { grams, facts } = gramsOfLine(line);
    if (grams <= 0) continue;
    weight += grams;
    facts.per100g.forEach((value, i) => {
      totals[i] = (totals[i] ?? 0) + (value * grams) / 100;
    });
  }
  const per100 = (i: number) => {
    const value = weight > 0 ? ((totals[i] ?? 0) / weight) * 100 : (UNKNOWN_INGREDIENT.per100g[i] ?? 0);
    return Math.round(value * 10) / 10;
  };
  return {
    calories: Math.round(per100(0)),
    protein: per100(1),
    carbs: per100(2),
    fat: per100(3),
    fiber: per100(4),
    sugar: per100(5),
    sodium: Math.round(per100(6)),
  };
}
