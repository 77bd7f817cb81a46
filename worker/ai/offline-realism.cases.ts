import type { DietProfile } from '../../core/allergens';
import type { Language } from './provider';

/**
 * The offline chef's realism set (docs/bench.md "Offline chef realism"): what newcomers type
 * (fridge lists of 4-8 everyday ingredients, named dishes of the three cuisines, servings in the
 * description, a diet profile) in en, es and de. Each recipe must pass the quality gate with no
 * findings and, for a named dish, keep what makes the dish that dish. Written before the chef was
 * rebuilt; the first run's failures are recorded in docs/bench.md. The dish-type set at the end
 * (53 requests) was written before the dish-type templates; its first run passed en 1/18, es 0/18,
 * de 2/17 (docs/bench.md).
 */
export interface RealismCase {
  language: Language;
  /** The cook's description (prompt mode); absent for a fridge list. */
  name?: string;
  ingredients: string[];
  diet?: DietProfile;
  /** The title must match (the dish's name, never the request). */
  title?: RegExp;
  servings?: number;
  /** Each must match at least one ingredient line. */
  has?: RegExp[];
  /** None may match any ingredient line. */
  hasNot?: RegExp[];
  /** Each must match at least one step. */
  steps?: RegExp[];
  /** No step may match. */
  stepsNot?: RegExp[];
  /** The least cooking time a cook would believe (stews, pulses). */
  minCook?: number;
  /** Prep plus cooking time: at least (a stew) and at most (a salad) what the dish type takes. */
  minTotal?: number;
  maxTotal?: number;
  /** Every ingredient line is used by a step (salt and pepper too). */
  allUsed?: boolean;
  /** Amounts a cook buys: weights and volumes of 500 or more in steps of 50. */
  buyable?: boolean;
  /** The description's own diet words ("vegan chili"): the recipe keeps to this profile though the chef is given none. */
  obeys?: DietProfile;
}

const profile = (p: Partial<DietProfile>): DietProfile => ({ diets: [], allergens: [], dislikes: [], ...p });

const fridge = (language: Language, ...ingredients: string[]): RealismCase => ({ language, ingredients });

const FRIDGE: RealismCase[] = [
  fridge('en', 'chicken breast', 'rice', 'broccoli', 'garlic', 'soy sauce'),
  fridge('en', 'potatoes', 'onion', 'eggs', 'cheddar'),
  fridge('en', 'pasta', 'tomatoes', 'garlic', 'basil', 'parmesan'),
  fridge('en', 'salmon', 'potatoes', 'lemon', 'dill', 'butter'),
  fridge('en', 'minced beef', 'onion', 'carrots', 'canned tomatoes', 'rosemary', 'spaghetti'),
  fridge('en', 'chickpeas', 'spinach', 'onion', 'cumin', 'coconut milk'),
  fridge('en', 'pork chops', 'apples', 'onion', 'mustard', 'potatoes'),
  fridge('en', 'eggs', 'mushrooms', 'spinach', 'feta'),
  fridge('en', 'rice', 'peas', 'carrots', 'eggs', 'spring onions', 'soy sauce'),
  fridge('en', 'courgette', 'bell pepper', 'aubergine', 'tomatoes', 'garlic', 'olive oil', 'thyme', 'onion'),
  fridge('es', 'pollo', 'patatas', 'cebolla', 'ajo', 'pimentón'),
  fridge('es', 'arroz', 'huevos', 'tomate', 'cebolla'),
  fridge('es', 'garbanzos', 'espinacas', 'ajo', 'comino'),
  fridge('es', 'merluza', 'patatas', 'cebolla', 'perejil', 'ajo'),
  fridge('es', 'calabacín', 'berenjena', 'pimiento rojo', 'tomate', 'cebolla'),
  fridge('es', 'macarrones', 'tomate triturado', 'atún', 'cebolla', 'queso rallado'),
  fridge('es', 'carne picada', 'cebolla', 'zanahoria', 'tomate', 'laurel', 'arroz'),
  fridge('es', 'huevos', 'jamón serrano', 'pan', 'tomate', 'aceite de oliva'),
  fridge('es', 'champiñones', 'ajo', 'perejil', 'vino blanco', 'pan'),
  fridge('es', 'salmón', 'brócoli', 'limón', 'arroz', 'ajo', 'salsa de soja'),
  fridge('de', 'Kartoffeln', 'Zwiebeln', 'Speck', 'Eier'),
  fridge('de', 'Hähnchenbrust', 'Paprika', 'Zwiebel', 'Reis', 'Paprikapulver'),
  fridge('de', 'Nudeln', 'Brokkoli', 'Sahne', 'Parmesan', 'Knoblauch'),
  fridge('de', 'Lachs', 'Kartoffeln', 'Dill', 'Zitrone', 'Butter'),
  fridge('de', 'Rinderhackfleisch', 'Zwiebel', 'Karotten', 'Tomaten', 'Rosmarin'),
  fridge('de', 'Linsen', 'Karotten', 'Sellerie', 'Zwiebel', 'Lorbeerblatt'),
  fridge('de', 'Schweinefilet', 'Champignons', 'Zwiebel', 'Sahne', 'Petersilie'),
  fridge('de', 'Eier', 'Spinat', 'Feta', 'Tomaten'),
  fridge('de', 'Weißkohl', 'Karotten', 'Zwiebel', 'Kümmel', 'Kartoffeln'),
  fridge('de', 'Zucchini', 'Paprika', 'Aubergine', 'Tomaten', 'Knoblauch', 'Thymian'),
];

