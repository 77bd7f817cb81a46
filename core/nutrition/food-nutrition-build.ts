import { ingredientKey } from '#core/food/ingredient-key';

/**
 * The food table's nutrition build (scripts/build-food-nutrition.ts; pure, so a test runs it on the
 * committed sources): each link line "NDB | en names | es names | de names" takes its figures per
 * 100 g from the USDA abbreviated file, where a row is `~NDB~^~SHORT DESC~^water^kcal^protein^fat^ash^carbohydrate^fiber^sugar^...`
 * with sodium in the 16th field (mg).
 */
export const NUTRIENT_FIELDS = { kcal: 3, protein: 4, fat: 5, carbs: 7, fiber: 8, sugar: 9, sodium: 15 } as const;

export interface BuiltFood {
  ndb: string;
  usda: string;
  names: { en: string[]; es: string[]; de: string[] };
  /** kcal, protein, carbs, fat, fiber, sugar (g), sodium (mg) per 100 g. */
  per100g: [number, number, number, number, number, number, number];
  /** Grams per millilitre from USDA's household volumes (a cup, shredded or chopped where it gives one; else a spoon), or null. */
  gPerMl: number | null;
  /** Grams of a medium piece (else large, small or whole), or null. */
  gPerPiece: number | null;
  /** The share of the food as bought that is bone (USDA refuse, FOOD_DES.txt), or null. */
  bone: number | null;
}

/**
 * The bone in a food as bought, from USDA's refuse (FOOD_DES.txt: ~NDB~^group^long^short^common^maker^survey^~refuse description~^refuse %):
 * the share its description gives the bone ("Bone and connective tissue 38%"), else the whole
 * refuse when it is bone alone ("Bone", 32 %); null for a food whose refuse is no bone.
 */
function boneShares(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split(/\r?\n/)) {
    const f = line.split('^').map((x) => x.replace(/^~|~$/g, ''));
    const description = f[7] ?? '';
    if (!/bone/i.test(description)) continue;
    const stated = /bone[^%,]*?(\d+)%|(\d+)% bone/i.exec(description);
    const share = stated ? Number(stated[1] ?? stated[2]) : /^bone$/i.test(description.trim()) ? Number(f[8]) : NaN;
    if (share > 0) out.set(f[0]!, share / 100);
  }
  return out;
}

/** Millilitres of the household volumes USDA weighs (a US cup, tablespoon, teaspoon, fluid ounce). */
const VOLUME_ML: Record<string, number> = { cup: 236.6, tbsp: 14.79, tsp: 4.93, 'fl oz': 29.57 };
/** "cup", "cups", "serving 1/2 cup", "tbsp, ground": the volume a household measure names and how many of it, or null. */
function volumeOf(desc: string): { ml: number; unit: string } | null {
  const m = /^(?:serving\s+)?(?:(\d+)\/(\d+)\s+|(\d+(?:\.\d+)?)\s+)?(cups?|tbsp|tsp|fl oz)\b/.exec(desc);
  if (!m) return null;
  const unit = m[4] === 'cups' ? 'cup' : m[4]!;
  const times = m[1] ? Number(m[1]) / Number(m[2]) : m[3] ? Number(m[3]) : 1;
  return { ml: times * VOLUME_ML[unit]!, unit };
}

/**
 * USDA household weights (WEIGHT.txt: ~NDB~^seq^amount^~description~^grams): a volume's density
 * and a piece's weight. The density is a cup's where USDA weighs one (shredded or grated, then
 * chopped or diced, then as it comes), else a tablespoon's, a teaspoon's or a fluid ounce's; never
 * a measure of another state (melted, sifted, whipped; brown sugar is measured packed) or of what a cook does not use
 * (a cup of sunflower seeds "with hulls" is 46 g, hulled 140 g).
 */
