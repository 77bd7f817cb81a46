import type { DietProfile } from '#core/diet/allergens-profile';
import type { CookingMethod, Cuisine, RecipeLanguage } from '#core/kernel/options';

/**
 * The cookbook chef's request set (docs/bench.md "Cookbook chef"): what cooks type into the
 * creator, in en, es and de, written before the cookbook chef ran on it and never tuned against.
 * Named dishes the cookbook should hold (classics of each of the 16 cuisines), named dishes it
 * should not (regional specialities, invented names), fridge lists of 4-8 items (sweet and baking
 * lists among them), cuisines and methods asked for (Pro "customised"), diet and servings words.
 * The only expectation is the kind; `npm run bench:cookbook` scores the answers.
 */
export type CookbookRequestKind = 'named-known' | 'named-unknown' | 'list';

export interface CookbookRequest {
  id: string;
  language: RecipeLanguage;
  kind: CookbookRequestKind;
  /** The creator's description (prompt mode). */
  recipeName?: string;
  /** The creator's ingredient list. */
  ingredients?: string[];
  cuisine?: Cuisine;
  cookingMethod?: CookingMethod;
  /** The cook's saved profile, when the request is made with one. */
  diet?: DietProfile;
}

const veg: DietProfile = { diets: ['vegetarian'], allergens: [], dislikes: [] };
const vegan: DietProfile = { diets: ['vegan'], allergens: [], dislikes: [] };
const glutenFree: DietProfile = { diets: ['gluten_free'], allergens: [], dislikes: [] };
const nutFree: DietProfile = { diets: [], allergens: ['tree_nuts', 'peanuts'], dislikes: [] };
const dairyFree: DietProfile = { diets: ['dairy_free'], allergens: [], dislikes: [] };

type Row = Omit<CookbookRequest, 'id' | 'language'>;
const named = (recipeName: string, extra: Partial<Row> = {}): Row => ({ kind: 'named-known', recipeName, ...extra });
const unknown = (recipeName: string, extra: Partial<Row> = {}): Row => ({ kind: 'named-unknown', recipeName, ...extra });
const list = (ingredients: string[], extra: Partial<Row> = {}): Row => ({ kind: 'list', ingredients, ...extra });

const EN: Row[] = [
  named('Spaghetti carbonara'),
  named('spagetti carbonara for 2'),
  named('Lasagne', { diet: veg }),
  named('vegetarian lasagna for 6'),
  named('Mushroom risotto'),
  named('Chicken tikka masala'),
  named('butter chicken for 4'),
  named('Pad Thai'),
  named('Thai green curry'),
  named('Beef tacos'),
  named('Guacamole'),
  named('Ratatouille'),
  named('Coq au vin'),
  named('Greek salad'),
  named('Moussaka'),
  named('Paella'),
  named('Hummus'),
  named('Falafel', { diet: vegan }),
  named('Chicken teriyaki'),
  named('Kung pao chicken'),
  named('Egg fried rice'),
  named('Bibimbap'),
  named('Pho'),
  named('Moroccan chicken tagine'),
  named('quick shakshuka'),
  named('Pancakes'),
  named('Mac and cheese'),
  named('Pesto pasta', { diet: nutFree }),
  named('Banana bread'),
  unknown('Chicken pie'),
  unknown('Stargazy pie'),
  unknown('Cullen skink'),
  unknown('Grandma Edith\'s moonlight stew'),
  unknown('Zorbleberry casserole'),
  unknown('Haggis neeps and tatties'),
  unknown('Kalakukko fish loaf'),
  unknown('Smoked eel and rhubarb tart'),
  list(['chicken breast', 'rice', 'onion', 'garlic', 'soy sauce']),
  list(['eggs', 'spinach', 'feta', 'potato', 'onion']),
  list(['courgette', 'tomato', 'pepper', 'onion', 'garlic', 'olive oil'], { cuisine: 'mediterranean', cookingMethod: 'roasting' }),
  list(['beef chuck', 'carrot', 'onion', 'red wine', 'thyme'], { cookingMethod: 'braising' }),
  list(['pork shoulder', 'onion', 'garlic', 'cumin', 'orange'], { cuisine: 'mexican', cookingMethod: 'slow-cooking' }),
  list(['salmon', 'broccoli', 'ginger', 'soy sauce', 'rice'], { cuisine: 'japanese', cookingMethod: 'steaming' }),
  list(['chicken thighs', 'lemon', 'garlic', 'oregano', 'potatoes'], { cuisine: 'greek', cookingMethod: 'grilling' }),
  list(['apples', 'flour', 'butter', 'sugar', 'cinnamon']),
  list(['dark chocolate', 'butter', 'eggs', 'sugar', 'flour']),
  list(['flour', 'yeast', 'water', 'salt', 'olive oil'], { cookingMethod: 'baking' }),
  list(['chickpeas', 'canned tomatoes', 'spinach', 'onion', 'garam masala'], { cuisine: 'indian' }),
  list(['tofu', 'broccoli', 'soy sauce', 'garlic', 'spring onions', 'rice'], { cuisine: 'chinese', cookingMethod: 'stir-frying' }),
  list(['prawns', 'garlic', 'chilli', 'lime', 'noodles', 'fish sauce'], { cuisine: 'thai' }),
  list(['ground beef', 'onion', 'canned tomatoes', 'kidney beans', 'chilli powder', 'cumin']),
  list(['cod', 'potatoes', 'peas', 'lemon'], { cookingMethod: 'pan-frying' }),
  list(['bananas', 'oats', 'milk', 'honey']),
];

