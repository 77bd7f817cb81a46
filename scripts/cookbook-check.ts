/**
 * Checks cookbook entries (docs/cookbook.md): `npx tsx scripts/cookbook-check.ts [file.json ...]`
 * (default: every core/cookbook/dishes/*.json). Prints each dish's findings and exits non-zero
 * when any is left: the schema, unique ids and names, the same steps in every language, every
 * line read by the parser, and the quality gate (core/recipe-quality.ts) in en, es and de.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { cookbookDishSchema, type CookbookDish } from '../core/cookbook/cookbook-schema';
import { parseIngredientLine } from '../core/ingredient-parse';
import { checkRecipe } from '../core/recipe-quality';
import { RECIPE_LANGUAGES } from '../core/options';

const dir = 'core/cookbook/dishes';
const files = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => join(dir, f));

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9ß]+/g, ' ').trim();
const ids = new Map<string, string>();
const names = new Map<string, string>();
let problems = 0;
let dishes = 0;

for (const file of files) {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(raw)) {
    console.log(`${file}: not a JSON array`);
    problems++;
    continue;
  }
  raw.forEach((entry, i) => {
    dishes++;
    const out: string[] = [];
    const parsed = cookbookDishSchema.safeParse(entry);
    const label = `${basename(file)}#${i} ${(entry as { id?: string })?.id ?? '?'}`;
    if (!parsed.success) {
      console.log(`${label}\n  schema: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
      problems++;
      return;
    }
    const dish: CookbookDish = parsed.data;
    if (ids.has(dish.id)) out.push(`id also in ${ids.get(dish.id)}`);
    ids.set(dish.id, label);
    if (!dish.ingredients.some((x) => x.role === 'main' || x.role === 'defining')) out.push('no main or defining ingredient');
    const stepCounts = RECIPE_LANGUAGES.map((l) => dish.text[l].steps.length);
    if (new Set(stepCounts).size > 1) out.push(`steps differ between languages: ${stepCounts.join('/')}`);
    for (const language of RECIPE_LANGUAGES) {
      const t = dish.text[language];
      for (const name of [t.title, ...t.aliases]) {
        const key = `${fold(name)}`;
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
    if (out.length) {
      problems += out.length;
      console.log(`${label}\n  ${out.join('\n  ')}`);
    }
  });
}
console.log(`${dishes} dishes in ${files.length} files, ${problems} problems`);
process.exit(problems ? 1 : 0);
