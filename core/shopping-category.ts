import type { ShoppingCategory } from './kitchen-options';
import { ingredientKey, wordKey } from './ingredient-key';

/** Keywords per shopping category (en, es, de), matched by word key or (5+ letters) inside a compound word. */
const CATEGORY_WORDS: Array<[ShoppingCategory, string]> = [
  ['frozen', 'frozen congelado congelada congelados tiefkühl tiefgekühlt gefroren'],
  ['beverages', 'water juice coffee tea wine beer soda agua zumo jugo café té vino cerveza wasser saft kaffee tee wein bier'],
  [
    'produce',
    `tomato onion garlic potato carrot lettuce spinach pepper cucumber zucchini courgette lemon lime apple banana
    orange berry strawberry blueberry avocado mushroom celery broccoli cauliflower cabbage kale herb basil parsley
    cilantro coriander mint dill thyme rosemary ginger scallion shallot leek pea bean corn eggplant aubergine squash
    pumpkin grape pear peach mango pineapple chili chilli jalapeno radish beet asparagus
    tomate cebolla ajo patata papa zanahoria lechuga espinaca pimiento pepino calabacín limón lima manzana plátano
    naranja fresa aguacate champiñón seta apio brócoli coliflor col perejil cilantro albahaca jengibre puerro
    guisante judía maíz berenjena calabaza uva pera melocotón mango piña
    zwiebel knoblauch kartoffel karotte möhre salat spinat paprika gurke zitrone limette apfel banane orange beere
    erdbeere avocado pilz champignon sellerie brokkoli blumenkohl kohl petersilie basilikum ingwer lauch erbse bohne
    mais aubergine kürbis traube birne pfirsich schnittlauch`,
  ],
  ['bakery', 'bread baguette roll bun tortilla pita croissant brioche pan bollo barra brot brötchen toast semmel'],
  [
    'meat',
    `chicken beef pork lamb turkey bacon ham sausage mince steak fish salmon tuna shrimp prawn cod
    pollo ternera res cerdo cordero pavo tocino jamón chorizo salchicha carne pescado salmón atún gamba camarón
    hähnchen huhn rind schwein lamm pute speck schinken wurst hackfleisch fleisch fisch lachs thunfisch garnele`,
  ],
  [
    'dairy',
    `milk butter cheese cream yogurt yoghurt egg parmesan mozzarella cheddar feta ricotta
    leche mantequilla queso nata crema yogur huevo
    milch butter käse sahne joghurt quark ei schmand`,
  ],
  ['snacks', 'chip chips crisps cracker cookie chocolate nut almond walnut peanut galleta chocolate nuez almendra cacahuete chips keks schokolade nuss mandel'],
  [
    'pantry',
    `flour sugar salt oil vinegar rice pasta spaghetti noodle oat cereal honey sauce stock broth cumin paprika
    cinnamon oregano spice baking yeast soy mustard ketchup mayonnaise lentil chickpea bean tamarind miso
    harina azúcar sal aceite vinagre arroz pasta fideo avena miel salsa caldo comino canela orégano levadura lenteja garbanzo
    mehl zucker salz öl olivenöl essig reis nudel hafer honig soße sauce brühe kreuzkümmel zimt hefe senf linse kichererbse`,
  ],
];

const CATEGORY_KEYS: Array<[ShoppingCategory, string[]]> = CATEGORY_WORDS.map(([category, list]) => [
  category,
  [...new Set(list.split(/\s+/).filter(Boolean).map(wordKey))],
]);

/** A shopping category guessed from a name (or its key); 'other' when nothing matches. */
export function guessCategory(nameOrKey: string): ShoppingCategory {
  const keys = ingredientKey(nameOrKey).split(' ');
  for (const [category, words] of CATEGORY_KEYS) if (keys.some((k) => words.includes(k))) return category;
  for (const [category, words] of CATEGORY_KEYS)
    if (keys.some((k) => words.some((w) => w.length >= 5 && k.includes(w)))) return category;
  return 'other';
}