const ES: Row[] = [
  named('Tortilla de patatas'),
  named('tortilla española para 4'),
  named('Gazpacho andaluz'),
  named('Paella valenciana'),
  named('Paella de marisco'),
  named('Lasaña', { diet: veg }),
  named('lasaña vegetariana'),
  named('Espaguetis a la carbonara'),
  named('Risotto de setas'),
  named('Guacamole'),
  named('Tacos al pastor'),
  named('Enchiladas'),
  named('Pollo tikka masala'),
  named('Curry verde tailandés'),
  named('Pad thai de gambas'),
  named('Ramen'),
  named('Sushi'),
  named('Musaca'),
  named('Ensalada griega'),
  named('Hummus'),
  named('Cuscús con verduras', { diet: vegan }),
  named('Tajín de cordero'),
  named('Bibimbap'),
  named('Rollitos de primavera vietnamitas'),
  named('Crepes'),
  named('Croquetas de jamón'),
  named('Salmorejo rápido'),
  named('Arroz frito tres delicias'),
  unknown('Cachopo de cecina con queso de Cabrales'),
  unknown('Pastel de cabracho'),
  unknown('Caldereta de la abuela Remedios'),
  unknown('Zarangollo murciano'),
  unknown('Pollo a la luna plateada'),
  unknown('Michirones'),
  unknown('Empanada de pulpo con grelos'),
  list(['pollo', 'arroz', 'pimiento rojo', 'cebolla', 'ajo', 'azafrán'], { cuisine: 'spanish' }),
  list(['huevos', 'patatas', 'cebolla', 'aceite de oliva']),
  list(['garbanzos', 'espinacas', 'comino', 'ajo', 'pan']),
  list(['ternera', 'zanahoria', 'vino tinto', 'cebolla', 'laurel'], { cookingMethod: 'braising' }),
  list(['merluza', 'patatas', 'ajo', 'perejil', 'limón'], { cookingMethod: 'baking' }),
  list(['gambas', 'ajo', 'guindilla', 'aceite de oliva', 'perejil'], { cookingMethod: 'sauteing' }),
  list(['manzanas', 'harina', 'mantequilla', 'azúcar', 'huevos'], { cookingMethod: 'baking' }),
  list(['leche', 'azúcar', 'huevos', 'limón', 'canela']),
  list(['fresas', 'nata', 'azúcar', 'galletas']),
  list(['cerdo', 'piña', 'cebolla', 'chile', 'tortillas de maíz'], { cuisine: 'mexican', cookingMethod: 'grilling' }),
  list(['berenjena', 'tomate', 'queso', 'albahaca', 'ajo'], { cuisine: 'italian' }),
  list(['cordero', 'ciruelas pasas', 'cebolla', 'canela', 'almendras'], { cuisine: 'moroccan', cookingMethod: 'slow-cooking' }),
  list(['fideos de arroz', 'ternera', 'cebolla', 'jengibre', 'anís estrellado'], { cuisine: 'vietnamese', cookingMethod: 'boiling' }),
  list(['tofu', 'kimchi', 'cebolleta', 'arroz', 'huevo'], { cuisine: 'korean' }),
  list(['lentejas', 'zanahoria', 'cebolla', 'pimentón', 'chorizo']),
  list(['salmón', 'espárragos', 'limón', 'eneldo'], { cuisine: 'french', cookingMethod: 'roasting' }),
  list(['harina', 'levadura', 'agua', 'sal'], { cookingMethod: 'baking' }),
];

