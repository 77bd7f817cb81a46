import { wordKey } from '#core/ingredients/ingredient-parse';

/**
 * The foods a dish illustration can draw (docs/decisions/035-dish-pictures-illustrations.md): each food's simple
 * shape and colours, and the en/es/de words that name it. Words are compared as
 * core/ingredients/ingredient-parse word keys; words of five letters or more also match inside a compound
 * ("Kirschtomaten", "Hähnchenschenkel").
 */
export type FoodShape =
  | 'round'
  | 'leaf'
  | 'bigleaf'
  | 'noodle'
  | 'grain'
  | 'egg'
  | 'wheel'
  | 'fish'
  | 'curl'
  | 'chunk'
  | 'potato'
  | 'ring'
  | 'clove'
  | 'coin'
  | 'cap'
  | 'cube'
  | 'pea'
  | 'floret'
  | 'strip'
  | 'bread'
  | 'avocado';

export interface FoodLook {
  /** A stable English name (tests and the scene model name foods by it). */
  food: string;
  shape: FoodShape;
  fill: string;
  /** Highlight, rind, yolk or outline colour. */
  accent: string;
  /** Size factor of the shape (1 = the shape's own size). */
  size?: number;
  /** The colour this food gives a soup, sauce or drink it is the main part of. */
  tint?: string;
}

type Row = [FoodLook, string];

