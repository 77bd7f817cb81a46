/** Ingredient lines: one per line, blank lines skipped, leading bullet marks stripped. */
export function ingredientLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim().replace(/^[-*•·]\s+/, ''))
    .filter(Boolean);
}

/** Instruction steps: one per line, blank lines skipped, leading step numbers stripped. */
export function instructionSteps(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim().replace(/^(?:step\s*)?\d+\s*[.):-]\s*/i, ''))
    .filter(Boolean);
}
