import { FOODS, type Food } from './foods';

/**
 * Finding a food by what the cook typed ("Hähnchenbrust", "pimiento rojo", "2 carrots"): every
 * name and other word of the food table, accents folded, longest first, so "sweet paprika" wins
 * over "paprika" and "coconut milk" over "milk"; a German compound ends in the food's word.
 */
export const fold = (text: string) =>
  ` ${text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

function keysOf(food: Food): string[] {
  const names = Object.values(food.names).flatMap((name) => [name.one, name.many]);
  return [...names, ...food.also, food.id.replace(/-/g, ' ')];
}

const KEYS: ReadonlyArray<readonly [string, Food]> = FOODS.flatMap((food) =>
  [...new Set(keysOf(food).map(fold))].map((key) => [key, food] as const),
).sort((a, b) => b[0].length - a[0].length);

export function findFood(name: string): Food | null {
  const text = fold(name);
  for (const [key, food] of KEYS) if (text.includes(key)) return food;
  // German compounds: "Kirschtomaten", "Hähnchenbrustfilet", "Rinderhack".
  for (const [key, food] of KEYS) {
    const bare = key.trim();
    if (bare.length >= 5 && !bare.includes(' ') && new RegExp(`\\p{L}${bare}(?:n|en|e|s)? `, 'u').test(text)) return food;
  }
  return null;
}

/** Every food a free text names ("arroz con pollo" -> rice, chicken), in the order found. */
export function foodsIn(text: string): Food[] {
  const found: Food[] = [];
  let rest = fold(text);
  for (const [key, food] of KEYS) {
    if (!rest.includes(key)) continue;
    if (!found.includes(food)) found.push(food);
    rest = rest.replace(key, ' ');
  }
  // German compounds start with the food: "Linsensuppe", "Kartoffelgratin".
  for (const word of rest.trim().split(' ')) {
    const hit = KEYS.find(([key]) => !key.trim().includes(' ') && key.trim().length >= 5 && word.length > key.trim().length + 2 && word.startsWith(key.trim()));
    if (hit && !found.includes(hit[1])) found.push(hit[1]);
  }
  return found;
}