function householdWeights(text: string): Map<string, { gPerMl: number | null; gPerPiece: number | null }> {
  const byFood = new Map<string, Array<{ amount: number; desc: string; grams: number }>>();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const f = line.split('^').map((x) => x.replace(/^~|~$/g, ''));
    const list = byFood.get(f[0]!) ?? [];
    list.push({ amount: Number(f[2]), desc: f[3]!.toLowerCase(), grams: Number(f[4]) });
    byFood.set(f[0]!, list);
  }
  const out = new Map<string, { gPerMl: number | null; gPerPiece: number | null }>();
  for (const [ndb, list] of byFood) {
    const volumes = list
      .filter((m) => m.amount > 0 && m.grams > 0 && !/melted|\bsifted|^[^(]*whipped|hulls|in shell|refuse|unpacked/.test(m.desc))
      .map((m) => ({ ...m, volume: volumeOf(m.desc) }))
      .filter((m) => m.volume !== null);
    const cups = volumes.filter((m) => m.volume!.unit === 'cup');
    const cup =
      cups.find((m) => /shredded|grated/.test(m.desc)) ??
      cups.find((m) => /chopped|diced/.test(m.desc)) ??
      cups[0] ??
      (['tbsp', 'tsp', 'fl oz'] as const).map((unit) => volumes.find((m) => m.volume!.unit === unit)).find(Boolean);
    const pieces = list.filter((m) => m.amount > 0 && m.grams > 0);
    const piece = ['medium', 'large', 'small', 'whole', 'each', 'fruit', 'clove', 'stalk', 'breast', 'thigh'].map((w) => pieces.find((m) => m.desc.startsWith(w))).find(Boolean);
    out.set(ndb, {
      gPerMl: cup ? Math.round((cup.grams / (cup.amount * cup.volume!.ml)) * 1000) / 1000 : null,
      gPerPiece: piece ? Math.round(piece.grams / piece.amount) : null,
    });
  }
  return out;
}

function usdaRows(text: string): Map<string, { desc: string; fields: string[] }> {
  const rows = new Map<string, { desc: string; fields: string[] }>();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const fields = line.split('^').map((f) => f.replace(/^~|~$/g, ''));
    rows.set(fields[0]!, { desc: fields[1]!, fields });
  }
  return rows;
}

const num = (value: string | undefined) => {
  const n = Number(value);
  return value === undefined || value === '' || !Number.isFinite(n) ? 0 : n;
};

export function buildFoodNutrition(links: string, usda: string, weights = '', descriptions = ''): { text: string; problems: string[]; rows: number; foods: BuiltFood[] } {
  const table = usdaRows(usda);
  const household = householdWeights(weights);
  const bones = boneShares(descriptions);
  const problems: string[] = [];
  const foods: BuiltFood[] = [];
  const seen = { en: new Map<string, string>(), es: new Map<string, string>(), de: new Map<string, string>() };
  links.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const [ndb, en, es, de] = line.split('|').map((part) => part.trim());
    const row = table.get(ndb ?? '');
    if (!ndb || !row || en === undefined || es === undefined || de === undefined) {
      problems.push(`line ${i + 1}: ${row ? 'needs four fields' : `no USDA food ${ndb}`}: ${line}`);
      return;
    }
    const names = { en: en.split(',').map((n) => n.trim()).filter(Boolean), es: es.split(',').map((n) => n.trim()).filter(Boolean), de: de.split(',').map((n) => n.trim()).filter(Boolean) };
    for (const language of ['en', 'es', 'de'] as const) {
      for (const name of names[language]) {
        const key = ingredientKey(name);
        const other = seen[language].get(key);
        if (other !== undefined && other !== names.en[0]) problems.push(`line ${i + 1}: ${language} "${name}" is also a name of ${other}`);
        seen[language].set(key, names.en[0]!);
      }
    }
    const f = row.fields;
    foods.push({
      ndb,
      usda: row.desc,
      names,
      gPerMl: household.get(ndb)?.gPerMl ?? null,
      gPerPiece: household.get(ndb)?.gPerPiece ?? null,
      bone: bones.get(ndb) ?? null,
      per100g: [num(f[NUTRIENT_FIELDS.kcal]), num(f[NUTRIENT_FIELDS.protein]), num(f[NUTRIENT_FIELDS.carbs]), num(f[NUTRIENT_FIELDS.fat]), num(f[NUTRIENT_FIELDS.fiber]), num(f[NUTRIENT_FIELDS.sugar]), num(f[NUTRIENT_FIELDS.sodium])],
    });
  });
  const body = foods
    .map((food) => `  [${JSON.stringify(food.ndb)}, ${JSON.stringify(food.names.en.join('|'))}, ${JSON.stringify(food.names.es.join('|'))}, ${JSON.stringify(food.names.de.join('|'))}, ${JSON.stringify(food.per100g)}, ${food.gPerMl}, ${food.gPerPiece}, ${food.bone}],`)
    .join('\n');
  const text = `// Generated by scripts/build-food-nutrition.ts from data/foods/foods.tsv and the USDA National
// Nutrient Database for Standard Reference, Release 25 (public domain; data/usda-sr/). Do not edit.
/** [USDA NDB number, en names, es names, de names, [kcal, protein, carbs, fat, fiber, sugar, sodium mg] per 100 g, grams per ml (a cup), grams per piece, share of bone as bought]. */
export const FOOD_NUTRITION: ReadonlyArray<readonly [string, string, string, string, readonly number[], number | null, number | null, number | null]> = [
${body}
];
`;
  return { text, problems, rows: foods.length, foods };
}
