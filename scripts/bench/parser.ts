import { readFileSync } from 'node:fs';
import { parseIngredientLine } from '#core/ingredients/ingredient-parse';
import { readLabelled, score } from '#core/ingredients/ingredient-parse.score';
import { extractRecipe } from '#core/reading/recipe-extract';
import * as fixtures from '#core/reading/recipe-extract.fixtures';
import * as pages from '#core/reading/recipe-extract.pages';
import { buildShoppingList } from '#core/kitchen/shopping-merge';
import { MERGE_PAIRS } from '#core/kitchen/shopping-merge.pairs';
import { writeBenchSection } from './bench-doc';

/**
 * Ingredient parser accuracy (`npm run bench:parser`): food, quantity and unit all right, per
 * language, and each field on its own, on three labelled sets in core/ingredients/data/: the lines written during
 * the rework (ingredient-lines.{en,es,de}.txt) and two held-out sets written after it
 * (ingredient-lines-heldout.{en,es,de}.txt, ingredient-lines-heldout-2.{en,es,de}.txt).
 */
const LANGS = ['en', 'es', 'de'] as const;
const measure = (file: string) =>
  LANGS.map((lang) => {
    const lines = readLabelled(readFileSync(`core/ingredients/data/${file}.${lang}.txt`, 'utf8'));
    return { lang, ...score(parseIngredientLine, lines) };
  });
const rows = measure('ingredient-lines');
const heldOut = measure('ingredient-lines-heldout');
const heldOut2 = measure('ingredient-lines-heldout-2');

const pct = (right: number, total: number) => `${((100 * right) / total).toFixed(1)} %`;
/** The held-out set's first run, before any fix: fully right lines, then food, quantity, unit. */
const HELD_OUT_FIRST_RUN = {
  en: ['84.7 %', '85.2 %', '93.1 %', '94.1 %'],
  es: ['79.5 %', '79.5 %', '93.8 %', '91.5 %'],
  de: ['81.4 %', '81.4 %', '94.1 %', '94.1 %'],
};
/** The second held-out set's first run, before any fix (parser at commit 04c92a8). */
const HELD_OUT_2_FIRST_RUN = {
  en: ['78.1 %', '78.1 %', '92.4 %', '92.4 %'],
  es: ['63.8 %', '64.8 %', '86.7 %', '87.6 %'],
  de: ['65.6 %', '68.8 %', '91.7 %', '87.5 %'],
};
const table = (sets: typeof heldOut, first: typeof HELD_OUT_FIRST_RUN) =>
  sets
    .map(({ lang, total, right, fields }) => {
      const now = [right, fields.food, fields.quantity, fields.unit].map((n) => pct(n, total));
      return `| ${lang} | ${total} | ${first[lang].join(' | ')} | ${now.join(' | ')} |`;
    })
    .join('\n');