// What defines each dish, in any of the three languages.
const SPAGHETTI = /spaghetti|espaguetis/i;
const EGG = /\begg|huevo|\bEi(er)?\b/i;
const CURED_PORK = /guanciale|pancetta|panceta|bacon|Speck/i;
const HARD_CHEESE = /pecorino|parmesan|parmigiano/i;
const CREAM = /cream|nata|Sahne/i;
const CHICKEN = /chicken|pollo|Hähnchen|Huhn/i;
const ONION = /onion|cebolla|Zwiebel/i;
const SPICE_MIX = /curry|garam masala|curri/i;
const RISOTTO_RICE = /arborio|carnaroli|risotto/i;
const STOCK = /stock|caldo|Brühe|Fond/i;
const MUSHROOM = /mushroom|setas|champiñon|Pilz|Champignon/i;
const TOMATO = /tomat/i;
const CUMIN = /cumin|comino|Kreuzkümmel/i;
const POTATO = /potato|patata|Kartoffel/i;
const FLIP = /flip|turn it (out|over)|slide it|dale la vuelta|da(r)? la vuelta|vuelta|wenden|stürzen|umdrehen/i;
const RABBIT = /rabbit|conejo|Kaninchen/i;
const GARDEN_BEANS = /green beans|flat beans|judía|garrofó|garrofón|Bohnen|butter beans/i;
const SAFFRON = /saffron|azafrán|Safran/i;
const SEAFOOD = /prawn|shrimp|mussel|squid|clam|seafood|gamba|langostino|mejill|calamar|almeja|marisco|Garnele|Muschel|Tintenfisch|Meeresfrüchte/i;
const CUCUMBER = /cucumber|pepino|Gurke/i;
const BELL_PEPPER = /pepper|pimiento|Paprika/i;
const VINEGAR = /vinegar|vinagre|Essig/i;
const COOKING = /\b(boil|simmer|fry|roast|bake|hierve|cuece|fríe|sofríe|hornea|kochen|köcheln|braten|backen)\b/i;
const BEEF = /beef|ternera|Rind/i;
const PAPRIKA = /paprika|pimentón/i;
const FLOUR = /flour|harina|Mehl/i;
const MILK = /milk|leche|Milch/i;
const RAISING = /baking powder|bicarbonate|baking soda|levadura|Backpulver|Natron/i;
const SYRUP = /maple|arce|Ahorn/i;
const LENTILS = /lentil|lenteja|Linsen/i;
const CHORIZO = /chorizo/i;
const CHICKPEAS = /chickpea|garbanzo|Kichererbse/i;

