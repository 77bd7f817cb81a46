/**
 * One-off seed of the one food table (docs/decisions/082-one-food-table.md): writes
 * data/foods/foods.tsv and data/foods/kind-groups.tsv from what the hand tables knew on the day the
 * table began: the USDA links (data/foods/usda-links.txt), the ingredient kinds table, the food
 * measures, the plurals, the shelves and shelf lives, and Open Food Facts' ids. Run once
 * (`npx tsx scripts/build-food-table-seed.ts`); from then on the TSV files are the source of truth and
 * are edited by hand. Kept so a reviewer can see where each seeded value came from.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { shelfLifeDays } from '../core/expiry-estimate';
import { FOOD_MEASURES, type FoodMeasure } from '../core/food-measures';
import { ingredientKey, wordKey } from '../core/ingredient-key';
import { PART_WORDS } from '../core/ingredient-words';
import { INGREDIENT_ENTRIES } from '../core/ingredient-kinds.data';
import type { IngredientEntry } from '../core/ingredient-kinds.types';
import { guessPantryCategory, shelfOf, type Shelf } from '../core/shopping-category';

type Lang = 'en' | 'es' | 'de';
const LANGS: Lang[] = ['en', 'es', 'de'];

interface Row {
  id: string;
  kind: string;
  form: string;
  group: string;
  names: Record<Lang, string[]>;
  ndb: string;
  off: string;
  source: string;
}

// The Open Food Facts taxonomy: each entry's en/es/de name by its key.
const taxonomy = JSON.parse(readFileSync('data/openfoodfacts/ingredients.json', 'utf8')) as Record<string, { name?: Record<string, string> }>;
const offByName: Record<Lang, Map<string, string>> = { en: new Map(), es: new Map(), de: new Map() };
for (const [id, entry] of Object.entries(taxonomy)) {
  if (!id.startsWith('en:')) continue;
  for (const lang of LANGS) {
    const name = entry.name?.[lang];
    if (name && !offByName[lang].has(ingredientKey(name))) offByName[lang].set(ingredientKey(name), id);
  }
}
const offOf = (names: Record<Lang, string[]>) => {
  for (const lang of LANGS) for (const name of names[lang]) {
    const id = offByName[lang].get(ingredientKey(name));
    if (id) return id;
  }
  return '';
};

const slug = (name: string) => name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[^a-z]+/g, '_').replace(/^_|_$/g, '');

// 1. The USDA links: one food a row.
const rows: Row[] = [];
for (const raw of readFileSync('data/foods/usda-links.txt', 'utf8').split('\n')) {
  const line = raw.trim();
  if (!line || line.startsWith('#')) continue;
  const [ndb, en, es, de] = line.split('|').map((p) => p.trim());
  const split = (s: string) => s.split(',').map((n) => n.trim()).filter(Boolean);
  const names = { en: split(en!), es: split(es!), de: split(de!) };
  rows.push({ id: slug(names.en[0]!), kind: '', form: '', group: '', names, ndb: ndb!, off: '', source: 'usda' });
}

// 2. The kinds table: each name joins the row that already has it, or a new team row.
const owner: Record<Lang, Map<string, Row>> = { en: new Map(), es: new Map(), de: new Map() };
const index = (row: Row) => {
  for (const lang of LANGS) for (const name of row.names[lang]) if (!owner[lang].has(ingredientKey(name))) owner[lang].set(ingredientKey(name), row);
};
const conflicts: string[] = [];
const USDA_KIND: Record<string, string> = {
  '01': 'cheese', '02': 'spice', '04': 'fat', '05': 'protein', '06': 'sauce', '07': 'protein', '09': 'fruit', '10': 'protein',
  '11': 'vegetable', '12': 'nut', '13': 'protein', '14': 'liquid', '15': 'protein', '16': 'staple', '17': 'protein', '18': 'staple',
  '19': 'sweetener', '20': 'staple', '21': 'staple', '22': 'staple', '25': 'staple', '03': 'staple', '08': 'staple',
};
const formOf = (entry: IngredientEntry) => entry.form ?? (entry.liquid ? 'liquid' : 'solid');

// Each kinds name's group, by its key per language.
const groupOfName: Record<Lang, Map<string, IngredientEntry>> = { en: new Map(), es: new Map(), de: new Map() };
// As the gate reads them: "lemon juice" keys as the lemon, so the juice keeps only names that still say juice.
const lostPart = (name: string) => { const words = name.toLowerCase().split(/[^\p{L}]+/u); const part = [...PART_WORDS.keys()].find((w) => words.some((x) => x === w || (x.length > w.length && x.endsWith(w)))); return part !== undefined && !ingredientKey(name).includes(wordKey(part)); };
for (const entry of INGREDIENT_ENTRIES) for (const lang of LANGS) for (const name of entry.names[lang]) if (!lostPart(name) && !groupOfName[lang].has(ingredientKey(name))) groupOfName[lang].set(ingredientKey(name), entry);
// A USDA row whose names the gate puts in two groups (dried pasta and noodles, lemons and their juice)
// is split into one row per group, each with the same USDA number.
for (const row of [...rows]) {
  const groups = new Map<IngredientEntry | undefined, Record<Lang, string[]>>();
  const primary = groupOfName.en.get(ingredientKey(row.names.en[0]!)) ?? LANGS.flatMap((lang) => row.names[lang].map((n) => groupOfName[lang].get(ingredientKey(n)))).find(Boolean);
  for (const lang of LANGS) for (const name of row.names[lang]) {
    const group = groupOfName[lang].get(ingredientKey(name)) ?? primary;
    const names = groups.get(group) ?? { en: [], es: [], de: [] };
    names[lang].push(name);
    groups.set(group, names);
  }
  row.names = groups.get(primary) ?? { en: [], es: [], de: [] };
  if (primary) Object.assign(row, { group: primary.id, kind: primary.kind, form: formOf(primary) });
  for (const [group, names] of groups) {
    if (group === primary || !group) continue;
    const first = names.en[0] ?? names.es[0] ?? names.de[0]!;
    const split: Row = { id: slug(first), kind: group.kind, form: formOf(group), group: group.id, names, ndb: row.ndb, off: '', source: 'usda' };
    rows.splice(rows.indexOf(row) + 1, 0, split);
  }
}
rows.forEach(index);

for (const entry of INGREDIENT_ENTRIES) {
  const leftovers: Record<Lang, string[]> = { en: [], es: [], de: [] };
  for (const lang of LANGS) {
    for (const name of entry.names[lang]) {
      const row = owner[lang].get(ingredientKey(name));
      if (!row) leftovers[lang].push(name);
      else if (row.group !== entry.id) conflicts.push(`${entry.id} ${lang} "${name}" is a name of ${row.id} (${row.group})`);
    }
  }
  const groupRows = () => rows.filter((r) => r.group === entry.id);
  const made: Row[] = [];
  for (const lang of LANGS) {
    for (const name of leftovers[lang]) {
      const key = ingredientKey(name);
      const off = offByName[lang].get(key);
      // Paired by Open Food Facts with a row made here; else a synonym of a row of the group whose name it contains ("dried rosemary", "ground pepper").
      const pair = (off ? made.find((r) => r.off === off) : undefined) ?? made.find((r) => r.names[lang].length === 0 && LANGS.some((l) => r.names[l].some((n) => ingredientKey(n) === key)));
      const words = key.split(' ');
      const host = pair ?? [...groupRows(), ...made].find((r) => r.names[lang].some((n) => { const k = ingredientKey(n); return k.length > 2 && (words.includes(k) || (k.includes(' ') && key.includes(k))); }));
      if (host) host.names[lang].push(name);
      else made.push({ id: slug(name), kind: entry.kind, form: formOf(entry), group: entry.id, names: { en: lang === 'en' ? [name] : [], es: lang === 'es' ? [name] : [], de: lang === 'de' ? [name] : [] }, ndb: '', off: off ?? '', source: 'team' });
    }
  }
  for (const row of made) {
    // Names a row still lacks, from Open Food Facts where it names the food and no other row has the name.
    const entryOff = row.off ? taxonomy[row.off]?.name : undefined;
    for (const lang of LANGS) {
      const offName = entryOff?.[lang];
      if (row.names[lang].length === 0 && offName && !owner[lang].has(ingredientKey(offName))) {
        row.names[lang].push(lang === 'de' ? offName : offName.toLowerCase());
        row.source = 'team+off';
      }
    }
    rows.push(row);
    index(row);
  }
}

// Rows the kinds table did not name take their kind from USDA's food group (the NDB's first two digits).
for (const row of rows) {
  if (!row.kind) {
    row.kind = USDA_KIND[row.ndb.slice(0, 2)] ?? 'staple';
    row.form = row.kind === 'liquid' ? 'liquid' : row.kind === 'spice' ? 'powder' : 'solid';
  }
  if (!row.off) row.off = offOf(row.names);
}

// Unique ids.
const ids = new Set<string>();
for (const row of rows) {
  let id = row.id || 'food';
  for (let n = 2; ids.has(id); n++) id = `${row.id}_${n}`;
  row.id = id;
  ids.add(id);
}

// 3. Plurals (core/plurals.ts's food words), weights (core/food-measures.ts), shelves and shelf lives.
const PLURALS: Record<Lang, Array<[string, string]>> = (() => {
  const text = readFileSync('core/plurals.ts', 'utf8');
  const out: Record<Lang, Array<[string, string]>> = { en: [], es: [], de: [] };
  for (const lang of LANGS) {
    const block = new RegExp(`\\n  ${lang}: \\[([\\s\\S]*?)\\n  \\],`).exec(text)?.[1] ?? '';
    for (const m of block.matchAll(/\['([^']+)', '([^']+)'\]/g)) out[lang].push([m[1]!, m[2]!]);
  }
  return out;
})();
const withPlural = (lang: Lang, name: string) => {
  const pair = PLURALS[lang].find(([one]) => one.toLocaleLowerCase('de') === name.toLocaleLowerCase('de'));
  return pair && pair[1] !== name ? `${name}/${pair[1]}` : pair ? `${name}/${pair[1]}` : name;
};
const measureOf = (row: Row): FoodMeasure | null => {
  for (const [names, measure] of FOOD_MEASURES) if (names.some((n) => LANGS.some((lang) => row.names[lang].some((m) => ingredientKey(m) === ingredientKey(n))))) return measure;
  return null;
};
const STORE: Record<Shelf, 'fridge' | 'pantry' | 'freezer'> = {
  seafood: 'fridge', meat: 'fridge', dairy: 'fridge', produce: 'fridge', frozen: 'freezer',
  bakery: 'pantry', grains: 'pantry', spices: 'pantry', canned: 'pantry', condiments: 'pantry', snacks: 'pantry', beverages: 'pantry',
};
const esGender = (name: string) => {
  const head = name.split(' ')[0]!.toLowerCase();
  if (/(?:ión|dad|tud)$/.test(head)) return 'f';
  if (/(?:ón|o|e)$/.test(head) && !/(?:ción|sión)$/.test(head)) return /o$|ón$/.test(head) ? 'm' : '';
  if (/a$/.test(head)) return 'f';
  return '';
};

const incomplete = rows.filter((row) => LANGS.some((lang) => row.names[lang].length === 0));
for (const row of incomplete) row.source += ' partial';
const HEADER = ['id', 'kind', 'form', 'group', 'en', 'es', 'es_gender', 'de', 'de_gender', 'buy', 'g_piece', 'g_ml', 'g_pack', 'juice_ml', 'ndb', 'fridge_days', 'pantry_days', 'freezer_days', 'aisle', 'pantry_category', 'off', 'source'];
const lines = [HEADER.join('\t')];
for (const row of rows) {
  const m = measureOf(row);
  const name = row.names.en[0] ?? row.names.es[0] ?? row.names.de[0] ?? row.id;
  const shelf = shelfOf(name) ?? LANGS.map((lang) => row.names[lang][0]).filter(Boolean).map((n) => shelfOf(n!)).find(Boolean) ?? null;
  const days = shelfLifeDays(name);
  const store = shelf ? STORE[shelf] : 'pantry';
  lines.push([
    row.id, row.kind, row.form, row.group,
    row.names.en.map((n, i) => (i === 0 ? withPlural('en', n) : n)).join('|'),
    row.names.es.map((n, i) => (i === 0 ? withPlural('es', n) : n)).join('|'),
    row.names.es[0] ? esGender(row.names.es[0]) : '',
    row.names.de.map((n, i) => (i === 0 ? withPlural('de', n) : n)).join('|'),
    '',
    m?.buy ?? '', m?.gPerPiece ?? '', m?.gPerMl ?? '',
    m?.packG ? Object.entries(m.packG).map(([w, g]) => `${w}:${g}`).join(',') : '',
    m?.juiceMl ?? '',
    row.ndb,
    days !== null && store === 'fridge' ? days : '', days !== null && store === 'pantry' ? days : '', days !== null && store === 'freezer' ? days : '',
    shelf ?? '', guessPantryCategory(name), row.off, row.source,
  ].join('\t'));
}
writeFileSync('data/foods/foods.tsv', `${lines.join('\n')}\n`);

const groupLines = [['id', 'kind', 'min', 'max', 'cook', 'weighs_as'].join('\t')];
for (const entry of INGREDIENT_ENTRIES) groupLines.push([entry.id, entry.kind, entry.min ?? '', entry.max ?? '', entry.cook ?? '', entry.weighsAs ?? ''].join('\t'));
writeFileSync('data/foods/kind-groups.tsv', `${groupLines.join('\n')}\n`);

console.log(`${rows.length} foods, ${incomplete.length} without a name in some language, ${conflicts.length} kinds names owned by another group`);
console.log(conflicts.join('\n'));
console.log(incomplete.map((r) => `${r.id}: ${JSON.stringify(r.names)}`).join('\n'));
