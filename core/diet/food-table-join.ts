import { namesOf, splitName, TABLE_LANGUAGES } from '#core/food/food-table-build';
import { INDEX_BITS, spanFlags } from './food-index';
import { nameKey } from './food-words';

/** The flags that say what a food holds; the ones that clear it (plant, vegetarian) are the taxonomy's own names' alone. */
const CONTAINS = INDEX_BITS.ALLERGENS | INDEX_BITS.VEG_NO | INDEX_BITS.VEGAN_NO | INDEX_BITS.PORK | INDEX_BITS.ALCOHOL;

/**
 * The food table's foods (data/foods/foods.tsv; docs/decisions/085-the-diet-checker-reads-the-food-table.md):
 * every name of a row, singular and plural, in its own language, with the flags of the Open Food
 * Facts entry its `off` column links ("en:swordfish" gives "pez espada" and "Schwertfisch" the
 * fish bit). A row without a link adds nothing; a name the taxonomy already has keeps its own flags.
 * Only the new names are returned. Run at build time (`npm run build:food-table` writes
 * core/diet/food-table-index.data.ts), so an isolate pays nothing for it.
 */
export function tableFoods(index: ReadonlyMap<string, number>, rows: ReadonlyArray<Record<string, string>>): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of rows) {
    if (!row.off) continue;
    const linked = index.get(`${row.off.slice(0, 2)}:${nameKey(row.off.slice(3).replace(/-/g, ' '))}`);
    if (linked === undefined || !(linked & CONTAINS)) continue;
    const named = TABLE_LANGUAGES.map((language) => {
      const written = row[language] ? row[language]!.split('|') : [];
      const names = [...namesOf({ en: '', es: '', de: '', [language]: row[language] ?? '' }, language), ...written.map((w) => splitName(w).other ?? '')];
      return [language, names.map(nameKey).filter(Boolean)] as const;
    });
    const all = named.flatMap(([, keys]) => keys);
    for (const [language, keys] of named) {
      for (const key of keys) {
        // A name the taxonomy knows keeps its own flags; a bare word inside another name of the row
        // ("stock" beside "chicken stock", "Brühe" in "Hühnerbrühe") is the general food, not this one.
        if (spanFlags(index, key) !== undefined) continue;
        if (!key.includes(' ') && all.some((other) => other !== key && other.includes(key))) continue;
        out.set(`${language}:${key}`, (out.get(`${language}:${key}`) ?? 0) | (linked & CONTAINS));
      }
    }
  }
  return out;
}