const carbonara = { has: [SPAGHETTI, EGG, CURED_PORK, HARD_CHEESE], hasNot: [CREAM] };
const chickenCurry = { has: [CHICKEN, ONION, SPICE_MIX] };
const risotto = { has: [RISOTTO_RICE, STOCK, MUSHROOM, HARD_CHEESE] };
const shakshuka = { has: [EGG, TOMATO, CUMIN] };
const tortilla = { has: [POTATO, EGG, ONION], steps: [FLIP] };
const paella = { has: [CHICKEN, RABBIT, GARDEN_BEANS, SAFFRON, /rice|arroz|Reis/i], hasNot: [SEAFOOD] };
const gazpacho = { has: [TOMATO, CUCUMBER, BELL_PEPPER, VINEGAR], stepsNot: [COOKING] };
const goulash = { has: [BEEF, ONION, PAPRIKA], minCook: 75 };
const potatoSalad = { has: [POTATO, ONION, STOCK, VINEGAR], hasNot: [/mayo/i] };
const pfannkuchen = { has: [FLOUR, EGG, MILK], hasNot: [RAISING, SYRUP], steps: [/dünn|hauchdünn/i] };
const lentejas = { has: [LENTILS, CHORIZO, ONION, PAPRIKA], minCook: 30 };

const VEGETARIAN = profile({ diets: ['vegetarian'] });
const GLUTEN_FREE_PROFILE = profile({ diets: ['gluten_free'] });

const NAMED: RealismCase[] = [
  { language: 'en', name: 'Spaghetti carbonara for two', ingredients: [], title: /^Spaghetti Carbonara$/i, servings: 2, ...carbonara },
  { language: 'en', name: 'I want a chicken curry for 4 people', ingredients: [], title: /^Chicken Curry$/i, servings: 4, ...chickenCurry },
  { language: 'en', name: 'Mushroom risotto', ingredients: [], title: /^Mushroom Risotto$/i, ...risotto },
  { language: 'en', name: 'Shakshuka for two', ingredients: [], title: /^Shakshuka$/i, servings: 2, ...shakshuka },
  { language: 'en', name: 'Spanish tortilla for 4', ingredients: [], title: /^Spanish Tortilla$/i, servings: 4, ...tortilla },
  { language: 'en', name: 'Paella valenciana for 6', ingredients: [], title: /^Paella Valenciana$/i, servings: 6, ...paella },
  { language: 'en', name: 'Gazpacho', ingredients: [], title: /^Gazpacho$/i, ...gazpacho },
  { language: 'en', name: 'Hungarian goulash for 4', ingredients: [], title: /goulash/i, servings: 4, ...goulash },
  { language: 'en', name: 'German potato salad', ingredients: [], title: /^German Potato Salad$/i, ...potatoSalad },
  { language: 'en', name: 'Pancakes for two', ingredients: [], title: /^Pancakes$/i, servings: 2, has: [FLOUR, EGG, MILK] },
  { language: 'en', name: 'Lentils with chorizo', ingredients: [], title: /lentils with chorizo/i, ...lentejas },
  {
    language: 'en', name: 'Chicken curry', ingredients: [], diet: VEGETARIAN, title: /chickpea/i,
    has: [CHICKPEAS, ONION, SPICE_MIX], hasNot: [CHICKEN],
  },
  {
    language: 'en', name: 'Spaghetti carbonara', ingredients: [], diet: GLUTEN_FREE_PROFILE, title: /carbonara/i,
    has: [/gluten-free spaghetti/i, EGG, HARD_CHEESE],
  },
  { language: 'es', name: 'Tortilla española para 4', ingredients: [], title: /^Tortilla española$/i, servings: 4, ...tortilla },
  { language: 'es', name: 'hazme unas lentejas con chorizo para seis', ingredients: [], title: /^Lentejas con chorizo$/i, servings: 6, ...lentejas },
  { language: 'es', name: 'Paella valenciana para 6', ingredients: [], title: /^Paella valenciana$/i, servings: 6, ...paella },
  { language: 'es', name: 'Gazpacho andaluz', ingredients: [], title: /^Gazpacho andaluz$/i, ...gazpacho },
  { language: 'es', name: 'Espaguetis a la carbonara para dos', ingredients: [], title: /^Espaguetis a la carbonara$/i, servings: 2, ...carbonara },
  { language: 'es', name: 'Pollo al curry para 4 personas', ingredients: [], title: /^Pollo al curry$/i, servings: 4, ...chickenCurry },
  { language: 'es', name: 'Risotto de setas para 2', ingredients: [], title: /^Risotto de setas$/i, servings: 2, ...risotto },
  { language: 'es', name: 'Shakshuka', ingredients: [], title: /^Shakshuka$/i, ...shakshuka },
  { language: 'es', name: 'Gulash húngaro para 4', ingredients: [], title: /^Gulash húngaro$/i, servings: 4, ...goulash },
  { language: 'es', name: 'Ensalada de patatas alemana', ingredients: [], title: /^Ensalada de patatas alemana$/i, ...potatoSalad },
  {
    language: 'es', name: 'Pollo al curry', ingredients: [], diet: VEGETARIAN, title: /garbanzo/i,
    has: [CHICKPEAS, ONION, SPICE_MIX], hasNot: [CHICKEN],
  },
  {
    language: 'es', name: 'Lasaña para 4', ingredients: [], diet: GLUTEN_FREE_PROFILE, title: /^Lasaña/i, servings: 4,
    has: [/lasaña sin gluten/i, TOMATO],
  },
  { language: 'de', name: 'Pfannkuchen für 4 Personen', ingredients: [], title: /^Pfannkuchen$/i, servings: 4, ...pfannkuchen },
  { language: 'de', name: 'Kartoffelsalat für 6', ingredients: [], title: /^Kartoffelsalat$/i, servings: 6, ...potatoSalad },
  { language: 'de', name: 'Gulasch für 4 Personen', ingredients: [], title: /^Gulasch$/i, servings: 4, ...goulash },
  { language: 'de', name: 'Spaghetti Carbonara für zwei', ingredients: [], title: /^Spaghetti Carbonara$/i, servings: 2, ...carbonara },
  { language: 'de', name: 'Hähnchencurry', ingredients: [], title: /^Hähnchencurry$/i, ...chickenCurry },
  { language: 'de', name: 'Pilzrisotto für 2 Personen', ingredients: [], title: /^Pilzrisotto$/i, servings: 2, ...risotto },
  { language: 'de', name: 'Shakshuka', ingredients: [], title: /^Shakshuka$/i, ...shakshuka },
  { language: 'de', name: 'Spanische Tortilla', ingredients: [], title: /^Spanische Tortilla$/i, ...tortilla },
  { language: 'de', name: 'Paella Valenciana für 4', ingredients: [], title: /^Paella Valenciana$/i, servings: 4, ...paella },
  { language: 'de', name: 'Gazpacho', ingredients: [], title: /^Gazpacho$/i, ...gazpacho },
  {
    language: 'de', name: 'Hähnchencurry für 2', ingredients: [], diet: VEGETARIAN, title: /Kichererbsen/i, servings: 2,
    has: [CHICKPEAS, ONION, SPICE_MIX], hasNot: [CHICKEN],
  },
];