const ROWS: Row[] = [
  [{ food: 'tomato', shape: 'round', fill: '#e63946', accent: '#ff8a94', tint: '#e76f51' }, 'tomato tomate tomaten kirschtomate jitomate'],
  [{ food: 'herbs', shape: 'leaf', fill: '#2d6a4f', accent: '#2d6a4f' }, 'basil parsley cilantro coriander mint dill thyme rosemary sage chive albahaca perejil menta hierbabuena eneldo tomillo romero salvia cebollino basilikum petersilie koriander minze thymian rosmarin salbei schnittlauch'],
  [{ food: 'greens', shape: 'bigleaf', fill: '#80b918', accent: '#55a630', tint: '#6a994e' }, 'lettuce spinach kale arugula rocket chard lechuga espinaca espinacas rúcula acelga kopfsalat spinat grünkohl rucola mangold'],
  [{ food: 'pasta', shape: 'noodle', fill: '#f4d58d', accent: '#e9c46a' }, 'pasta spaghetti noodle linguine tagliatelle fettuccine penne macaroni fusilli rigatoni espagueti fideo fideos macarrones nudel nudeln spätzle ramen udon'],
  [{ food: 'rice', shape: 'grain', fill: '#fffaea', accent: '#efe3c2' }, 'rice arroz reis risotto arborio basmati quinoa couscous cuscús bulgur'],
  [{ food: 'egg', shape: 'egg', fill: '#ffffff', accent: '#f4a300', tint: '#f6d365' }, 'egg eggs huevo huevos ei eier eigelb yolk'],
  [{ food: 'lemon', shape: 'wheel', fill: '#ffe066', accent: '#f4c430' }, 'lemon limón limon zitrone'],
  [{ food: 'lime', shape: 'wheel', fill: '#b5e48c', accent: '#52b69a' }, 'lime lima limette'],
  [{ food: 'orange', shape: 'wheel', fill: '#ffb347', accent: '#f77f00', tint: '#ffb347' }, 'orange naranja orangen'],
  [{ food: 'salmon', shape: 'fish', fill: '#fa8072', accent: '#ffd1c4' }, 'salmon salmón lachs trout trucha forelle'],
  [{ food: 'fish', shape: 'fish', fill: '#f1e3d3', accent: '#d6c2ab' }, 'fish cod hake tuna sea bass pescado bacalao merluza atún lubina dorada fisch kabeljau seelachs thunfisch dorsch'],
  [{ food: 'shrimp', shape: 'curl', fill: '#ff7b54', accent: '#ffb4a2' }, 'shrimp prawn gamba gambas camarón camarones langostino garnele garnelen'],
  [{ food: 'chicken', shape: 'chunk', fill: '#dd8f4c', accent: '#f2b880', tint: '#f3d9a4' }, 'chicken turkey pollo pavo hähnchen huhn hühnchen pute hähnchenbrust'],
  [{ food: 'beef', shape: 'chunk', fill: '#8c3b2f', accent: '#b5654f', tint: '#9c5a2c' }, 'beef steak pork lamb mince meatball ternera res cerdo cordero carne albóndiga rind rindfleisch schwein schweinefleisch lamm hackfleisch fleisch hack'],
  [{ food: 'sausage', shape: 'coin', fill: '#b23a48', accent: '#e07a5f' }, 'sausage chorizo salami pepperoni bacon ham guanciale pancetta prosciutto salchicha jamón tocino panceta beicon wurst würstchen speck schinken'],
  [{ food: 'potato', shape: 'potato', fill: '#e9c46a', accent: '#c79a3a', tint: '#eedc9a' }, 'potato patata papa kartoffel drillinge'],
  [{ food: 'sweet potato', shape: 'potato', fill: '#f4a259', accent: '#d9822b', tint: '#f4a259' }, 'boniato batata süßkartoffel yam'],
  [{ food: 'onion', shape: 'ring', fill: '#9b5de5', accent: '#9b5de5' }, 'onion shallot scallion leek cebolla chalota cebolleta puerro zwiebel schalotte frühlingszwiebel lauch'],
  [{ food: 'garlic', shape: 'clove', fill: '#f8f1e0', accent: '#d6c7a8' }, 'garlic ajo ajos knoblauch'],
  [{ food: 'carrot', shape: 'coin', fill: '#f77f00', accent: '#fcbf49', tint: '#f4a261' }, 'carrot zanahoria karotte möhre mohrrübe'],
  [{ food: 'zucchini', shape: 'coin', fill: '#a7c957', accent: '#386641' }, 'zucchini courgette calabacín zucchino'],
  [{ food: 'cucumber', shape: 'cube', fill: '#bde0a8', accent: '#6a994e' }, 'cucumber pepino gurke'],
  [{ food: 'pepper', shape: 'strip', fill: '#d62828', accent: '#f77f00' }, 'bell pimiento pimientos paprikaschote morrón'],
  [{ food: 'mushroom', shape: 'cap', fill: '#8d6346', accent: '#d8c3a5', tint: '#b89a7a' }, 'mushroom seta setas champiñón champiñones pilz pilze champignon champignons'],
  [{ food: 'cheese', shape: 'cube', fill: '#fcf6d9', accent: '#e9d8a6' }, 'cheese parmesan pecorino mozzarella cheddar feta ricotta burrata queso parmesano manchego käse parmesan gouda emmentaler'],
  [{ food: 'tofu', shape: 'cube', fill: '#fffaf0', accent: '#e6dccb' }, 'tofu halloumi paneer'],
  [{ food: 'chickpea', shape: 'pea', fill: '#e7c27d', accent: '#d9ad62', size: 1.5, tint: '#d9b26f' }, 'chickpea garbanzo garbanzos kichererbse kichererbsen hummus'],
  [{ food: 'bean', shape: 'pea', fill: '#7f1d1d', accent: '#a8323e', size: 1.3, tint: '#7f3b2a' }, 'bean kidney alubia alubias judía frijol frijoles bohne bohnen'],
  [{ food: 'lentil', shape: 'pea', fill: '#b5803e', accent: '#8c5a2b', size: 0.8, tint: '#b5803e' }, 'lentil lenteja lentejas linse linsen dal dhal'],
  [{ food: 'pea', shape: 'pea', fill: '#74c69d', accent: '#40916c', tint: '#95c27a' }, 'pea peas guisante guisantes erbse erbsen edamame'],
  [{ food: 'corn', shape: 'pea', fill: '#ffd60a', accent: '#f4c430', size: 0.9 }, 'corn sweetcorn maíz mais'],
  [{ food: 'berries', shape: 'pea', fill: '#3a0ca3', accent: '#7b6cf6', size: 1.3, tint: '#b56fa0' }, 'blueberry blueberries arándano arándanos heidelbeere blaubeere berries beeren frutos'],
  [{ food: 'strawberry', shape: 'round', fill: '#d00000', accent: '#ffd6a5', size: 0.8, tint: '#f28ba8' }, 'strawberry raspberry fresa fresas frambuesa cereza erdbeere himbeere kirsche'],
  [{ food: 'banana', shape: 'coin', fill: '#fff3b0', accent: '#e9d8a6', tint: '#f6e7a1' }, 'banana plátano banano banane'],
  [{ food: 'apple', shape: 'wheel', fill: '#f1faee', accent: '#c1121f' }, 'apple pear manzana pera apfel birne'],
  [{ food: 'avocado', shape: 'avocado', fill: '#588157', accent: '#c5e1a5', tint: '#a3c585' }, 'avocado aguacate palta guacamole'],
  [{ food: 'broccoli', shape: 'floret', fill: '#2b9348', accent: '#55a630' }, 'broccoli cauliflower brócoli coliflor brokkoli blumenkohl'],
  [{ food: 'pumpkin', shape: 'cube', fill: '#f4a259', accent: '#e76f51', tint: '#f4a259' }, 'pumpkin squash butternut calabaza kürbis'],
  [{ food: 'eggplant', shape: 'coin', fill: '#5a189a', accent: '#e0c3fc' }, 'eggplant aubergine berenjena aubergine'],
  [{ food: 'beet', shape: 'cube', fill: '#9d174d', accent: '#c9184a', tint: '#9d174d' }, 'beet beetroot remolacha bete beete randen'],
  [{ food: 'bread', shape: 'bread', fill: '#e9b872', accent: '#a0652c' }, 'bread toast baguette crouton pan picatostes brot toastbrot baguette croutons tortilla wrap pita naan'],
  [{ food: 'oats', shape: 'grain', fill: '#e9d8a6', accent: '#d4b483', size: 1.3, tint: '#f7ecd8' }, 'oats oatmeal avena copos hafer haferflocken granola müsli muesli'],
  [{ food: 'chocolate', shape: 'cube', fill: '#5c3d2e', accent: '#3b2418', tint: '#7b4b33' }, 'chocolate cacao cocoa schokolade kakao'],
  [{ food: 'nuts', shape: 'clove', fill: '#c8915a', accent: '#8c5a2b' }, 'almond walnut peanut cashew pistachio pine almendra nuez nueces cacahuete anacardo pistacho piñón mandel walnuss erdnuss cashew pistazie pinienkern'],
  [{ food: 'olive', shape: 'pea', fill: '#3d4a1f', accent: '#6b7a3a', size: 1.2 }, 'olive aceituna oliven'],
  [{ food: 'chili', shape: 'strip', fill: '#c1121f', accent: '#2d6a4f' }, 'chili chilli jalapeño jalapeno guindilla chile peperoncino'],
  [{ food: 'mango', shape: 'cube', fill: '#ffb703', accent: '#fb8500', tint: '#ffc857' }, 'mango pineapple peach piña melocotón ananas pfirsich'],
];

