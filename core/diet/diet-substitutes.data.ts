import type { Allergen, Diet } from './allergens';

/**
 * What stands in for a food a diet profile excludes (docs/decisions/040-diet-and-allergens-the-food-index.md: a
 * conflict is solved by a substitute that keeps the dish). Each swap names the rules it solves,
 * the lexicon phrases it replaces (any of en/es/de, same phrase syntax as core/diet/allergen-lexicon.ts)
 * and the words that replace them in a line and in a title, per language. `label` keeps the word
 * and marks it with the rule ("gluten-free lasagne sheets", "Lasaña sin gluten"). Swaps are tried
 * in order, so specific ones come first; the first one that leaves the profile satisfied wins.
 */
export type SubstituteLanguage = 'en' | 'es' | 'de';
export type SubstituteRule = Allergen | Diet;
export type Words = Record<SubstituteLanguage, string>;

export interface Swap {
  rules: SubstituteRule[];
  terms: string[];
  line: Words | 'label';
  /** In a title; defaults to `line` (then a `label` marks the whole title). */
  title?: Words | 'label';
  /** Grams per piece, for lines that count pieces ("4 chicken breasts" becomes "600 g chickpeas"). */
  gramsPerPiece?: number;
}

const W = (en: string, es: string, de: string): Words => ({ en, es, de });

const GLUTEN: SubstituteRule[] = ['gluten', 'gluten_free'];
const MILK: SubstituteRule[] = ['milk', 'dairy_free', 'vegan'];
const EGGS: SubstituteRule[] = ['eggs', 'vegan'];
const MEAT: SubstituteRule[] = ['vegetarian', 'vegan', 'pescatarian'];
const PORK: SubstituteRule[] = [...MEAT, 'halal'];
const FISH: SubstituteRule[] = ['fish', 'vegetarian', 'vegan'];
const SHELLFISH: SubstituteRule[] = ['crustaceans', 'molluscs', 'vegetarian', 'vegan'];