const DE: Row[] = [
  named('Spaghetti Carbonara für 2'),
  named('Gemüselasagne'),
  named('Lasagne', { diet: veg }),
  named('Wiener Schnitzel'),
  named('Rindergulasch'),
  named('Käsespätzle'),
  named('Kartoffelsalat'),
  named('Apfelstrudel'),
  named('Pfannkuchen'),
  named('Risotto mit Pilzen'),
  named('Ratatouille'),
  named('Quiche Lorraine'),
  named('Chili con Carne'),
  named('Hähnchen-Curry indisch'),
  named('Rotes Thai-Curry'),
  named('Gebratener Reis'),
  named('Miso-Suppe'),
  named('Bulgogi'),
  named('Pho Bo'),
  named('Gyros'),
  named('Falafel', { diet: vegan }),
  named('Couscous-Salat'),
  named('Gazpacho'),
  named('schnelle Shakshuka'),
  named('Tomatensuppe', { diet: dairyFree }),
  named('Bananenbrot', { diet: glutenFree }),
  named('Zwiebelkuchen'),
  named('Kaiserschmarrn'),
  unknown('Pfälzer Saumagen'),
  unknown('Labskaus nach Kapitänsart'),
  unknown('Schwarzwälder Mondscheinauflauf'),
  unknown('Rinderrouladen Wellington mit Blutwurst'),
  unknown('Großmutters Sternentopf'),
  unknown('Hähnchenpastete'),
  unknown('Pichelsteiner Eintopf mit Grünkern'),
  list(['Hähnchenbrust', 'Paprika', 'Zwiebel', 'Reis', 'Sahne']),
  list(['Kartoffeln', 'Eier', 'Speck', 'Zwiebel', 'Schnittlauch']),
  list(['Zucchini', 'Tomaten', 'Mozzarella', 'Basilikum', 'Nudeln'], { cuisine: 'italian' }),
  list(['Rindfleisch', 'Zwiebeln', 'Paprikapulver', 'Tomatenmark', 'Kartoffeln'], { cookingMethod: 'braising' }),
  list(['Schweinebauch', 'Sojasauce', 'Ingwer', 'Knoblauch', 'Frühlingszwiebeln'], { cuisine: 'chinese', cookingMethod: 'slow-cooking' }),
  list(['Lachs', 'Brokkoli', 'Zitrone', 'Dill', 'Kartoffeln'], { cookingMethod: 'steaming' }),
  list(['Äpfel', 'Mehl', 'Butter', 'Zucker', 'Zimt'], { cookingMethod: 'baking' }),
  list(['Quark', 'Eier', 'Zucker', 'Zitrone', 'Grieß']),
  list(['Mehl', 'Hefe', 'Milch', 'Butter', 'Zucker', 'Eier'], { cookingMethod: 'baking' }),
  list(['Linsen', 'Karotten', 'Sellerie', 'Zwiebel', 'Würstchen']),
  list(['Auberginen', 'Hackfleisch', 'Tomaten', 'Zimt', 'Joghurt'], { cuisine: 'greek' }),
  list(['Kichererbsen', 'Tahini', 'Zitrone', 'Knoblauch', 'Petersilie'], { cuisine: 'middle-eastern' }),
  list(['Garnelen', 'Kokosmilch', 'Currypaste', 'Paprika', 'Reis'], { cuisine: 'thai', cookingMethod: 'sauteing' }),
  list(['Tofu', 'Pak Choi', 'Sojasauce', 'Sesam', 'Nudeln'], { cuisine: 'asian', cookingMethod: 'stir-frying' }),
  list(['Hähnchenschenkel', 'Sojasauce', 'Honig', 'Knoblauch', 'Sesam'], { cuisine: 'korean', cookingMethod: 'grilling' }),
  list(['Putenbrust', 'Süßkartoffeln', 'Maiskolben', 'Barbecuesauce'], { cuisine: 'american', cookingMethod: 'roasting' }),
  list(['Forelle', 'Mandeln', 'Butter', 'Zitrone', 'Petersilie'], { cookingMethod: 'pan-frying' }),
  list(['Erdbeeren', 'Sahne', 'Zucker', 'Vanille']),
  list(['Hähnchen', 'Karotten', 'Lauch', 'Sellerie', 'Nudeln'], { cookingMethod: 'boiling' }),
];

const tag = (language: RecipeLanguage, rows: Row[]): CookbookRequest[] =>
  rows.map((row, i) => ({ id: `${language}-${String(i + 1).padStart(2, '0')}`, language, ...row }));

export const COOKBOOK_REQUESTS: readonly CookbookRequest[] = [...tag('en', EN), ...tag('es', ES), ...tag('de', DE)];
