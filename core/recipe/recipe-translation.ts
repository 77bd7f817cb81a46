import { z } from 'zod';

/**
 * A shared recipe translated for a reader (docs/product.md "Languages": community recipes in the
 * reader's language). The model translates only the texts; times, servings and the rest stay the
 * original's. Before a translation is shown or cached it must keep the recipe's structure:
 * as many ingredient lines and steps as the original, in the same order, with the same numbers
 * (amounts, temperatures, minutes), so a cook never reads a quantity the creator did not write.
 */
export const MAX_TRANSLATION_LINES = { ingredients: 80, instructions: 60 } as const;

/** What a model answers for a translation (checked with zod, then with `checkTranslation`). */
export const translatedRecipeSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000),
  ingredients: z.array(z.string().trim().min(1).max(300)).min(1).max(MAX_TRANSLATION_LINES.ingredients),
  instructions: z.array(z.string().trim().min(1).max(2000)).min(1).max(MAX_TRANSLATION_LINES.instructions),
});
export type TranslatedRecipe = z.output<typeof translatedRecipeSchema>;

/** The texts of a recipe that are translated. */
export interface RecipeTexts {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
}

export type TranslationProblem =
  | { rule: 'ingredient_count'; expected: number; got: number }
  | { rule: 'step_count'; expected: number; got: number }
  | { rule: 'ingredient_numbers'; line: number; expected: string[]; got: string[] }
  | { rule: 'step_numbers'; line: number; expected: string[]; got: string[] };

const FRACTIONS: Record<string, string> = { '¼': '0.25', '½': '0.5', '¾': '0.75', '⅓': '0.33', '⅔': '0.67', '⅛': '0.125' };

/**
 * The numbers a line states, in order-free form: "1,5" and "1.5" are the same, "1/2" and "½"
 * too; digits glued to units count ("200g" is 200).
 */
export function numbersOf(line: string): string[] {
  const found: string[] = [];
  for (const match of line.matchAll(/(\d+)\s*\/\s*(\d+)|\d+(?:[.,]\d+)?|[¼½¾⅓⅔⅛]/g)) {
    const [whole, numerator, denominator] = match;
    if (numerator && denominator) {
      const value = Number(numerator) / Number(denominator);
      found.push(String(Math.round(value * 1000) / 1000).replace(/^0\.333$/, '0.33').replace(/^0\.667$/, '0.67'));
    } else if (FRACTIONS[whole]) {
      found.push(FRACTIONS[whole]);
    } else {
      found.push(String(Number(whole.replace(',', '.'))));
    }
  }
  return found.sort();
}

function sameNumbers(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** What keeps a translation from being shown: empty when it keeps the original's structure. */
export function checkTranslation(original: RecipeTexts, translated: RecipeTexts): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  if (translated.ingredients.length !== original.ingredients.length) {
    problems.push({ rule: 'ingredient_count', expected: original.ingredients.length, got: translated.ingredients.length });
  } else {
    original.ingredients.forEach((line, i) => {
      const expected = numbersOf(line);
      const got = numbersOf(translated.ingredients[i] ?? '');
      if (!sameNumbers(expected, got)) problems.push({ rule: 'ingredient_numbers', line: i, expected, got });
    });
  }
  if (translated.instructions.length !== original.instructions.length) {
    problems.push({ rule: 'step_count', expected: original.instructions.length, got: translated.instructions.length });
  } else {
    original.instructions.forEach((step, i) => {
      const expected = numbersOf(step);
      const got = numbersOf(translated.instructions[i] ?? '');
      if (!sameNumbers(expected, got)) problems.push({ rule: 'step_numbers', line: i, expected, got });
    });
  }
  return problems;
}

/** The problems as a short English sentence list for a log line or an error's details. */
export function describeTranslationProblems(problems: readonly TranslationProblem[]): string {
  return problems
    .map((p) =>
      p.rule === 'ingredient_count' || p.rule === 'step_count'
        ? `${p.rule}: expected ${p.expected}, got ${p.got}`
        : `${p.rule} on line ${p.line + 1}: expected [${p.expected.join(', ')}], got [${p.got.join(', ')}]`,
    )
    .join('; ');
}