// Dishes the chef does not know by name, asked for by their dish type, and classic combinations
// of the cook's own ingredients (docs/decisions/074-offline-dish-types.md). Written before the
// dish-type templates; first run: en 1/18, es 0/18, de 2/17 (see docs/bench.md).
const CARROT = /carrot|zanahoria|Karotte|Möhre/i;
const BEANS = /kidney|black beans|pinto|alubia|frijol|judías (?:rojas|pintas)|Kidneybohnen|schwarze Bohnen|Bohnen/i;
const CHILI_SPICE = /chil[il]|chile|guindilla|Chili/i;
const FETA = /feta/i;
const OLIVES = /olive(?!.*oil)|aceituna|Olive(?!nöl)/i;
const SOY = /soy|soja/i;
const NEUTRAL_OIL = /sunflower|vegetable oil|groundnut|girasol|aceite vegetal|Sonnenblumenöl|Rapsöl|Pflanzenöl/i;
const OLIVE_OIL = /olive oil|aceite de oliva|Olivenöl/i;
const CHEESE = /cheese|cheddar|parmesan|gruy|queso|Käse|Parmesan|Gouda|Emmentaler/i;
const PASTA = /pasta|penne|macaroni|macarrones|fusilli|spaghetti|espaguetis|Nudeln|Makkaroni/i;
const TORTILLAS = /tortilla/i;
const BUN = /bun|pan de hamburguesa|Brötchen|Burgerbrötchen/i;
const MINCE = /mince|ground beef|carne picada|Hackfleisch/i;
const BANANA = /banana|plátano|Banane/i;
const RAISING_AGENT = /baking powder|levadura química|Backpulver/i;
const BUTTER = /butter|mantequilla/i;
const SUGAR = /sugar|azúcar|Zucker/i;
const LEMON = /lemon|limón|Zitrone/i;
const APPLE = /apple|manzana|Apfel|Äpfel/i;
const OATS = /oat|avena|Hafer/i;
const COCONUT = /coconut|coco|Kokos/i;
const COURGETTE = /courgette|zucchini|calabac/i;
const LETTUCE = /lettuce|lechuga|Salat(?!gurke)|Kopfsalat/i;
const PORK = /pork|cerdo|Schwein/i;
const FISH = /fish|cod|hake|merluza|pescado|Fisch|Kabeljau/i;
const NOODLES = /noodle|fideo|Nudel/i;
const CREAM_OR_MILK = /cream|milk|nata|leche|Sahne|Milch/i;
const OVEN = /oven|horno|Ofen/i;
const BLEND = /blend|tritur|pürier/i;
const TENDER_LEGUMES = /until (?:the )?(?:chickpeas|beans|lentils)?[^.]*tender|tiern|weich/i;

