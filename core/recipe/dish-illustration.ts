import { foodOfWord, isStapleWord, type FoodLook, type FoodShape } from './dish-illustration-foods';
import { dishSvg, type DishItem, type DishScene, type DishSvgOptions, type Vessel } from './dish-illustration-svg';
import { parseIngredientLine } from '#core/ingredients/ingredient-parse';
import { ingredientLines } from './recipe-text';

/**
 * The illustration a recipe shows when it has neither the cook's photo nor an AI picture
 * (docs/decisions/035-dish-pictures-illustrations.md): drawn from its own title and ingredients, with no request.
 * The title picks the vessel (bowl for soups and curries, pan for paella and tortilla, tray for
 * bakes, glass for drinks, else a plate) and the sauce under the food; the ingredients, read with
 * parseIngredientLine, pick up to four foods drawn as simple shapes; a hash of the recipe picks
 * the background colour and where each piece lies. Pure: the same recipe always gives the same
 * bytes.
 */
export { DISH_DARK_CLASS, dishSvgTree, type SvgNode } from './dish-illustration-svg';

export interface DishInput {
  title: string;
  /** Newline-separated text (a recipe's ingredients) or one line per entry. */
  ingredients: string | readonly string[];
}

/** What a title is drawn as (docs/architecture.md "Words": a dish drawing): its vessel, the words that name it, its base. */
interface DishDrawing {
  vessel: Vessel;
  words: string;
  /** The base under the foods: a colour, 'tint' (the main food's sauce colour) or none. */
  base?: string;
}

/** Checked in order: the first drawing a title names wins ("baked potato soup" is a soup). */
const DISH_DRAWINGS: DishDrawing[] = [
  { vessel: 'glass', words: 'smoothie shake milkshake batido licuado juice zumo jugo saft lemonade limonada limonade cocktail drink bebida getränk lassi', base: 'tint' },
  { vessel: 'pan', words: 'paella', base: '#f4c430' },
  { vessel: 'pan', words: 'shakshuka', base: '#d62828' },
  { vessel: 'pan', words: 'tortilla omelette omelet frittata revuelto rührei scrambled', base: '#f6d365' },
  { vessel: 'pan', words: 'pancake crepe tortita pfannkuchen', base: '#f2c57c' },
  { vessel: 'pan', words: 'skillet stir-fry stirfry wok salteado sartén pfanne' },
  { vessel: 'plate', words: 'risotto', base: '#f1e3c0' },
  { vessel: 'bowl', words: 'soup sopa suppe minestrone crema gazpacho salmorejo broth chowder bisque ramen pho velouté', base: 'tint' },
  { vessel: 'bowl', words: 'curry korma masala dal dhal tikka', base: '#e9a23b' },
  { vessel: 'bowl', words: 'stew guiso estofado eintopf gulasch goulash chili ragout ragù cocido lentejas potaje', base: 'tint' },
  { vessel: 'bowl', words: 'porridge oatmeal gachas haferbrei müsli muesli granola', base: '#f7ecd8' },
  { vessel: 'bowl', words: 'bowl poke' },
  { vessel: 'tray', words: 'lasagna lasagne gratin casserole moussaka auflauf überbacken enchilada cannelloni canelones', base: '#e9b872' },
  { vessel: 'tray', words: 'cake brownie kuchen bizcocho tarta quiche pie tart', base: '#d4a373' },
  { vessel: 'tray', words: 'pizza flatbread', base: '#f4d58d' },
  { vessel: 'tray', words: 'bake baked traybake roast roasted asado horno ofen blech muffin cookies galletas' },
];

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');

const DRAWING_WORDS = DISH_DRAWINGS.map((drawing) => ({ drawing, words: drawing.words.split(' ').map(fold) }));

