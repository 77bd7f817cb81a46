/**
 * The quality gate on recipes cooks published (`npm run bench:gate`): each recipe as a model that
 * writes exactly what the site printed would answer it, through the worker's pipeline (repair,
 * then the gate). A recipe with findings left is one the cook would be refused (502 after the
 * retry, since the same model would write it the same way). Reads the published sample named by
 * PUBLISHED_RECIPES (test data kept outside the project; see docs/bench.md "Quality gate on
 * published recipes") and writes that section.
 */
import { existsSync, readFileSync } from 'node:fs';
import { checkRecipe, repairRecipe, type QualityLanguage } from '#core/quality/recipe-quality';
import { gateOnBroken } from '#core/cookbook/broken-check';
import { BROKEN_RECIPES } from '#core/quality/recipe-quality.broken';
import { writeBenchSection } from './bench-doc';

interface Published {
  title: string;
  language: string;
  ingredients: string[] | string;
  instructions_list: string[];
  yields?: string | null;
  prep_time?: number | null;
  cook_time?: number | null;
  total_time?: number | null;
  fixture: string;
}

const file = process.env.PUBLISHED_RECIPES ?? '';
if (!existsSync(file)) {
  console.error(`No published sample at ${file}: set PUBLISHED_RECIPES.`);
  process.exit(2);
}
const recipes = JSON.parse(readFileSync(file, 'utf8')) as Published[];

/** "4 servings", "8 pancakes", "Serves 6": the number; none is 4. */
const servingsOf = (yields: string | null | undefined) => Math.max(1, Math.min(100, Number(/\d+/.exec(yields ?? '')?.[0] ?? 4)));

const refused: Array<{ fixture: string; language: string; rules: string[]; first: string }> = [];
const byRule = new Map<string, number>();
let usable = 0;
for (const r of recipes) {
  const language = (['en', 'es', 'de'].includes(r.language) ? r.language : 'en') as QualityLanguage;
  const ingredients = (Array.isArray(r.ingredients) ? r.ingredients : r.ingredients.split('\n')).map((l) => l.trim()).filter(Boolean);
  const instructions = r.instructions_list.map((l) => l.trim()).filter(Boolean);
  if (!ingredients.length || !instructions.length) continue;
  usable++;
  const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : null);
  const total = num(r.total_time) ?? 0;
  const prep = num(r.prep_time) ?? (num(r.cook_time) !== null ? Math.max(0, total - num(r.cook_time)!) : 0);
  const cook = num(r.cook_time) ?? Math.max(0, total - prep);
  const draft = { title: r.title, description: '', prepTime: prep, cookTime: cook, servings: servingsOf(r.yields), ingredients, instructions };
  const request = { language };
  const findings = checkRecipe(repairRecipe(draft, request), request);
  if (!findings.length) continue;
  const rules = [...new Set(findings.map((f) => f.rule))];
  for (const rule of rules) byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
  refused.push({ fixture: r.fixture, language, rules, first: `${findings[0]!.message}${findings[0]!.line ? ` [${findings[0]!.line}]` : ''}` });
}

// Recall on the team's broken recipes: each must be stopped (any finding after repair).
const missed: string[] = [];
let stoppedByItsRule = 0;
for (const b of BROKEN_RECIPES) {
  // Caught: the gate finds it, then code repairs it (counts, liquids by weight, times) or the recipe is refused.
  const findings = await gateOnBroken(b);
  if (!findings.length) missed.push(`${b.language} ${b.expect}: ${b.flaw}`);
  if (findings.some((f) => f.rule === b.expect)) stoppedByItsRule++;
}
const recall = `${BROKEN_RECIPES.length - missed.length} of ${BROKEN_RECIPES.length} (${((100 * (BROKEN_RECIPES.length - missed.length)) / BROKEN_RECIPES.length).toFixed(1)} %)`;
console.log(`broken recipes caught: ${recall}; by the rule labelled: ${stoppedByItsRule}`);
for (const m of missed) console.log(`  missed ${m}`);

const pct = (n: number) => `${((100 * n) / usable).toFixed(1)} %`;
console.log(`${usable} published recipes, ${refused.length} refused (${pct(refused.length)})`);
for (const [rule, n] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`  ${rule}: ${n}`);
for (const r of refused) console.log(`- ${r.fixture} (${r.language}) ${r.rules.join(', ')}: ${r.first}`);

