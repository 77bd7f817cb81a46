/** Newline-separated recipe text turned into display lines. */
const LEADING_BULLET = /^\s*[-*•·–]\s+/;
const LEADING_NUMBER = /^\s*(?:step\s*)?\d+\s*[.):]\s*/i;

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** One ingredient per line, bullet marks stripped. */
export function ingredientLines(text: string): string[] {
  return lines(text).map((line) => line.replace(LEADING_BULLET, ''));
}

/** One step per line, leading numbers stripped (the list numbers them), blank lines skipped. */
export function instructionSteps(text: string): string[] {
  return lines(text)
    .map((line) => line.replace(LEADING_NUMBER, '').trim())
    .filter((line) => line !== '');
}
