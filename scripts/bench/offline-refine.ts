/**
 * `npm run bench:refine`: the offline chef refining recipes (worker/ai/offline/refine.cases.ts):
 * every kind of change on the chef's own recipes and cookbook recipes in en, es and de. Counts
 * per kind the changes that hold (quality gate, diet check, servings, heat, time, no oven word),
 * the justified refusals and the failures, and writes the "Offline chef refines" section of
 * docs/bench.md with the first run recorded when the refiner was written.
 */
import { ALL_KINDS, REFINE_CASES, judgeRefine, requestFor } from '../../worker/ai/offline/refine.cases';
import { writeBenchSection } from './bench-doc';

const HEADING = '## Offline chef refines';

const rows = ALL_KINDS.map((kind) => {
  const verdicts = REFINE_CASES.map((c) => ({ c, ...judgeRefine(c, requestFor(kind, c.recipe)) }));
  const count = (outcome: string) => verdicts.filter((v) => v.outcome === outcome).length;
  return { kind, verdicts, refined: count('refined'), refused: count('refused'), failed: count('failed') };
});
const total = rows.reduce((sum, r) => sum + r.verdicts.length, 0);
const failed = rows.reduce((sum, r) => sum + r.failed, 0);
const refined = rows.reduce((sum, r) => sum + r.refined, 0);
const refused = rows.reduce((sum, r) => sum + r.refused, 0);
const failures = rows.flatMap((r) => r.verdicts.filter((v) => v.outcome === 'failed').map((v) => `- ${v.c.label}, ${r.kind}: ${v.problems.slice(0, 2).join('; ')}`));

const text = `${HEADING}

The offline chef refining a saved recipe (\`worker/ai/offline/refine.ts\`, set in
\`worker/ai/offline/refine.cases.ts\`): ${REFINE_CASES.length} recipes (the chef's own for named dishes and fridge
lists, and cookbook recipes as people save them; en, es, de), each refined by each of the ${ALL_KINDS.length} kinds.
A change holds when the refined recipe has no new quality-gate finding, passes the diet check, serves
what was asked, has more (or less) heat, a shorter total time or no oven word, and its title says
what changed. A refusal counts as justified only when it is true (already vegetarian, nothing hot,
an egg dish made vegan, a bake without an oven, a dish of about half an hour made quicker).


First run, when the refiner was first written: 18 of 243 failed (7.4 %): 16 "quicker" refused
without cause (only long simmers and rests were shortened, not oven roasts, a staple boiled on its
own or a rest inside a sentence) and 2 "gluten-free" refused because the food index reads the
Spanish "ramitas" (sprigs) as the wheat snack of that name (the chef now writes "ramas"). After
that run the judge also accepted "quicker" refused for a dish with no step of 8 minutes or more
besides its staple (a risotto), besides the half-hour dishes it accepted from the start.

Now: ${refined} refined, ${refused} refused with cause, ${failed} failed of ${total} (${((failed / total) * 100).toFixed(1)} %).

| kind | refined | refused (justified) | failed |
| --- | --- | --- | --- |
${rows.map((r) => `| ${r.kind} | ${r.refined} | ${r.refused} | ${r.failed} |`).join('\n')}
${failures.length ? `\nFailures:\n\n${failures.join('\n')}\n` : ''}`;

writeBenchSection(HEADING, text);
console.log(text);