/**
 * Words that make a line seasoning or cooking medium even when it names a food ("olive oil",
 * "chicken stock", "garlic powder", "Maismehl"): such a line is never drawn.
 */
const STAPLE_WORDS =
  'salt sal salz oil aceite öl stock broth caldo brühe fond flour harina mehl starch cornstarch maicena stärke vinegar vinagre essig powder polvo pulver sugar azúcar zucker water agua wasser milk leche milch yeast levadura hefe baking';
/** Endings of German compounds that are staples ("Olivenöl", "Gemüsebrühe", "Weizenmehl"). */
const STAPLE_ENDINGS = ['öl', 'brühe', 'mehl', 'stärke', 'essig', 'pulver', 'zucker', 'milch'];

const key = (word: string) => wordKey(word);

const FOOD_KEYS: Array<[string, FoodLook]> = ROWS.flatMap(([look, words]) =>
  [...new Set(words.split(/\s+/).filter(Boolean).map(key))].filter((k) => k.length > 1).map((k): [string, FoodLook] => [k, look]),
);
const FOOD_BY_KEY = new Map(FOOD_KEYS);
/** Longest first, so "süßkartoffel" finds the sweet potato before the potato. */
const COMPOUND_KEYS = FOOD_KEYS.filter(([k]) => k.length >= 5).sort((a, b) => b[0].length - a[0].length);
const STAPLES = new Set(STAPLE_WORDS.split(/\s+/).map(key));

/** The food one word names: exact key first, then a known word of 5+ letters inside a compound. */
export function foodOfWord(word: string): FoodLook | null {
  const k = key(word);
  if (!k) return null;
  const exact = FOOD_BY_KEY.get(k);
  if (exact) return exact;
  // English participles are not compounds ("toasted almonds" names no toast).
  if (k.length < 5 || k.endsWith('ed')) return null;
  return COMPOUND_KEYS.find(([food]) => k.includes(food))?.[1] ?? null;
}

/** True when a word makes its line a staple: salt, oil, flour, stock, powder... */
export function isStapleWord(word: string): boolean {
  const lower = word.toLowerCase();
  return STAPLES.has(key(word)) || STAPLE_ENDINGS.some((ending) => lower.length > ending.length + 2 && lower.endsWith(ending));
}