export const SWAPS: Swap[] = [
  // Gluten
  { rules: GLUTEN, terms: ['soy sauce', 'salsa de soja', 'sojasauce', 'sojasosse', 'shoyu'], line: W('tamari', 'tamari', 'Tamari') },
  { rules: ['soy'], terms: ['soy sauce', 'salsa de soja', 'sojasauce', 'tamari', 'shoyu'], line: W('coconut aminos', 'aminos de coco', 'Kokos-Aminos') },
  { rules: GLUTEN, terms: ['weizenmehl', 'mehl', 'dinkelmehl'], line: W('gluten-free flour', 'harina sin gluten', 'glutenfreies Mehl') },
  { rules: GLUTEN, terms: ['paniermehl', 'semmelbrosel'], line: W('gluten-free breadcrumbs', 'pan rallado sin gluten', 'glutenfreies Paniermehl') },
  { rules: GLUTEN, terms: ['brot', '*brot', 'brotchen'], line: W('gluten-free bread', 'pan sin gluten', 'glutenfreies Brot') },
  { rules: GLUTEN, terms: ['bier', '*bier'], line: W('gluten-free beer', 'cerveza sin gluten', 'glutenfreies Bier') },
  { rules: GLUTEN, terms: ['couscous', 'cuscus', 'bulgur', 'bulgur wheat', 'freekeh'], line: W('quinoa', 'quinoa', 'Quinoa') },
  { rules: GLUTEN, terms: ['barley', 'pearl barley', 'cebada', 'gerste', 'graupen', 'farro', 'spelt', 'espelta'], line: W('brown rice', 'arroz integral', 'Naturreis') },
  { rules: GLUTEN, terms: ['seitan'], line: W('firm tofu', 'tofu firme', 'fester Tofu') },
  { rules: GLUTEN, terms: ['tortilla', 'flour tortilla', 'tortilla de trigo', 'weizentortilla*'], line: W('corn tortillas', 'tortillas de maíz', 'Maistortillas') },
  { rules: GLUTEN, terms: ['griess', 'semolina', 'semola'], line: W('polenta', 'polenta', 'Polenta') },
  {
    rules: GLUTEN,
    terms: [
      'lasagne*', 'lasagna*', 'lasana', 'placas de lasana', 'pasta', 'spaghetti', 'espaguetis', 'penne', 'macaroni',
      'macarrones', 'fusilli', 'rigatoni', 'tagliatelle', 'linguine', 'fettuccine', 'orzo', 'gnocchi', 'noodle',
      'fideos', 'nudeln', '*nudeln', 'flour', 'harina', 'bread', 'pan', 'breadcrumbs', 'panko', 'pan rallado', 'beer',
      'cerveza', 'puff pastry', 'pastry', 'hojaldre', 'blatterteig', '*teig', 'pizza dough', 'pizza*', 'brioche',
      'ciabatta', 'baguette', 'pita', 'crackers', 'biscuits', 'croutons', 'ravioli', 'tortellini', 'udon', 'ramen',
      'wraps', 'wonton', 'buns', 'rolls', 'sourdough', 'bechamel', 'roux', 'teriyaki', 'hoisin', 'curry paste',
      // Baked and boiled dishes named for their dough, which a gluten-free flour makes as well.
      'bizcocho', 'bizcochos', 'magdalenas', 'magdalena', 'sobaos', 'churros', 'spatzle', 'semmelknodel', 'serviettenknodel',
    ],
    line: 'label',
  },
  // Milk
  { rules: MILK, terms: ['milk', 'whole milk', 'leche', 'milch', 'vollmilch', '*milch'], line: W('oat milk', 'bebida de avena', 'Haferdrink') },
  { rules: MILK, terms: ['ghee', 'butterschmalz'], line: W('coconut oil', 'aceite de coco', 'Kokosöl') },
  { rules: MILK, terms: ['kase', '*kase', 'parmesan'], line: W('vegan cheese', 'queso vegano', 'veganer Käse') },
  { rules: MILK, terms: ['joghurt', 'yogurt', 'yoghurt', 'yogur', 'quark', 'skyr'], line: W('plant-based yogurt', 'yogur vegetal', 'Sojajoghurt (pflanzlich)') },
  { rules: MILK, terms: ['sahne', '*sahne', 'schmand', 'creme fraiche', 'sour cream', 'nata', 'crema'], line: W('oat cream', 'nata vegetal', 'pflanzliche Sahne') },
  {
    rules: MILK,
    terms: ['butter', 'mantequilla', 'cream', 'heavy cream', 'double cream', 'cheese', 'queso', 'parmesano', 'mozzarella',
      'cheddar', 'feta', 'ricotta', 'mascarpone', 'pecorino', 'gruyere', 'paneer', 'halloumi', 'pesto', 'bechamel',
      'custard', 'brioche', 'naan', 'carbonara', 'hollandaise', 'tzatziki', 'ice cream', 'helado', 'eis', 'white chocolate', 'milk chocolate', 'chocolate'],
    line: 'label',
  },
  // Eggs
  { rules: EGGS, terms: ['egg noodles', 'fideos de huevo', 'eiernudeln', 'mie nudeln'], line: W('rice noodles', 'fideos de arroz', 'Reisnudeln') },
  { rules: EGGS, terms: ['egg', 'eggs', 'huevo', 'ei', 'eier', 'large eggs'], line: W('flax eggs', 'huevos de lino', 'Leinsamen-Eier'), title: 'label' },
  { rules: EGGS, terms: ['mayonnaise', 'mayo', 'mayonesa', 'majonase', 'mayonnaise', 'aioli', 'alioli'], line: 'label' },
  { rules: EGGS, terms: ['egg pasta', 'pasta al huevo', 'eiernudeln', 'brioche', 'meringue', 'merengue', 'baiser', 'gnocchi', 'carbonara'], line: 'label' },
  // Meat, fish and seafood (vegetarian, vegan, pescatarian, halal)
  { rules: MEAT, terms: ['chicken stock', 'beef stock', 'bone broth', 'caldo de pollo', 'caldo de carne', '*bruhe', 'fond', '*fond'], line: W('vegetable stock', 'caldo de verduras', 'Gemüsebrühe') },
  { rules: MEAT, terms: ['minced beef', 'ground beef', 'minced meat', 'mince', 'ground pork', 'carne picada', 'hackfleisch', '*hack', 'hack'], line: W('cooked brown lentils', 'lentejas pardinas cocidas', 'gekochte Berglinsen') },
  { rules: MEAT, terms: ['chicken', 'pollo', 'hahnchen*', 'huhn', 'huhnchen', 'turkey', 'pavo', 'pute*', 'truthahn'], line: W('chickpeas', 'garbanzos', 'Kichererbsen'), title: W('chickpea', 'garbanzos', 'Kichererbsen'), gramsPerPiece: 150 },
  { rules: MEAT, terms: ['beef', 'steak', 'ternera', 'res', 'rind*', 'lamb', 'cordero', 'lamm*', 'veal', 'kalb*', 'goat', 'venison', 'duck', 'pato', 'ente'], line: W('mushrooms', 'champiñones', 'Champignons'), title: W('mushroom', 'champiñones', 'Pilz'), gramsPerPiece: 150 },
  { rules: PORK, terms: ['bacon', 'pancetta', 'guanciale', 'lardons', 'tocino', 'beicon', 'panceta', 'speck', 'schinkenwurfel'], line: W('smoked tofu', 'tofu ahumado', 'Räuchertofu') },
  { rules: PORK, terms: ['ham', 'prosciutto', 'jamon', 'schinken', '*schinken'], line: W('smoked tofu', 'tofu ahumado', 'Räuchertofu') },
  { rules: PORK, terms: ['sausage', 'chorizo', 'salami', 'pepperoni', 'salchicha', 'wurst', '*wurst', 'wurstchen', 'bratwurst'], line: W('vegan sausages', 'salchichas veganas', 'vegane Würstchen'), title: W('vegan sausage', 'salchichas veganas', 'vegane Würstchen') },
  { rules: PORK, terms: ['pork', 'cerdo', 'schwein*', '*schwein'], line: W('firm tofu', 'tofu firme', 'fester Tofu'), title: W('tofu', 'tofu', 'Tofu'), gramsPerPiece: 150 },
  { rules: PORK, terms: ['gelatin', 'gelatine', 'gelatina'], line: W('agar agar', 'agar-agar', 'Agar-Agar') },
  { rules: PORK, terms: ['lard', 'manteca de cerdo', 'schmalz'], line: W('vegetable oil', 'aceite vegetal', 'Pflanzenöl') },
  { rules: MEAT, terms: ['carbonara', 'bolognese', 'bolonesa', 'ragu', 'ragout', 'chili con carne', 'gelatin', 'gelatine', 'gelatina', 'kimchi', 'caesar', 'worcestershire', 'curry paste', 'pasta de curry', 'currypaste', 'surimi'], line: 'label' },
  { rules: MEAT, terms: ['meat', 'carne', 'fleisch', '*fleisch'], line: W('mushrooms', 'champiñones', 'Champignons'), title: 'label' },
  { rules: ['halal', 'sulphites'], terms: ['wine', 'vino', 'wein', '*wein', 'sherry', 'jerez', 'marsala'], line: W('vegetable stock', 'caldo de verduras', 'Gemüsebrühe') },
  { rules: ['halal', 'gluten', 'gluten_free'], terms: ['beer', 'cerveza', 'bier'], line: W('vegetable stock', 'caldo de verduras', 'Gemüsebrühe') },
  { rules: ['halal'], terms: ['mirin', 'sake'], line: W('rice vinegar with a pinch of sugar', 'vinagre de arroz con una pizca de azúcar', 'Reisessig mit einer Prise Zucker') },
  { rules: FISH, terms: ['fish sauce', 'salsa de pescado', 'fischsauce', 'fischsosse', 'nam pla'], line: W('soy sauce', 'salsa de soja', 'Sojasauce') },
  { rules: ['fish', 'soy', 'gluten', 'gluten_free', 'vegetarian', 'vegan'], terms: ['fish sauce', 'salsa de pescado', 'fischsauce'], line: W('coconut aminos with a pinch of salt', 'aminos de coco con una pizca de sal', 'Kokos-Aminos mit einer Prise Salz') },
  { rules: FISH, terms: ['anchovy', 'anchovies', 'anchoa', 'boqueron', 'sardelle*'], line: W('capers', 'alcaparras', 'Kapern') },
  { rules: FISH, terms: ['worcestershire', 'worcestershire sauce', 'worcestersauce', 'salsa worcestershire', 'salsa perrins'], line: 'label' },
  { rules: FISH, terms: ['dashi', 'bonito'], line: W('kombu stock', 'caldo de kombu', 'Kombu-Brühe') },
  { rules: FISH, terms: ['fish', 'pescado', 'fisch*', '*fisch', 'salmon', 'cod', 'bacalao', 'lachs*', '*lachs', 'kabeljau', 'tuna', 'atun', 'thunfisch', 'merluza', 'seelachs*', 'haddock', 'tilapia', 'white fish'], line: W('firm tofu', 'tofu firme', 'fester Tofu'), title: W('tofu', 'tofu', 'Tofu'), gramsPerPiece: 150 },
  { rules: SHELLFISH, terms: ['oyster sauce', 'salsa de ostras', 'austernsauce', 'austernsosse'], line: W('mushroom oyster sauce', 'salsa de setas', 'Pilz-Würzsauce') },
  { rules: SHELLFISH, terms: ['shrimp', 'prawn', 'gamba', 'camaron', 'langostino', 'garnele*', '*garnele', 'scampi', 'squid', 'calamari', 'calamar', 'tintenfisch*', 'scallop', 'vieira', 'jakobsmuschel*'], line: W('king oyster mushrooms', 'setas de cardo', 'Kräuterseitlinge'), title: W('mushroom', 'setas', 'Pilz'), gramsPerPiece: 20 },
  // Nuts, peanuts, sesame, celery, mustard
  { rules: ['peanuts', 'tree_nuts', 'sesame'], terms: ['peanut oil', 'groundnut oil', 'aceite de cacahuete', 'aceite de mani', 'erdnussol', 'walnut oil', 'hazelnut oil', 'aceite de nuez', 'walnussol', 'haselnussol', 'sesame oil', 'aceite de sesamo', 'sesamol'], line: W('sunflower oil', 'aceite de girasol', 'Sonnenblumenöl') },
  { rules: ['peanuts', 'tree_nuts'], terms: ['peanut butter', 'crema de cacahuete', 'erdnussbutter', 'almond butter', 'mandelmus', 'cashew butter'], line: W('sunflower seed butter', 'crema de pipas de girasol', 'Sonnenblumenkernmus') },
  { rules: ['peanuts', 'tree_nuts'], terms: ['roasted peanuts', 'peanut', 'cacahuete', 'mani', 'erdnuss*', 'almond', 'almendra', 'mandel*', 'cashew*', 'anacardo', 'walnut', 'nuez', 'nueces', 'walnuss*', 'hazelnut', 'avellana', 'haselnuss*', 'pecan', 'pistachio', 'pistacho', 'pistazie*', 'nut', 'nuts', 'nusse'], line: W('toasted sunflower seeds', 'pipas de girasol tostadas', 'geröstete Sonnenblumenkerne') },
  { rules: ['tree_nuts', 'peanuts'], terms: ['pesto', 'satay sauce', 'praline', 'nutella'], line: 'label' },
  { rules: ['sesame'], terms: ['tahini', 'tahina', 'tahin*'], line: W('sunflower seed butter', 'crema de pipas de girasol', 'Sonnenblumenkernmus') },
  { rules: ['sesame'], terms: ['sesame seeds', 'sesame', 'sesamo', 'ajonjoli', 'sesam'], line: W('poppy seeds', 'semillas de amapola', 'Mohn') },
  { rules: ['celery'], terms: ['celery', 'apio', 'stangensellerie', 'staudensellerie', 'sellerie'], line: W('fennel', 'hinojo', 'Fenchel') },
  { rules: ['celery'], terms: ['celeriac', 'apionabo', 'knollensellerie'], line: W('parsnip', 'chirivía', 'Pastinake') },
  { rules: ['mustard'], terms: ['mustard', 'dijon', 'mostaza', 'senf', '*senf'], line: W('apple cider vinegar', 'vinagre de manzana', 'Apfelessig') },
  { rules: ['soy'], terms: ['tofu', 'tempeh'], line: W('chickpeas', 'garbanzos', 'Kichererbsen') },
  // Honey, low carb
  { rules: ['vegan'], terms: ['honey', 'miel', 'honig'], line: W('maple syrup', 'sirope de arce', 'Ahornsirup') },
  { rules: ['low_carb'], terms: ['rice', 'arroz', 'reis'], line: W('cauliflower rice', 'arroz de coliflor', 'Blumenkohlreis') },
  { rules: ['low_carb'], terms: ['spaghetti', 'pasta', 'noodle', 'espaguetis', 'fideos', 'nudeln', '*nudeln'], line: W('courgette noodles', 'espaguetis de calabacín', 'Zucchininudeln') },
  { rules: ['low_carb'], terms: ['potato', 'patata', 'papa', 'kartoffel*'], line: W('cauliflower', 'coliflor', 'Blumenkohl') },
];

