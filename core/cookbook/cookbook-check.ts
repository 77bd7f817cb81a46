import { parseIngredientLine } from '#core/ingredients/ingredient-parse';
import { RECIPE_LANGUAGES } from '#core/kernel/options';
import { checkRecipe } from '#core/quality/recipe-quality';
import { cookbookDishSchema, type CookbookDish } from '#core/schemas/cookbook-dish';

/**
 * The cookbook's entry checks (docs/cookbook.md), shared by `scripts/cookbook-check.ts` and the
 * table test (core/cookbook/cookbook.table.test.ts): the schema, unique ids and names, a main or
 * defining ingredient, the same steps in every language, every line read by the parser with an
 * amount (staples, garnish and optional lines may go without), and the quality gate in en, es and de.
 */

export interface EntryReport {
  /** `file#index id`. */
  label: string;
  dish: CookbookDish | null;
  problems: string[];
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9ß]+/g, ' ').trim();

/** Every entry of every file, with what is wrong with it (an empty list when nothing is). */
export function checkCookbookFiles(files: ReadonlyArray<{ name: string; entries: unknown }>): EntryReport[] {
  const ids = new Map<string, string>();
  const names = new Map<string, string>();
  const reports: EntryReport[] = [];
  for (const { name: file, entries } of files) {
    if (!Array.isArray(entries)) {
      reports.push({ label: file, dish: null, problems: ['not a JSON array'] });
      continue;
    }
    entries.forEach((entry: unknown, i) => {
      const label = `${file}#${i} ${(entry as { id?: string } | null)?.id ?? '?'}`;
      const parsed = cookbookDishSchema.safeParse(entry);
      if (!parsed.success) {
        reports.push({ label, dish: null, problems: [`schema: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`] });
        return;
      }
      const dish = parsed.data;
      const out: string[] = [];
      if (ids.has(dish.id)) out.push(`id also in ${ids.get(dish.id)}`);
      ids.set(dish.id, label);
      if (!dish.ingredients.some((x) => x.role === 'main' || x.role === 'defining')) out.push('no main or defining ingredient');
      const stepCounts = RECIPE_LANGUAGES.map((l) => dish.text[l].steps.length);
      if (new Set(stepCounts).size > 1) out.push(`steps differ between languages: ${stepCounts.join('/')}`);
      for (const language of RECIPE_LANGUAGES) {
        const t = dish.text[language];
        for (const name of [t.title, ...t.aliases]) {
          const key = fold(name);
          const other = names.get(key);
          if (other && other !== dish.id) out.push(`${language} name "${name}" also names ${other}`);
          names.set(key, dish.id);
        }
        const lines = dish.ingredients.map((x) => x[language]);
        lines.forEach((line, n) => {
          const read = parseIngredientLine(line);
          if (!read) out.push(`${language} line not read: "${line}"`);
          else if (read.quantity == null && !['staple', 'garnish'].includes(dish.ingredients[n]!.role) && !dish.ingredients[n]!.optional) out.push(`${language} line has no amount: "${line}"`);
        });
        const findings = checkRecipe(
          { title: t.title, description: t.description, prepTime: dish.prepTime, cookTime: dish.cookTime, servings: dish.servings, ingredients: lines, instructions: t.steps },
          { language, servings: dish.servings },
        );
        for (const f of findings) out.push(`${language} gate ${f.rule}: ${f.message}${f.line ? ` [${f.line}]` : ''}`);
      }
      reports.push({ label, dish, problems: out });
    });
  }
  return reports;
}
