import { ingredientKey, readFoodTableNames, wordKey } from './ingredient-key';
import { PART_WORDS } from './ingredient-words';
import { PANTRY_CATEGORIES } from '#core/kernel/kitchen-options';

/**
 * The one food table's build (`npm run build:food-table`, docs/decisions/082-one-food-table.md;
 * pure, so a test runs it on the committed sources): reads data/foods/foods.tsv (one food a row)
 * and data/foods/kind-groups.tsv (the quality gate's bounds per group of foods), checks every row
 * and writes core/food/food-table.data.ts. A row is complete when it has an id, a known kind and
 * form, a known group (whose kind it shares), names in en, es and de (rows the seed could not name
 * in every language say `partial` in their source), a source, and well-formed optional columns: a
 * USDA number that data/usda-sr has, an Open Food Facts id that data/openfoodfacts has, a known
 * aisle and pantry category. No name is written for two foods in one language.
 */

export const FOOD_KINDS = ['herb', 'woody_herb', 'spice', 'salt', 'condiment', 'sauce', 'liquid', 'fat', 'protein', 'egg', 'staple', 'vegetable', 'fruit', 'cheese', 'nut', 'baking', 'sweetener'] as const;
/** What a food is to a cook's knife and pot: `solid` can be chopped; the rest cannot. */
export const FOOD_FORMS = ['solid', 'liquid', 'paste', 'mince', 'dry_pasta', 'grain', 'powder', 'soft'] as const;
export const FOOD_AISLES = ['frozen', 'condiments', 'spices', 'canned', 'seafood', 'meat', 'dairy', 'grains', 'bakery', 'produce', 'snacks', 'beverages'] as const;
export const FOOD_SOURCES = ['usda', 'off', 'team'] as const;
const STAPLE_COOKS = ['white_rice', 'brown_rice', 'potatoes_boiled', 'potatoes_fried', 'potatoes_roasted', 'dried_pasta', 'quick_noodles', 'lentils', 'red_lentils', 'dried_beans'];

export const FOOD_COLUMNS = ['id', 'kind', 'form', 'group', 'en', 'es', 'es_gender', 'de', 'de_gender', 'buy', 'g_piece', 'g_ml', 'g_pack', 'juice_ml', 'ndb', 'fridge_days', 'pantry_days', 'freezer_days', 'aisle', 'pantry_category', 'off', 'source'] as const;
/** The columns written apart, so that a rule reading only names and aisles leaves the rest out of its bundle. */
const NAME_COLUMNS: readonly Column[] = ['kind', 'aisle', 'en', 'es', 'de'];
const GROUP_COLUMNS = ['id', 'kind', 'min', 'max', 'cook', 'weighs_as'] as const;
type Column = (typeof FOOD_COLUMNS)[number];
export type FoodRow = Record<Column, string>;
export type TableLanguage = 'en' | 'es' | 'de';
export const TABLE_LANGUAGES: readonly TableLanguage[] = ['en', 'es', 'de'];

/** A name as written in the table: "tomato/tomatoes" is the singular and its plural. */
export function splitName(written: string): { one: string; other?: string } {
  const [one, other] = written.split('/').map((part) => part.trim());
  return other ? { one: one!, other } : { one: one! };
}

/** The names of a row in one language, singular. */
export const namesOf = (row: Pick<FoodRow, TableLanguage>, language: TableLanguage) =>
  row[language] ? row[language].split('|').map((name) => splitName(name).one).filter(Boolean) : [];

function readTsv(text: string, columns: readonly string[], what: string, problems: string[]): Array<Record<string, string>> {
  const lines = text.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  const header = lines.shift()?.split('\t') ?? [];
  if (header.join('\t') !== columns.join('\t')) problems.push(`${what}: the header must be ${columns.join(' ')}`);
  return lines.map((line, i) => {
    const cells = line.split('\t');
    if (cells.length !== columns.length) problems.push(`${what} line ${i + 2}: ${cells.length} cells, not ${columns.length}`);
    return Object.fromEntries(columns.map((c, j) => [c, (cells[j] ?? '').trim()]));
  });
}

/** A name the gate reads as its part's fruit ("lemon juice" keys as the lemon): not the food's own key. */
const lostPart = (name: string) => {
  const words = name.toLowerCase().split(/[^\p{L}]+/u);
  const part = [...PART_WORDS.keys()].find((w) => words.some((x) => x === w || (x.length > w.length && x.endsWith(w))));
  return part !== undefined && !ingredientKey(name).includes(wordKey(part));
};