const text = `## Ingredient parser

Food, quantity and unit all right (\`npm run bench:parser\`, core/ingredients/ingredient-parse.score.ts) on three
labelled sets of ingredient lines, each line labelled with the food a cook buys, the amount and the
unit.

### Second held-out set

core/ingredients/data/ingredient-lines-heldout-2.{en,es,de}.txt: lines written on 2026-11-28, once the first
held-out set was fixed, in forms the first sets do not hold ("Heaping 1/2 cup", "Scant 1 cup", "1 lb
8 oz", "150ml/¼ pint", tubs, sleeves, bulbs, inch marks, headings in capitals or without a colon;
"2/3 dientes" as a range, "c/s" and "cuchara" as spoons, "un par de", "un cuarto de taza", "taza y
media", "entre 200 y 250 ml", "1 lata de 400 g de"; "Essl.", "Teel.", "Bd.", "kl. Dose", "Pfund"
as 500 g, "knapp", "gut", "Zutaten für 4 Portionen:"), labelled before the parser first ran on them.
The first run is the parser at commit 04c92a8; "now" is after the fixes of the classes it missed.

| language | lines | first run: lines right | food | quantity | unit | now: lines right | food | quantity | unit |
|---|---|---|---|---|---|---|---|---|---|
${table(heldOut2, HELD_OUT_2_FIRST_RUN)}

Misses now: ${heldOut2.flatMap((r) => r.misses.map((m) => `"${m.line}"`)).join(', ') || 'none'}
(core/ingredients/ingredient-parse.test.ts names each and why it is left).

### Held-out set

core/ingredients/data/ingredient-lines-heldout.{en,es,de}.txt: lines written on 2026-11-28 from how recipe sites
and cookbooks print them (US sticks and cans with their size in parentheses, "T." and "t.", UK tins
and metric/imperial pairs, unicode fractions and en-dash ranges, "plus more for serving", footnote
marks, site checkboxes and bullets, section headings that are no ingredient; Spanish "gr", "cc",
"3/4 de taza", "1 taza y media", "2 ó 3", "c/s", "huevos L"; Chefkoch's "Zwiebel(n)", "Zehe/n",
"ca.", "n. B.", cl and dl), labelled before the parser first ran on them. The first run is the
parser as it was (commit bc1de2a); "now" is after the fixes of the classes of line it missed,
made while looking at this set, so only the first run is a held-out measure; a new set is needed
for the next one.

| language | lines | first run: lines right | food | quantity | unit | now: lines right | food | quantity | unit |
|---|---|---|---|---|---|---|---|---|---|
${table(heldOut, HELD_OUT_FIRST_RUN)}

Misses now: ${heldOut.flatMap((r) => r.misses.map((m) => `"${m.line}"`)).join(', ') || 'none'} ("warm" is taken
off as a preparation, the label keeps it as the first set keeps "boiling water"; "Beet", a punnet
of cress, is no pack word because English lines mean the vegetable). core/ingredients/ingredient-parse.test.ts
holds the set at this level and names these misses.

The first run missed 31 en, 36 es and 35 de lines, in these classes, each fixed for the class
(core/ingredients/ingredient-parse.cases.ts has a table per class): section headings read as foods (now null:
no ingredient); site checkboxes "▢" and footnote marks kept; "about", "ca.", "aprox.", "unos",
"ggf.", "n. B." and labels such as "Optional:" before the amount hid it; "T." and "t.", "cc", "lts",
"cdita", "geh." unknown; "c/s" and "c/n" (as much as needed) kept; "a couple of" read as one; "1 cup plus 2 tablespoons", "1 y 1/2", "1 taza y media", "3/4 de taza",
"2 ó 3" and "de 4 a 6" misread; a length ("2-inch piece", "2 cm Ingwer") taken as the amount;
"a few sprigs", "ein paar Zweige" and the packs rib, block, ear, loaf, trozo, rodaja, cubito,
Stiel, Kugel, Rolle, Flasche, Topf, Schale and Chefkoch's "Zehe/n" kept in the name; cut, state,
purpose and origin after the food kept ("en rodajas", "sin hueso", "a temperatura ambiente",
"recién molida", "zum Bestreichen", "für die Arbeitsfläche", "aus dem Kühlregal", "huevos L");
"bone-in", "loosely packed", "fundida", "triturado", "gehobelte", "kalte", "flüssige" kept;
"freshly" kept inside "salt and freshly ground black pepper"; "cooked quinoa", "queso fresco" and
"frische Hefe" cut to another food; "Mark von 1 Vanilleschote" unread. One label was corrected
after the first run ("1/2 gallon whole milk": 1892.71 ml at first, the same amount the parser
gives as 1.89 litres); the first-run figures count it as a miss.

### Set written during the rework

core/ingredients/data/ingredient-lines.{en,es,de}.txt: lines typed by hand as they are printed in everyday
recipes of each cuisine (banana bread, chili, lasagne, curries, roasts; tortilla, paella, lentejas,
gazpacho, croquetas; Pfannkuchen, Kartoffelsalat, Gulasch, Käsespätzle, Apfelkuchen). The set was
written during the parser's rework of 2026-11-24, before the reworked parser first ran on it, and
the misses of that first run were then fixed, so it flatters the parser now; the table tests in
core/ingredients/ingredient-parse.cases.ts hold each class of line separately.

| language | lines | before the rework (commit cfcb73f) | first run of the rework | now |
|---|---|---|---|---|
${rows
  .map(({ lang, total, right }) => {
    const history = { en: ['84.3 %', '99.1 %'], es: ['70.0 %', '92.0 %'], de: ['86.0 %', '98.0 %'] }[lang];
    return `| ${lang} | ${total} | ${history[0]} | ${history[1]} | ${pct(right, total)} |`;
  })
  .join('\n')}

Misses now: ${rows.flatMap((r) => r.misses.map((m) => `"${m.line}"`)).join(', ') || 'none'}.
First-run misses of the rework: "1/2 cup crumbled feta cheese" (crumbled kept), "unas hebras de
azafrán", "1 vaina de vainilla", "1 vaso de vino blanco" (Spanish measures), "250 g de champiñones
laminados" (laminados kept), "etwas Öl zum Braten" (advice kept). Before the rework the parser dropped
"2 or 3 thyme sprigs", cut "orégano" and "jalapeño", "chicken or vegetable stock" and "aceite de oliva
virgen extra", took "large" as the food, and knew no quart, pint, fl oz, Msp. or Pck.
`;

