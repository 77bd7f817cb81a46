import type { ParsedIngredient } from './ingredient-parse';

/**
 * Scores an ingredient parser on a labelled set (core/ingredients/data/ingredient-lines*.txt: one line
 * "line | food | quantity | unit" each, "-" for none; a food of "-" marks a line that is no
 * ingredient, such as the heading "For the sauce:", which the parser must give as null). A line
 * counts as right when the food (the name without a pack note, case-insensitive), the quantity
 * (within 1 %) and the unit all agree; each field is also counted on its own.
 */
export interface LabelledLine {
  line: string;
  /** Null for a line that is no ingredient. */
  food: string | null;
  quantity: number | null;
  unit: string | null;
}

export function readLabelled(text: string): LabelledLine[] {
  return text
    .split('\n')
    .filter((row) => row.trim() && !row.startsWith('#'))
    .map((row) => {
      const [line = '', food = '', quantity = '-', unit = '-'] = row.split('|').map((cell) => cell.trim());
      return {
        line,
        food: food === '-' ? null : food,
        quantity: quantity === '-' ? null : Number(quantity),
        unit: unit === '-' ? null : unit,
      };
    });
}

const sameFood = (parsed: string, food: string) =>
  parsed.replace(/\s*\([^)]*\)$/, '').toLowerCase() === food.toLowerCase();

const sameQuantity = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) <= Math.max(0.01, Math.abs(b) * 0.01);

export type Field = 'food' | 'quantity' | 'unit';

/** Which fields the parser got right on one line (all or none for a line that is no ingredient). */
export function rightFields(parsed: ParsedIngredient | null, label: LabelledLine): Record<Field, boolean> {
  if (label.food === null || parsed === null) {
    const same = (label.food === null) === (parsed === null);
    return { food: same, quantity: same, unit: same };
  }
  return {
    food: sameFood(parsed.name, label.food),
    quantity: sameQuantity(parsed.quantity, label.quantity),
    unit: parsed.unit === label.unit,
  };
}

export function score(parse: (line: string) => ParsedIngredient | null, lines: LabelledLine[]) {
  const fields: Record<Field, number> = { food: 0, quantity: 0, unit: 0 };
  const misses: LabelledLine[] = [];
  for (const label of lines) {
    const right = rightFields(parse(label.line), label);
    for (const field of ['food', 'quantity', 'unit'] as const) if (right[field]) fields[field] += 1;
    if (!(right.food && right.quantity && right.unit)) misses.push(label);
  }
  return { total: lines.length, right: lines.length - misses.length, misses, fields };
}
