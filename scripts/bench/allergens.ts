/**
 * `npm run bench:allergens`: recall and precision of the diet and allergen checker
 * (core/allergens.ts) per rule and per language, on (a) the Open Food Facts taxonomy's en/es/de
 * names, each checked with an index compiled without its own entry (five folds), and with the
 * shipped index; (b) our own labelled ingredient lines (core/allergens.lines.ts); (c) the test
 * table (core/allergens.cases.ts). Writes the "Allergen checker" section of docs/bench.md.
 */
import { ALLERGEN_CASES, precisionRecall, runCases } from '../../core/allergens.cases';
import { LABELLED_LINES } from '../../core/allergens.lines';
import { writeBenchSection } from './bench-doc';
import { benchLines } from './allergens-lines';
import { benchOpenFoodFacts, type Tallies, type Tally } from './allergens-off';

const pct = (x: number) => (Number.isNaN(x) ? '–' : `${(x * 100).toFixed(1)} %`);
const sum = (m: Tallies): Tally => [...m.values()].reduce((a, t) => ({ tp: a.tp + t.tp, fp: a.fp + t.fp, fn: a.fn + t.fn }), { tp: 0, fp: 0, fn: 0 });
const row = (name: string, t: Tally) => `| ${name} | ${t.tp + t.fn} | ${t.tp} | ${t.fp} | ${t.fn} | ${pct(t.tp / (t.tp + t.fp))} | ${pct(t.tp / (t.tp + t.fn))} |`;
const HEAD = '| | conflicts | found (TP) | wrong (FP) | missed (FN) | precision | recall |\n| --- | --- | --- | --- | --- | --- | --- |';

function table(byLang: Tallies, byRule: Tallies): string {
  return [HEAD, row('**all**', sum(byLang)), ...[...byLang].map(([k, t]) => row(k, t)), ...[...byRule].map(([k, t]) => row(k, t))].join('\n');
}

const heldOut = benchOpenFoodFacts('data/openfoodfacts/ingredients.json', true);
const shipped = benchOpenFoodFacts('data/openfoodfacts/ingredients.json', false);
const lines = benchLines();
const cases = precisionRecall(runCases());
const langs = (['en', 'es', 'de'] as const).map((l) => `${l} ${LABELLED_LINES.filter((x) => x[0] === l).length}`).join(', ');

const text = `## Allergen checker

Recall and precision of \`core/allergens.ts\` (hand lexicon, composed foods, and the Open Food Facts
index; docs/decisions/040-diet-and-allergens-the-food-index.md), counted over (name or line, rule) pairs; a rule is an
EU allergen, vegetarian or vegan.

### (a) Open Food Facts names, index held out

Each of the taxonomy's ${heldOut.names} en/es/de names is checked with an index compiled without its
own entry (five folds by entry id), so the index is never graded on itself: what counts is whether
its words, compounds and parents' names give it away (a held-out "Seelachsfilet" is found through
"Seelachs"; a held-out fish species with a name of its own is not). The truth is the taxonomy's
allergens and vegan/vegetarian, parents inherited; a name is graded for a rule only where the
taxonomy says yes, or says clear (vegan for animal allergens, vegetarian for meat, any diet value
for plant allergens). ${heldOut.corrected} gluten pairs the taxonomy leaves without gluten although
the id names a gluten cereal or bake (rye flour, bread, pita, malt flour) are graded as gluten.
Sulphites are not in the taxonomy.

${table(heldOut.byLang, heldOut.byRule)}

### (a′) Open Food Facts names, shipped index

The same names with the index the app ships (includes their own entries): this measures how the
hand rules, look-alike shields and composed foods sit with the data, not recall on unseen foods.

${table(shipped.byLang, shipped.byRule)}

### (b) Our own ingredient lines

${LABELLED_LINES.length} real ingredient lines (${langs}) in \`core/allergens.lines.ts\`, labelled by hand
(look-alikes included: oyster mushrooms, coconut milk, rice flour, Hühnereier, cream of tartar,
pine nuts). Written while the rules were built, so treat them as a regression set rather than an
unseen test; misses at the time of writing are listed below.

${table(lines.byLang, lines.byRule)}

${lines.misses.length ? `Misses: ${lines.misses.join('; ')}.` : 'No misses.'}

### (c) The test table

\`core/allergens.cases.ts\` (${ALLERGEN_CASES.length} cases): precision ${pct(cases.precision)}, recall ${pct(cases.recall)}.
`;

writeBenchSection('## Allergen checker', text);
console.log(text);