/** How a rule marks a line's word ("gluten-free …") and a whole title ("Lasaña sin gluten"). */
export const LABELS: Partial<Record<SubstituteRule, { line: Words; title: Words }>> = {
  gluten: { line: W('gluten-free {}', '{} sin gluten', 'glutenfreie {}'), title: W('Gluten-free {}', '{} sin gluten', '{} (glutenfrei)') },
  gluten_free: { line: W('gluten-free {}', '{} sin gluten', 'glutenfreie {}'), title: W('Gluten-free {}', '{} sin gluten', '{} (glutenfrei)') },
  milk: { line: W('vegan {}', '{} vegetal', 'vegane {}'), title: W('Dairy-free {}', '{} sin lácteos', '{} (milchfrei)') },
  dairy_free: { line: W('vegan {}', '{} vegetal', 'vegane {}'), title: W('Dairy-free {}', '{} sin lácteos', '{} (milchfrei)') },
  vegan: { line: W('vegan {}', '{} vegana', 'vegane {}'), title: W('Vegan {}', '{}, versión vegana', '{} (vegan)') },
  vegetarian: { line: W('vegetarian {}', '{} vegetariana', 'vegetarische {}'), title: W('Vegetarian {}', '{}, versión vegetariana', '{} (vegetarisch)') },
  pescatarian: { line: W('vegetarian {}', '{} vegetariana', 'vegetarische {}'), title: W('Vegetarian {}', '{}, versión vegetariana', '{} (vegetarisch)') },
  eggs: { line: W('egg-free {}', '{} sin huevo', 'eifreie {}'), title: W('Egg-free {}', '{} sin huevo', '{} (eifrei)') },
  fish: { line: W('vegan {}', '{} vegana', 'vegane {}'), title: W('Fish-free {}', '{} sin pescado', '{} (fischfrei)') },
  tree_nuts: { line: W('nut-free {}', '{} sin frutos secos', 'nussfreie {}'), title: W('Nut-free {}', '{} sin frutos secos', '{} (nussfrei)') },
  peanuts: { line: W('peanut-free {}', '{} sin cacahuete', 'erdnussfreie {}'), title: W('Peanut-free {}', '{} sin cacahuete', '{} (erdnussfrei)') },
};