export interface FoodTableSources {
  foods: string;
  groups: string;
  /** USDA NDB numbers that data/usda-sr/ABBREV.txt has. */
  usdaNumbers: ReadonlySet<string>;
  /** Open Food Facts taxonomy ids that data/openfoodfacts/ingredients.json has. */
  offIds: ReadonlySet<string>;
}

export function buildFoodTable(input: FoodTableSources): { text: string; problems: string[]; rows: FoodRow[] } {
  const problems: string[] = [];
  const groups = readTsv(input.groups, GROUP_COLUMNS, 'kind-groups.tsv', problems);
  const rows = readTsv(input.foods, FOOD_COLUMNS, 'foods.tsv', problems) as FoodRow[];
  const groupKind = new Map<string, string>();
  for (const g of groups) {
    if (groupKind.has(g.id!)) problems.push(`group ${g.id} twice`);
    if (!(FOOD_KINDS as readonly string[]).includes(g.kind!)) problems.push(`group ${g.id}: unknown kind ${g.kind}`);
    for (const n of ['min', 'max'] as const) if (g[n] && !(Number(g[n]) > 0)) problems.push(`group ${g.id}: ${n} is no number`);
    if (g.cook && !STAPLE_COOKS.includes(g.cook)) problems.push(`group ${g.id}: unknown cook ${g.cook}`);
    groupKind.set(g.id!, g.kind!);
  }
  // A name with a preparation word that names another food ("crushed red pepper") keys whole.
  readFoodTableNames(rows.map((row) => TABLE_LANGUAGES.flatMap((language) => namesOf(row, language))));
  const ids = new Set<string>();
  const seen: Record<TableLanguage, Map<string, string>> = { en: new Map(), es: new Map(), de: new Map() };
  const groupForm = new Map<string, string>();
  for (const row of rows) {
    const at = `food ${row.id || '(no id)'}`;
    if (!/^[a-z][a-z0-9_]*$/.test(row.id)) problems.push(`${at}: the id is lower-case letters, digits and _`);
    if (ids.has(row.id)) problems.push(`${at}: id twice`);
    ids.add(row.id);
    if (!(FOOD_KINDS as readonly string[]).includes(row.kind)) problems.push(`${at}: unknown kind "${row.kind}"`);
    if (!(FOOD_FORMS as readonly string[]).includes(row.form)) problems.push(`${at}: unknown form "${row.form}"`);
    if (row.group) {
      if (!groupKind.has(row.group)) problems.push(`${at}: unknown group "${row.group}"`);
      else if (groupKind.get(row.group) !== row.kind) problems.push(`${at}: kind ${row.kind} but its group ${row.group} is ${groupKind.get(row.group)}`);
      const form = groupForm.get(row.group) ?? row.form;
      if ((form === 'liquid') !== (row.form === 'liquid') || (form !== 'solid' && form !== 'liquid' && form !== row.form)) problems.push(`${at}: form ${row.form} differs from its group's ${form}`);
      groupForm.set(row.group, form);
    }
    const sources = row.source.split(/[+ ]/).filter((s) => s !== 'partial');
    if (!sources.length || sources.some((s) => !(FOOD_SOURCES as readonly string[]).includes(s))) problems.push(`${at}: source must name usda, off or team`);
    if (row.ndb && !sources.includes('usda')) problems.push(`${at}: a USDA number needs usda in its source`);
    const partial = row.source.includes('partial');
    for (const language of TABLE_LANGUAGES) {
      const names = namesOf(row, language);
      if (!names.length && !partial) problems.push(`${at}: no ${language} name`);
      if (row[language].split('|').some((written) => written.split('/').length > 2)) problems.push(`${at}: a ${language} name has more than one plural`);
      for (const name of names) {
        if (lostPart(name)) continue;
        const key = ingredientKey(name);
        const other = seen[language].get(key);
        if (other !== undefined && other !== row.id) problems.push(`${at}: ${language} "${name}" is also a name of ${other}`);
        seen[language].set(key, row.id);
      }
    }
    if (!TABLE_LANGUAGES.some((language) => namesOf(row, language).length)) problems.push(`${at}: no name at all`);
    if (row.es_gender && !/^[mf]$/.test(row.es_gender)) problems.push(`${at}: es_gender is m or f`);
    if (row.de_gender && !/^[mfn]$/.test(row.de_gender)) problems.push(`${at}: de_gender is m, f or n`);
    if (row.buy && !['mass', 'count', 'volume'].includes(row.buy)) problems.push(`${at}: buy is mass, count or volume`);
    for (const column of ['g_piece', 'g_ml', 'juice_ml', 'fridge_days', 'pantry_days', 'freezer_days'] as const) {
      if (row[column] && !(Number(row[column]) > 0)) problems.push(`${at}: ${column} "${row[column]}" is no positive number`);
    }
    if (row.g_pack && !row.g_pack.split(',').every((part) => /^[\p{L}]+:\d+(?:\.\d+)?$/u.test(part))) problems.push(`${at}: g_pack is word:grams,...`);
    if (row.ndb && !input.usdaNumbers.has(row.ndb)) problems.push(`${at}: no USDA food ${row.ndb}`);
    if (row.off && !input.offIds.has(row.off)) problems.push(`${at}: no Open Food Facts entry ${row.off}`);
    if (row.aisle && !(FOOD_AISLES as readonly string[]).includes(row.aisle)) problems.push(`${at}: unknown aisle ${row.aisle}`);
    if (row.pantry_category && !(PANTRY_CATEGORIES as readonly string[]).includes(row.pantry_category)) problems.push(`${at}: unknown pantry category ${row.pantry_category}`);
  }
  const cells = (row: FoodRow) => FOOD_COLUMNS.filter((c) => !NAME_COLUMNS.includes(c)).map((c) => row[c]).join('\t');
  const names = (row: FoodRow) => NAME_COLUMNS.map((c) => row[c]).join('\t');
  // Singular and plural of every name written "one/other", per language, for the parser and scaling (core/food/plurals.ts).
  const plurals = Object.fromEntries(
    TABLE_LANGUAGES.map((language) => [
      language,
      rows.flatMap((row) => (row[language] ? row[language].split('|') : []).map(splitName).filter((n) => n.other).map((n) => [n.one, n.other!])),
    ]),
  );
  const text = `// Generated by scripts/build-food-table.ts from data/foods/foods.tsv and data/foods/kind-groups.tsv
// (docs/decisions/082-one-food-table.md). Do not edit: edit the TSV files and run npm run build:food-table.
/** The food table's rows, tab-separated in the columns of FOOD_TABLE_COLUMNS, one a line; parsed on first use. */
export const FOOD_TABLE_TEXT = ${JSON.stringify(rows.map(cells).join('\n'))};
export const FOOD_TABLE_COLUMNS = ${JSON.stringify(FOOD_COLUMNS.filter((c) => !NAME_COLUMNS.includes(c)))} as const;
/** The same rows' names, kind and aisle, in FOOD_NAME_COLUMNS: all the shopping aisles (and so the web) read. */
export const FOOD_NAMES_TEXT = ${JSON.stringify(rows.map(names).join('\n'))};
export const FOOD_NAME_COLUMNS = ${JSON.stringify(NAME_COLUMNS)} as const;
/** Singular and plural of the foods' names that change in the plural, per language (core/food/plurals.ts). */
export const FOOD_PLURALS: Readonly<Record<'en' | 'es' | 'de', ReadonlyArray<readonly [string, string]>>> = ${JSON.stringify(plurals)};
/** The quality gate's groups in the gate's order: [id, kind, min, max, cook, weighs as]. */
export const KIND_GROUPS: ReadonlyArray<readonly [string, string, number | null, number | null, string, string]> = [
${groups.map((g) => `  [${JSON.stringify(g.id)}, ${JSON.stringify(g.kind)}, ${g.min ? Number(g.min) : null}, ${g.max ? Number(g.max) : null}, ${JSON.stringify(g.cook ?? '')}, ${JSON.stringify(g.weighs_as ?? '')}],`).join('\n')}
];
`;
  return { text, problems, rows };
}

/**
 * The table's links to USDA for the nutrition build (core/nutrition/food-nutrition-build.ts): one line
 * "NDB | en names | es names | de names" per food that names a USDA row.
 */
export function usdaLinksOf(rows: readonly FoodRow[]): string {
  return rows
    .filter((row) => row.ndb)
    .map((row) => [row.ndb, ...TABLE_LANGUAGES.map((language) => namesOf(row, language).join(', '))].join(' | '))
    .join('\n');
}