/** The drawing a title names: words of 4+ letters also count inside a longer word ("Kartoffelsuppe"). */
function drawingOf(title: string): DishDrawing | null {
  const folded = fold(title);
  const tokens = new Set(folded.split(/[^a-z-]+/).filter(Boolean));
  for (const { drawing, words } of DRAWING_WORDS) {
    if (words.some((word) => tokens.has(word) || (word.length >= 4 && folded.includes(word)))) return drawing;
  }
  return null;
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so positions follow from the recipe alone. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The foods the lines name, in order, each once, staples skipped; at most `max`. */
export function dishFoods(lines: readonly string[], max = 4): FoodLook[] {
  const found: FoodLook[] = [];
  for (const line of lines) {
    const parsed = parseIngredientLine(line);
    if (!parsed) continue;
    const words = parsed.name.split(/[\s,/-]+/).filter(Boolean);
    if (words.some(isStapleWord)) continue;
    const look = words.map(foodOfWord).find((food): food is FoodLook => food !== null);
    if (look && !found.includes(look)) found.push(look);
    if (found.length === max) break;
  }
  return found;
}

/** Lower layers first: beds of pasta, rice and leaves, then pieces, then herbs on top. */
const LAYER: Record<FoodShape, number> = {
  noodle: 0, grain: 0, bigleaf: 0,
  potato: 1, chunk: 1, fish: 1, bread: 1, egg: 1, avocado: 1,
  round: 2, cube: 2, coin: 2, wheel: 2, cap: 2, floret: 2, curl: 2, strip: 2, clove: 2, pea: 2, ring: 2,
  leaf: 3,
};
/** How many of a shape one food gives (small shapes come in handfuls). */
const COUNT: Partial<Record<FoodShape, number>> = { grain: 3, pea: 2, noodle: 1.4, leaf: 1 };

interface Area {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

const AREAS: Record<Vessel, Area> = {
  plate: { cx: 320, cy: 214, rx: 108, ry: 108 },
  bowl: { cx: 320, cy: 214, rx: 100, ry: 100 },
  pan: { cx: 290, cy: 214, rx: 112, ry: 112 },
  tray: { cx: 320, cy: 214, rx: 140, ry: 88 },
  glass: { cx: 320, cy: 100, rx: 50, ry: 14 },
};

/** Places each piece where it is farthest from those already placed (of a few seeded tries). */
function place(area: Area, count: number, next: () => number, taken: Array<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    let best: [number, number] = [area.cx, area.cy];
    let bestGap = -1;
    for (let attempt = 0; attempt < 8; attempt++) {
      const angle = next() * Math.PI * 2;
      const radius = Math.sqrt(next());
      const point: [number, number] = [
        Math.round(area.cx + Math.cos(angle) * radius * area.rx),
        Math.round(area.cy + Math.sin(angle) * radius * area.ry),
      ];
      const gap = Math.min(Infinity, ...[...taken, ...out].map(([x, y]) => Math.hypot(x - point[0], y - point[1])));
      if (gap > bestGap) {
        bestGap = gap;
        best = point;
      }
    }
    out.push(best);
  }
  return out;
}

/** Foods for a recipe none of whose ingredients the table knows: warm pieces and herbs. */
function fallbackFoods(hue: number): FoodLook[] {
  return [
    { food: 'dish', shape: 'chunk', fill: `hsl(${(hue + 20) % 360} 55% 45%)`, accent: `hsl(${(hue + 20) % 360} 60% 70%)` },
    { food: 'herbs', shape: 'leaf', fill: '#2d6a4f', accent: '#2d6a4f' },
  ];
}

/** The scene model of a recipe's illustration (what dishSvg draws). */
export function dishScene(input: DishInput): DishScene {
  const lines = typeof input.ingredients === 'string' ? ingredientLines(input.ingredients) : input.ingredients;
  const seed = hash(`${input.title.trim().toLowerCase()}\n${lines.join('\n')}`);
  const next = random(seed);
  const hue = seed % 360;
  const saturation = 38 + ((seed >>> 9) % 20);
  const drawing = drawingOf(input.title);
  const vessel = drawing?.vessel ?? 'plate';
  const known = dishFoods(lines);
  const foods = known.length ? known : fallbackFoods(hue);
  const base = drawing?.base === 'tint' ? (foods.find((food) => food.tint)?.tint ?? '#e9c46a') : (drawing?.base ?? null);
  const area = AREAS[vessel];
  const perFood = vessel === 'glass' ? [3, 2, 1, 1] : [6, 5, 4, 3];
  const order = foods.map((food, i) => ({ food, i })).sort((a, b) => LAYER[a.food.shape] - LAYER[b.food.shape] || a.i - b.i);
  const items: DishItem[] = [];
  const taken: Array<[number, number]> = [];
  for (const { food, i } of order) {
    const count = Math.round((perFood[i] ?? 3) * (COUNT[food.shape] ?? 1));
    for (const [x, y] of place(area, count, next, taken)) {
      taken.push([x, y]);
      const scale = Math.round((food.size ?? 1) * (vessel === 'glass' ? 0.8 : 1.3) * (0.85 + next() * 0.3) * 100) / 100;
      items.push({ shape: food.shape, x, y, rotate: Math.round(next() * 360), scale, fill: food.fill, accent: food.accent });
    }
  }
  return { vessel, hash: seed.toString(36), hue, saturation, base, foods: foods.map((food) => food.food), items };
}

/** The recipe's illustration as an SVG string (see dishSvg for the label and dark mode). */
export function dishIllustration(input: DishInput, options?: DishSvgOptions): string {
  return dishSvg(dishScene(input), options);
}