// A held-out sample (HELDOUT_RECIPES: the same collection's other recipes, never looked at while the
// rules were written) measures what the shared sample cannot: its refusals are written beside it.
const HELDOUT = process.env.HELDOUT_RECIPES;
const HELDOUT_FIRST = process.env.GATE_HELDOUT_FIRST_RUN;
let heldout = '';
if (HELDOUT && existsSync(HELDOUT)) {
  const list = JSON.parse(readFileSync(HELDOUT, 'utf8')) as Published[];
  let n = 0;
  let refusedHeld = 0;
  for (const r of list) {
    const language = (['en', 'es', 'de'].includes(r.language) ? r.language : 'en') as QualityLanguage;
    const ingredients = (Array.isArray(r.ingredients) ? r.ingredients : r.ingredients.split('\n')).map((l) => l.trim()).filter(Boolean);
    const instructions = r.instructions_list.map((l) => l.trim()).filter(Boolean);
    if (!ingredients.length || !instructions.length) continue;
    n++;
    const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
    const total = num(r.total_time) ?? 0;
    const prep = num(r.prep_time) ?? (num(r.cook_time) !== null ? Math.max(0, total - num(r.cook_time)!) : 0);
    const cook = num(r.cook_time) ?? Math.max(0, total - prep);
    const draft = { title: r.title, description: '', prepTime: prep, cookTime: cook, servings: servingsOf(r.yields), ingredients, instructions };
    const findings = checkRecipe(repairRecipe(draft, { language }), { language });
    if (findings.length) {
      refusedHeld++;
      console.log(`  held-out refused ${r.fixture} ${findings[0]!.rule}: ${findings[0]!.message.slice(0, 160)}`);
    }
  }
  console.log(`held-out: ${n} recipes, ${refusedHeld} refused (${((100 * refusedHeld) / n).toFixed(1)} %)`);
  heldout = `${HELDOUT_FIRST ? `| held-out sample, first run (kept) | ${HELDOUT_FIRST} |\n` : ''}| held-out sample (${n} recipes), now | ${refusedHeld} of ${n} | ${((100 * refusedHeld) / n).toFixed(1)} % |\n`;
}

if (process.argv.includes('--write')) {
  const FIRST = process.env.GATE_FIRST_RUN;
  const RECALL_FIRST = process.env.GATE_RECALL_FIRST_RUN;
  writeBenchSection(
    '## Quality gate on published recipes',
    `## Quality gate on published recipes

\`npm run bench:gate -- --write\`: the gate (core/quality/recipe-quality.ts) run as the worker runs it (repair, then
check) on a sample of ${usable} recipes as their sites published them (en, de, es; test data kept outside the
project, never shipped). A recipe with findings left is one a model writing exactly what cooks publish would
have refused after its retry.

| run | refused | share |
|---|---|---|
${FIRST ? `| first run, before the food-form rules (kept) | ${FIRST} |\n` : ''}| now | ${refused.length} of ${usable} | ${pct(refused.length)} |
${heldout}
The held-out sample is the same public collection's other recipes in en, es and de (none in the shared
sample; not in the project). Its first run, after the fixes made on the shared sample, is the one unseen
measure: 94.9 % through. The fixes after it (package-relative pasta times, small potatoes, vessel liquids
such as a pickle's vinegar, cooked staples, thin noodles, reheating and "your preference" choices, frying
oil by its temperature) answer classes its refusals showed, so its "now" row is no longer held out; a new
unseen sample is the next honest measure.

Recall on the team's broken recipes (core/quality/recipe-quality.broken.ts, ${BROKEN_RECIPES.length} recipes in en/es/de, each
with one thing a cook could not cook as written; written before the food-form rules):
${RECALL_FIRST ? `first run ${RECALL_FIRST}, ` : ''}now ${recall} caught (repaired in code or refused), ${stoppedByItsRule} by the rule they are labelled with.

${refused.length ? `Refused now, by rule: ${[...byRule].map(([r, n]) => `${r} ${n}`).join(', ')}.` : 'None is refused.'}
`,
  );
}
