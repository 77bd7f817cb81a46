import type { ParsedIngredient } from './ingredient-parse';

/**
 * Scores an ingredient parser on a labelled set (core/data/ingredient-lines.*.txt: one line
 * "line | food | quantity | unit" each, "-" for none). A line counts as right when the food (the
 * name without a pack note, case-insensitive), the quantity (within 1 %) and the unit all agree.
 */
export interface LabelledLine {
  line: string;
  food: string;
  quantity: number | null;
  unit: string | null;
}

export function readLabelled(text: string): LabelledLine[] {
  return text
    .split('\n')
    .filter((row) => row.trim() && !row.startsWith('#'))
    .map((row) => {
      const [line = '', food = '', quantity = '-', unit = '-'] = row.split('|').map((cell) => cell.trim());
      return { line, food, quantity: quantity === '-' ? null : Number(quantity), unit: unit === '-' ? null : unit };
    });
}

const sameFood = (parsed: string, food: string) =>
  parsed.replace(/\s*\([^)]*\)$/, '').toLowerCase() === food.toLowerCase();

const sameQuantity = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) <= Math.max(0.01, Math.abs(b) * 0.01);

export function isRight(parsed: ParsedIngredient | null, label: LabelledLine): boolean {
  return (
    parsed !== null && sameFood(parsed.name, label.food) && sameQuantity(parsed.quantity, label.quantity) && parsed.unit === label.unit
  );
}

export function score(parse: (line: string) => ParsedIngredient | null, lines: LabelledLine[]) {
  const misses = lines.filter((label) => !isRight(parse(label.line), label));
  return { total: lines.length, right: lines.length - misses.length, misses };
}