writeBenchSection('## Ingredient parser', text);
console.log(text);

const wrong = MERGE_PAIRS.filter(([a, b, merge]) => {
  const lines = [a, b].map((line, i) => ({ text: line, recipe: String(i), source: String(i) }));
  return (buildShoppingList({ lines, pantry: [], items: [], today: '2026-11-24' }).added.length === 1) !== merge;
});
const merging = `## Shopping list merging

Pairs of lines from two recipes of one week that a cook would or would not buy as one item
(core/kitchen/shopping-merge.pairs.ts: ${MERGE_PAIRS.filter((p) => p[2]).length} that belong together, such as weight and volume of one food,
synonyms and "juice of 1 lemon"; ${MERGE_PAIRS.filter((p) => !p[2]).length} look-alikes that must stay apart, such as milk and
coconut milk, garlic and garlic powder), in en, es and de.

| builder | right | wrong |
|---|---|---|
| before the rework (commit cfcb73f) | 28 of 55 | 27 (every weight/volume/count pair, every synonym, every juice) |
| now | ${MERGE_PAIRS.length - wrong.length} of ${MERGE_PAIRS.length} | ${wrong.length}${wrong.length ? `: ${wrong.map(([a, b]) => `"${a}" + "${b}"`).join(', ')}` : ''} |

The first run of the rework got 54 of 55: "1 cup whole milk" + "200 ml milk" stayed apart (now
synonyms). One pair was labelled wrong at first and corrected: "2 Knoblauchzehen" + "1 Knolle
Knoblauch" belong together; the German compound is now read as garlic in cloves. No false merge
before or after.
`;
writeBenchSection('## Shopping list merging', merging);
console.log(merging);

/** A page is usable when it gives a title of its own, ingredients and steps, no step cut short. */
const samples = Object.entries({ ...fixtures, ...pages }).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].includes('<html') && entry[0] !== 'NO_RECIPE_PAGE',
);
const unusable = samples.filter(([, html]) => {
  const recipe = extractRecipe(html);
  return !recipe || !recipe.title || !recipe.ingredients.length || !recipe.instructions.length;
});
const importing = `## Page import

Recipe pages with the problems real sites have (core/reading/recipe-extract.fixtures.ts and
core/reading/recipe-extract.pages.ts, written for the tests after the shape of pages seen in the wild: a
Yoast @graph, HowToSections, microdata, a total time longer than prep and cook with nested
ingredient arrays and HowToStep item lists, capitalised property names, raw control characters in
JSON-LD, nested microdata items with named entities, a 3,250-character step). A page is usable when
the import gets its own title, its ingredients and its steps, none cut short.

| reader | usable pages |
|---|---|
| before the rework (commit cfcb73f) | 3 of 8 (lost: capitalised names, control characters, the long step, the nested microdata title, the nested arrays) |
| now | ${samples.length - unusable.length} of ${samples.length}${unusable.length ? ` (not usable: ${unusable.map(([name]) => name).join(', ')})` : ''} |
`;
writeBenchSection('## Page import', importing);
console.log(importing);
