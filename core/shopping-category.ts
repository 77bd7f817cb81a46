import type { PantryCategory, ShoppingCategory } from './kitchen-options';
import { ingredientKey, wordKey } from './ingredient-key';

/**
 * One map of foods to the shelf they live on, for the shopping list (its aisle) and the pantry (its
 * category) alike, in en, es and de. Shelves are tried in a fixed order so that the word that
 * names what the food is wins over the words around it: "wine vinegar" and "Weißweinessig" are
 * condiments, not wine; "paprika powder", "pimentón" and "Paprikapulver" spices, not peppers;
 * "tomato paste" and "Tomatenmark" condiments; mussels and "Garnelen" seafood; "ground beef" meat.
 * A word matches by its key, or (five letters or more) inside a German compound.
 */
export type Shelf =
  | 'frozen'
  | 'condiments'
  | 'spices'
  | 'canned'
  | 'seafood'
  | 'meat'
  | 'dairy'
  | 'grains'
  | 'bakery'
  | 'produce'
  | 'snacks'
  | 'beverages';

const SHELVES: Array<[Shelf, string]> = [
  ['frozen', 'frozen congelado congelada congelados congeladas tiefkühl tiefgekühlt gefroren'],
  [
    'condiments',
    `vinegar sauce paste ketchup mayonnaise mayo mustard oil dressing relish pesto sriracha tahini miso honey syrup jam
    vinagre salsa pasta-de-curry pasta-de-tomate tomate-concentrado mostaza aceite mayonesa miel mermelada sirope peanut-butter
    essig soße sauce paste mark senf öl olivenöl rapsöl sonnenblumenöl pflanzenöl sesamöl erdnussbutter mayonnaise honig sirup marmelade konfitüre ketjap`,
  ],
  [
    'spices',
    `powder spice cumin cinnamon nutmeg clove oregano paprika-powder smoked-paprika turmeric curry-powder ground-ginger ground-coriander
    peppercorn black-pepper white-pepper cayenne chili-flakes saffron allspice cardamom coriander-seeds fennel-seeds
    bay salt vanilla baking-powder baking-soda yeast stock-cube bouillon
    pimentón comino canela nuez-moscada clavo orégano cúrcuma azafrán pimienta laurel sal levadura vainilla
    pulver gewürz kreuzkümmel zimt muskat nelke oregano kurkuma safran pfeffer lorbeer salz hefe vanille backpulver
    brühwürfel`,
  ],
  ['canned', 'canned tinned coconut-milk passata stock broth lata conserva caldo dose eingelegt kokosmilch brühe fond'],
  [
    'seafood',
    `fish salmon tuna cod hake haddock trout sardine anchovy mackerel shrimp prawn mussel clam scallop squid octopus crab
    lobster oyster seafood
    pescado salmón atún bacalao merluza trucha sardina anchoa caballa gamba langostino camarón mejillón almeja
    vieira calamar pulpo cangrejo marisco
    fisch lachs thunfisch kabeljau seelachs forelle sardine sardelle makrele garnele krabbe muschel jakobsmuschel
    tintenfisch oktopus hummer meeresfrüchte`,
  ],
  [
    'meat',
    `chicken beef pork lamb turkey duck bacon ham sausage mince steak veal chorizo pancetta prosciutto salami
    pollo ternera res cerdo cordero pavo pato tocino jamón salchicha carne
    hähnchen huhn hühnchen rind schwein lamm pute ente speck schinken wurst hackfleisch fleisch kalb`,
  ],
  [
    'dairy',
    `milk butter cheese cream yogurt yoghurt egg parmesan mozzarella cheddar feta ricotta mascarpone buttermilk
    leche mantequilla queso nata crema yogur huevo
    milch butter käse sahne joghurt quark ei schmand frischkäse`,
  ],
  [
    'grains',
    `flour rice pasta spaghetti penne macaroni noodle oat oats couscous quinoa bulgur polenta cornmeal lentil bean-dried
    barley semolina cereal breadcrumbs dried-beans
    harina arroz fideo fideos avena cuscús lenteja garbanzo sémola pan-rallado
    mehl reis nudel nudeln spätzle hafer haferflocken couscous linse linsen kichererbse grieß semmelbrösel paniermehl`,
  ],
  ['beverages', 'water juice coffee tea wine beer soda agua zumo jugo café té vino cerveza wasser saft kaffee tee wein bier'],
  ['snacks', 'chip chips crisps cracker cookie chocolate nut almond walnut peanut galleta chocolate nuez almendra cacahuete keks schokolade nuss mandel'],
  ['bakery', 'bread baguette roll bun tortilla pita croissant brioche pan bollo barra brot brötchen toast semmel'],
  [
    'produce',
    `tomato onion garlic potato carrot lettuce spinach pepper bell-pepper cucumber zucchini courgette lemon lime apple
    banana orange berry strawberry blueberry avocado mushroom celery broccoli cauliflower cabbage kale herb basil parsley
    cilantro coriander mint dill rosemary ginger scallion shallot leek pea corn eggplant aubergine squash
    pumpkin grape pear peach mango pineapple chili chilli jalapeno radish beet asparagus bean thyme
    tomate cebolla ajo patata papa zanahoria lechuga espinaca pimiento pepino calabacín limón lima manzana plátano
    naranja fresa aguacate champiñón seta apio brócoli coliflor col perejil cilantro albahaca jengibre puerro
    guisante judía maíz berenjena calabaza uva pera melocotón mango piña
    zwiebel knoblauch kartoffel karotte möhre salat spinat paprika gurke zitrone limette apfel banane orange beere
    erdbeere avocado pilz champignon sellerie brokkoli blumenkohl kohl petersilie basilikum ingwer lauch erbse bohne
    mais aubergine kürbis traube birne pfirsich schnittlauch`,
  ],
];

