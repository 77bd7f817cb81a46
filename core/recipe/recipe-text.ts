/** Ingredient and instruction text (newline-separated) turned into display lines. */

/** A leading list mark followed by a space: "- ", "* ", "• ", "· ", "– ", "— ", "▪ ", "◦ ", "+ ". */
const LEADING_BULLET = /^\s*[-*•·–—▪◦+]\s+/;

/**
 * A leading step number: "1.", "2)", "3:", "4 -", "Step 5:", with or without bold markers. The
 * mark must end the number ("1.5 cups of stock…" is a quantity, not step 1).
 */
const LEADING_NUMBER = /^\s*(?:\*\*)?(?:step\s*)?\d+\s*(?:[.):](?=\s|\*\*|$)|\s-)\s*(?:\*\*)?\s*/i;

function nonBlankLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** One ingredient per line, leading bullet marks stripped, blank lines skipped. */
export function ingredientLines(text: string | null | undefined): string[] {
  return nonBlankLines(text)
    .map((line) => line.replace(LEADING_BULLET, '').trim())
    .filter((line) => line.length > 0);
}

/** Instruction steps, leading numbers stripped (the list numbers them), blank lines skipped. */
export function instructionSteps(text: string | null | undefined): string[] {
  return nonBlankLines(text)
    .map((line) => line.replace(LEADING_BULLET, '').replace(LEADING_NUMBER, '').trim())
    .filter((line) => line.length > 0);
}