const VEGAN = profile({ diets: ['vegan'] });
const VEGETARIAN_WORDS = profile({ diets: ['vegetarian'] });

/** A request by dish type: every line used, amounts a cook buys. */
const typed = (c: RealismCase): RealismCase => ({ allUsed: true, buyable: true, ...c });
const combo = (language: Language, ingredients: string[], title: RegExp, more: Partial<RealismCase> = {}): RealismCase =>
  typed({ language, ingredients, title, ...more });

const DISH_TYPES: RealismCase[] = [
  typed({ language: 'en', name: 'beef stew for 6', ingredients: [], title: /^Beef Stew$/, servings: 6, has: [BEEF, ONION, CARROT, STOCK], minCook: 90 }),
  typed({ language: 'en', name: 'vegan chili', ingredients: [], title: /chili/i, has: [BEANS, TOMATO, ONION, CUMIN, CHILI_SPICE], obeys: VEGAN, minCook: 30 }),
  typed({ language: 'en', name: 'Tomato soup for 4', ingredients: [], title: /tomato soup/i, servings: 4, has: [TOMATO, ONION, STOCK], steps: [BLEND], minCook: 20 }),
  typed({ language: 'en', name: 'Chicken noodle soup', ingredients: [], title: /chicken noodle soup/i, has: [CHICKEN, NOODLES, CARROT, STOCK], minCook: 20 }),
  typed({ language: 'en', name: 'Lentil soup', ingredients: [], title: /lentil soup/i, has: [LENTILS, ONION, CARROT], minCook: 25 }),
  typed({ language: 'en', name: 'Greek salad', ingredients: [], title: /greek salad/i, has: [CUCUMBER, TOMATO, FETA, OLIVES], stepsNot: [COOKING], maxTotal: 30 }),
  typed({ language: 'en', name: 'Chicken stir-fry', ingredients: [], title: /stir-fry/i, has: [CHICKEN, SOY, NEUTRAL_OIL], hasNot: [OLIVE_OIL], maxTotal: 60 }),
  typed({ language: 'en', name: 'Pumpkin risotto', ingredients: [], title: /pumpkin risotto/i, has: [RISOTTO_RICE, STOCK, HARD_CHEESE, /pumpkin|squash/i], minCook: 18 }),
  typed({ language: 'en', name: 'Cheese omelette for one', ingredients: [], title: /omelette/i, servings: 1, has: [EGG, CHEESE], maxTotal: 20 }),
  typed({ language: 'en', name: 'Vegetable curry', ingredients: [], title: /curry/i, has: [ONION, SPICE_MIX, COCONUT], obeys: VEGETARIAN_WORDS, minCook: 20 }),
  typed({ language: 'en', name: 'Fish tacos', ingredients: [], title: /fish tacos/i, has: [FISH, TORTILLAS, /lime/i] }),
  typed({ language: 'en', name: 'Beef burgers for 4', ingredients: [], title: /burger/i, servings: 4, has: [MINCE, BUN, ONION] }),
  typed({ language: 'en', name: 'Banana muffins', ingredients: [], title: /muffins/i, has: [FLOUR, EGG, BANANA, RAISING_AGENT], steps: [OVEN], minCook: 18 }),
  typed({ language: 'en', name: 'Lemon cake', ingredients: [], title: /lemon cake/i, has: [FLOUR, EGG, BUTTER, SUGAR, LEMON], steps: [OVEN], minCook: 30 }),
  typed({ language: 'en', name: 'Roast chicken with potatoes', ingredients: [], title: /roast chicken/i, has: [CHICKEN, POTATO], steps: [OVEN], minCook: 45 }),
  typed({ language: 'en', name: 'Pad Thai', ingredients: [], title: /^Pad Thai$/, hasNot: [OLIVE_OIL] }),
  combo('en', ['eggs', 'flour', 'milk', 'butter', 'sugar'], /pancake|crêpe|crepe/i, { steps: [/batter/i] }),
  combo('en', ['spaghetti', 'eggs', 'bacon', 'parmesan'], /carbonara/i, { hasNot: [CREAM] }),
  typed({ language: 'es', name: 'Estofado de ternera para 6', ingredients: [], title: /^Estofado de ternera$/, servings: 6, has: [BEEF, ONION, CARROT], minCook: 90 }),
  typed({ language: 'es', name: 'Garbanzos con espinacas y tomates', ingredients: [], title: /garbanzos con espinacas/i, has: [CHICKPEAS, /espinaca/i, TOMATO], stepsNot: [TENDER_LEGUMES] }),
  typed({ language: 'es', name: 'Sopa de pollo', ingredients: [], title: /^Sopa de pollo$/, has: [CHICKEN, CARROT, ONION], minCook: 25 }),
  typed({ language: 'es', name: 'Crema de calabacín para 4', ingredients: [], title: /^Crema de calabacín$/, servings: 4, has: [COURGETTE, ONION, POTATO], steps: [BLEND] }),
  typed({ language: 'es', name: 'Ensalada mixta', ingredients: [], title: /^Ensalada mixta$/, has: [LETTUCE, TOMATO, ONION], stepsNot: [COOKING], maxTotal: 30 }),
  typed({ language: 'es', name: 'Guiso de lentejas', ingredients: [], title: /^Guiso de lentejas$/, has: [LENTILS, ONION, CARROT], minCook: 30 }),
  typed({ language: 'es', name: 'Macarrones con chorizo', ingredients: [], title: /^Macarrones con chorizo$/, has: [PASTA, CHORIZO, TOMATO] }),
  typed({ language: 'es', name: 'Risotto de calabaza', ingredients: [], title: /^Risotto de calabaza$/, has: [RISOTTO_RICE, STOCK, /calabaza/i] }),
  typed({ language: 'es', name: 'Tortilla francesa', ingredients: [], title: /^Tortilla francesa$/, has: [EGG], hasNot: [POTATO], maxTotal: 15 }),
  typed({ language: 'es', name: 'Chili vegano', ingredients: [], title: /chili/i, has: [BEANS, TOMATO, ONION, CHILI_SPICE], obeys: VEGAN, minCook: 30 }),
  typed({ language: 'es', name: 'Curry de garbanzos', ingredients: [], title: /^Curry de garbanzos$/, has: [CHICKPEAS, ONION, SPICE_MIX], obeys: VEGETARIAN_WORDS }),
  typed({ language: 'es', name: 'Bizcocho de limón', ingredients: [], title: /^Bizcocho de limón$/, has: [FLOUR, EGG, SUGAR, LEMON, RAISING_AGENT], steps: [OVEN], minCook: 30 }),
  typed({ language: 'es', name: 'Pollo asado con patatas para 4', ingredients: [], title: /^Pollo asado con patatas$/, servings: 4, has: [CHICKEN, POTATO], steps: [OVEN], minCook: 45 }),
  typed({ language: 'es', name: 'Tacos de pollo', ingredients: [], title: /^Tacos de pollo$/, has: [CHICKEN, TORTILLAS, ONION] }),
  typed({ language: 'es', name: 'Salteado de verduras con tofu', ingredients: [], title: /salteado/i, has: [/tofu/i, SOY], maxTotal: 60 }),
  combo('es', ['huevos', 'patatas', 'cebolla'], /tortilla/i, { steps: [FLIP] }),
  combo('es', ['espaguetis', 'huevos', 'panceta', 'queso parmesano'], /carbonara/i, { hasNot: [CREAM] }),
  combo('es', ['harina', 'huevos', 'leche', 'mantequilla'], /crepe|tortita|crêpe/i),
  typed({ language: 'de', name: 'Rindfleischeintopf für 6', ingredients: [], title: /eintopf/i, servings: 6, has: [BEEF, ONION, CARROT, POTATO], minCook: 90 }),
  typed({ language: 'de', name: 'Kartoffelsuppe', ingredients: [], title: /^Kartoffelsuppe$/, has: [POTATO, ONION, STOCK], steps: [BLEND], minCook: 20 }),
  typed({ language: 'de', name: 'Tomatensuppe für 4', ingredients: [], title: /^Tomatensuppe$/, servings: 4, has: [TOMATO, ONION, STOCK], steps: [BLEND] }),
  typed({ language: 'de', name: 'Griechischer Salat', ingredients: [], title: /^Griechischer Salat$/, has: [CUCUMBER, TOMATO, FETA, OLIVES], stepsNot: [COOKING], maxTotal: 30 }),
  typed({ language: 'de', name: 'Gemüsepfanne mit Tofu', ingredients: [], title: /pfanne/i, has: [/tofu/i, SOY, NEUTRAL_OIL], hasNot: [OLIVE_OIL], maxTotal: 60 }),
  typed({ language: 'de', name: 'Nudelauflauf', ingredients: [], title: /^Nudelauflauf$/, has: [PASTA, CHEESE, CREAM_OR_MILK], steps: [OVEN], minCook: 30 }),
  typed({ language: 'de', name: 'Kartoffelgratin für 4', ingredients: [], title: /^Kartoffelgratin$/, servings: 4, has: [POTATO, CREAM_OR_MILK, CHEESE], steps: [OVEN], minCook: 45 }),
  typed({ language: 'de', name: 'Omelett mit Pilzen', ingredients: [], title: /omelett/i, has: [EGG, MUSHROOM], maxTotal: 20 }),
  typed({ language: 'de', name: 'Chili sin Carne', ingredients: [], title: /chili/i, has: [BEANS, TOMATO, ONION, CHILI_SPICE], obeys: VEGETARIAN_WORDS, minCook: 30 }),
  typed({ language: 'de', name: 'Linsencurry', ingredients: [], title: /^Linsencurry$/, has: [LENTILS, COCONUT, SPICE_MIX], obeys: VEGAN }),
  typed({ language: 'de', name: 'Schweinebraten für 4', ingredients: [], title: /^Schweinebraten$/, servings: 4, has: [PORK, ONION], steps: [OVEN], minCook: 90 }),
  typed({ language: 'de', name: 'Apfelkuchen', ingredients: [], title: /^Apfelkuchen$/, has: [FLOUR, EGG, BUTTER, SUGAR, APPLE], steps: [OVEN], minCook: 35 }),
  typed({ language: 'de', name: 'Porridge mit Banane', ingredients: [], title: /porridge/i, has: [OATS, MILK, BANANA], maxTotal: 20 }),
  typed({ language: 'de', name: 'Burger für 4', ingredients: [], title: /burger/i, servings: 4, has: [MINCE, BUN] }),
  typed({ language: 'de', name: 'Fischsuppe', ingredients: [], title: /^Fischsuppe$/, has: [FISH, ONION, TOMATO] }),
  combo('de', ['Mehl', 'Eier', 'Milch'], /Pfannkuchen/),
  combo('de', ['Spaghetti', 'Eier', 'Speck', 'Parmesan'], /carbonara/i, { hasNot: [CREAM] }),
];

export const REALISM_CASES: readonly RealismCase[] = [...FRIDGE, ...NAMED, ...DISH_TYPES];

/** A short label for a case: its language and what was asked. */
export function caseLabel(c: RealismCase): string {
  const diet = c.diet ? ` [${[...c.diet.diets, ...c.diet.allergens].join(', ')}]` : '';
  return `${c.language}: ${c.name ?? c.ingredients.join(', ')}${diet}`;
}