/**
 * Entries are single words or hyphenated phrases ("black-pepper", "pan-rallado"): a phrase matches
 * when all its words are in the name's key, in order.
 */
const SHELF_KEYS: Array<[Shelf, string[][]]> = SHELVES.map(([shelf, list]) => [
  shelf,
  list
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => entry.split('-').map(wordKey)),
]);

function containsPhrase(keys: string[], phrase: string[]): boolean {
  if (phrase.length === 1) return keys.includes(phrase[0]!);
  return keys.some((_, i) => phrase.every((word, j) => keys[i + j] === word));
}

/**
 * How a name says its food is kept, whatever the food: frozen ("frozen peas", "guisantes
 * congelados", "TK-Erbsen") or in a tin or jar ("canned tuna", "tomate en lata", "Mais aus der Dose").
 */
const FROZEN = /(?<!\p{L})(?:frozen|congelad[oa]s?|tiefkühl\p{L}*|tiefgekühlt\p{L}*|gefroren\p{L}*|tk)(?!\p{L})/iu;
const TINNED = /(?<!\p{L})(?:canned|tinned|lata|conserva|bote|dose|eingelegt\p{L}*)(?!\p{L})/iu;
export function keptAs(name: string): 'frozen' | 'canned' | null {
  return FROZEN.test(name) ? 'frozen' : TINNED.test(name) ? 'canned' : null;
}

/** The shelf a food lives on, or null when the map does not know it. */
export function shelfOf(nameOrKey: string): Shelf | null {
  const keys = ingredientKey(nameOrKey).split(' ').filter(Boolean);
  for (const [shelf, phrases] of SHELF_KEYS) if (phrases.some((phrase) => containsPhrase(keys, phrase))) return shelf;
  // German compounds: the food's head is at the end ("Weißweinessig", "Paprikapulver", "Tomatenmark").
  for (const [shelf, phrases] of SHELF_KEYS)
    if (keys.some((k) => phrases.some((p) => p.length === 1 && p[0]!.length >= 4 && k.length > p[0]!.length && k.endsWith(p[0]!)))) return shelf;
  // ...or at its start ("Lachsfilet", "Lammkeule": the food, then its cut).
  for (const [shelf, phrases] of SHELF_KEYS)
    if (keys.some((k) => phrases.some((p) => p.length === 1 && p[0]!.length >= 4 && k.length > p[0]!.length + 2 && k.startsWith(p[0]!)))) return shelf;
  for (const [shelf, phrases] of SHELF_KEYS)
    if (keys.some((k) => phrases.some((p) => p.length === 1 && p[0]!.length >= 5 && k.includes(p[0]!)))) return shelf;
  return null;
}

const TO_SHOPPING: Record<Shelf, ShoppingCategory> = {
  frozen: 'frozen',
  condiments: 'pantry',
  spices: 'pantry',
  canned: 'pantry',
  seafood: 'meat',
  meat: 'meat',
  dairy: 'dairy',
  grains: 'pantry',
  bakery: 'bakery',
  produce: 'produce',
  snacks: 'snacks',
  beverages: 'beverages',
};

const TO_PANTRY: Record<Shelf, PantryCategory> = {
  frozen: 'frozen',
  condiments: 'condiments',
  spices: 'spices',
  canned: 'canned',
  seafood: 'meat',
  meat: 'meat',
  dairy: 'dairy',
  grains: 'grains',
  bakery: 'grains',
  produce: 'produce',
  snacks: 'other',
  beverages: 'beverages',
};

/** A shopping aisle guessed from a name (or its key); 'other' when nothing matches. */
export function guessCategory(nameOrKey: string): ShoppingCategory {
  const shelf = shelfOf(nameOrKey);
  return shelf ? TO_SHOPPING[shelf] : 'other';
}

/** A pantry category guessed from a name, from the same map; 'other' when nothing matches. */
export function guessPantryCategory(nameOrKey: string): PantryCategory {
  const shelf = shelfOf(nameOrKey);
  return shelf ? TO_PANTRY[shelf] : 'other';
}
