import type { Allergen } from './allergens';

/**
 * Composed foods the taxonomy lists without their allergens, or not at all (docs/decisions/040-diet-and-allergens-the-food-index.md): what a cook buys or makes as one ingredient and what it usually holds. The
 * names join the food index (core/diet/food-index.ts), so German compounds find them as heads
 * ("Basilikumpesto" is a pesto). `meat`: not vegetarian; `animal`: not vegan; fish, crustaceans,
 * molluscs and meat imply both, milk and eggs imply `animal`; `pork` (implies meat) and `alcohol`:
 * not halal; `plant`: vegan and free of every allergen it does not list (its taxonomy allergens drop).
 */
export interface ComposedFood {
  names: string[];
  allergens: Allergen[];
  meat?: boolean;
  animal?: boolean;
  pork?: boolean;
  alcohol?: boolean;
  plant?: boolean;
}

export const COMPOSED_FOODS: ComposedFood[] = [
  { names: ['pesto', 'pesto genovese', 'pesto alla genovese', 'basil pesto', 'pesto de albahaca'], allergens: ['milk', 'tree_nuts'] },
  { names: ['bechamel', 'bechamel sauce', 'white sauce', 'salsa bechamel', 'besamel', 'bechamelsauce', 'bechamelsosse', 'mornay sauce'], allergens: ['milk', 'gluten'] },
  { names: ['worcestershire', 'worcestershire sauce', 'worcester sauce', 'salsa worcestershire', 'salsa perrins', 'salsa inglesa', 'worcestersauce', 'worcestershiresauce', 'worcestersosse'], allergens: ['fish'] },
  {
    names: ['curry paste', 'red curry paste', 'green curry paste', 'yellow curry paste', 'thai curry paste', 'massaman curry paste', 'pasta de curry', 'pasta de curry roja', 'pasta de curry verde', 'currypaste', 'thai currypaste', 'rote currypaste', 'grune currypaste', 'gelbe currypaste', 'thai curry paste red'],
    allergens: ['crustaceans', 'fish'],
  },
  { names: ['shrimp paste', 'belacan', 'pasta de gambas', 'garnelenpaste', 'krabbenpaste'], allergens: ['crustaceans'] },
  // Dried scallops, dried shrimp and Jinhua ham.
  { names: ['xo sauce', 'salsa xo', 'xo sosse', 'xosauce'], allergens: ['crustaceans', 'molluscs'], pork: true },
  { names: ['kimchi', 'kimchee'], allergens: ['fish', 'crustaceans'] },
  { names: ['surimi', 'crab sticks', 'crabsticks', 'seafood sticks', 'palitos de cangrejo', 'palitos de surimi', 'surimisticks', 'krebsfleischimitat'], allergens: ['fish', 'eggs'] },
  { names: ['brioche', 'brioche bun', 'brioche buns', 'pan brioche', 'bollo brioche', 'briochebrotchen', 'challah'], allergens: ['gluten', 'eggs', 'milk'] },
  { names: ['gnocchi', 'noquis', 'nioquis', 'kartoffelgnocchi'], allergens: ['gluten'] },
  { names: ['nutella', 'hazelnut spread', 'chocolate hazelnut spread', 'crema de avellanas', 'crema de cacao y avellanas', 'nuss nougat creme', 'nussnougatcreme', 'nougatcreme', 'gianduja'], allergens: ['tree_nuts', 'milk', 'soy'] },
  { names: ['sherry', 'jerez', 'vino de jerez', 'fino', 'manzanilla sherry', 'port', 'porto', 'oporto', 'portwein', 'marsala', 'madeira', 'vermouth', 'vermut', 'wermut', 'cava', 'champagne', 'champan', 'sekt', 'prosecco', 'cider', 'sidra', 'apfelwein', 'mirin'], allergens: ['sulphites'], alcohol: true },
  { names: ['balsamic vinegar', 'balsamic', 'vinagre balsamico', 'vinagre de modena', 'balsamico', 'aceto balsamico', 'balsamessig', 'wine vinegar', 'red wine vinegar', 'white wine vinegar', 'vinagre de vino', 'weinessig', 'rotweinessig', 'weissweinessig', 'sherry vinegar', 'vinagre de jerez', 'sherryessig'], allergens: ['sulphites'], plant: true },
  { names: ['dried apricot', 'dried apricots', 'orejones', 'albaricoques secos', 'getrocknete aprikosen', 'trockenaprikosen', 'dried fruit', 'fruta deshidratada', 'trockenobst', 'trockenfruchte'], allergens: ['sulphites'] },
  { names: ['carbonara', 'carbonara sauce', 'salsa carbonara', 'carbonarasauce', 'carbonarasosse'], allergens: ['eggs', 'milk'], meat: true },
  { names: ['hollandaise', 'hollandaise sauce', 'salsa holandesa', 'sauce hollandaise', 'hollandaisesauce', 'bearnaise', 'salsa bearnesa', 'sauce bearnaise'], allergens: ['eggs', 'milk'] },
  { names: ['mayonnaise', 'mayo', 'mayonesa', 'majonase', 'aioli', 'alioli', 'allioli', 'tartar sauce', 'tartare sauce', 'salsa tartara', 'remoulade', 'remouladensosse'], allergens: ['eggs'] },
  { names: ['caesar dressing', 'caesar salad dressing', 'salsa cesar', 'aderezo cesar', 'caesar dressing', 'caesardressing'], allergens: ['fish', 'eggs', 'milk'] },
  { names: ['tzatziki', 'raita', 'tsatsiki', 'zaziki'], allergens: ['milk'] },
  { names: ['custard', 'creme anglaise', 'natillas', 'crema pastelera', 'crema inglesa', 'vanillesosse', 'vanillesauce', 'vanillepudding', 'pudding'], allergens: ['milk', 'eggs'] },
  { names: ['pastry', 'shortcrust pastry', 'puff pastry', 'filo pastry', 'phyllo', 'filo', 'masa quebrada', 'masa de hojaldre', 'hojaldre', 'pasta filo', 'murbeteig', 'blatterteig', 'filoteig', 'yufkateig', 'pizza dough', 'masa de pizza', 'pizzateig', 'hefeteig'], allergens: ['gluten'] },
  { names: ['naan', 'naan bread', 'pan naan', 'naanbrot', 'croissant', 'croissants', 'cruasan', 'pain au chocolat'], allergens: ['gluten', 'milk'] },
  { names: ['tempura batter', 'tempura', 'rebozado de tempura', 'tempurateig'], allergens: ['gluten', 'eggs'] },
  { names: ['ramen', 'ramen noodles', 'udon', 'udon noodles', 'soba', 'soba noodles', 'fideos ramen', 'fideos udon', 'ramennudeln', 'udonnudeln', 'sobanudeln', 'spring roll wrappers', 'wonton wrappers', 'dumpling wrappers', 'obleas para wonton', 'wan tan blatter'], allergens: ['gluten'] },
  { names: ['pasta', 'dried pasta', 'fresh pasta', 'pasta seca', 'teigwaren', 'lasagne sheets', 'lasagna sheets', 'lasagna noodles', 'placas de lasana', 'laminas de lasana', 'lasagneplatten', 'lasagneblatter', 'cannelloni', 'canelones', 'ravioli', 'tortellini', 'macaroni', 'couscous', 'cuscus', 'bulgur', 'seitan', 'panko', 'breadcrumbs', 'spatzle', 'knodel', 'semmelknodel', 'crouton', 'croutons', 'picatostes', 'pretzel', 'brezel', 'bagel', 'pita', 'pitta', 'focaccia', 'ciabatta', 'baguette', 'tortilla wraps', 'wraps'], allergens: ['gluten'] },
  { names: ['egg pasta', 'fresh egg pasta', 'pasta al huevo', 'pasta fresca', 'egg noodles', 'fideos de huevo', 'eiernudeln', 'eierteigwaren', 'eierspatzle', 'tagliatelle', 'pappardelle', 'fettuccine'], allergens: ['gluten', 'eggs'] },
  { names: ['hoisin', 'hoisin sauce', 'salsa hoisin', 'hoisinsauce', 'hoisinsosse', 'teriyaki', 'teriyaki sauce', 'salsa teriyaki', 'teriyakisauce', 'soy sauce', 'salsa de soja', 'sojasauce', 'sojasosse', 'shoyu'], allergens: ['soy', 'gluten'] },
  { names: ['oyster sauce', 'salsa de ostras', 'austernsauce', 'austernsosse'], allergens: ['molluscs'] },
  { names: ['fish sauce', 'nam pla', 'salsa de pescado', 'fischsauce', 'fischsosse', 'dashi', 'bonito flakes', 'katsuobushi', 'anchovy paste', 'pasta de anchoas', 'sardellenpaste'], allergens: ['fish'] },
  { names: ['miso', 'miso paste', 'pasta de miso', 'misopaste', 'tempeh', 'natto'], allergens: ['soy'] },
  { names: ['tahini', 'tahina', 'tahin', 'tahinipaste', 'hummus', 'houmous', 'humus', 'halva', 'halwa', 'gomasio'], allergens: ['sesame'] },
  { names: ['marzipan', 'mazapan', 'praline', 'pralines', 'praline paste', 'frangipane', 'nougat', 'amaretti', 'almond paste', 'baklava', 'mandelmus', 'almond butter', 'cashew butter', 'cashewmus'], allergens: ['tree_nuts'] },
  // Almonds, honey and egg white.
  { names: ['turron', 'turron de jijona', 'turron de alicante', 'turron blando', 'turron duro'], allergens: ['tree_nuts', 'eggs'], animal: true },
  { names: ['satay sauce', 'peanut sauce', 'salsa satay', 'salsa de cacahuete', 'erdnusssauce', 'erdnusssosse', 'sataysauce', 'sataysosse'], allergens: ['peanuts'] },
  { names: ['tiramisu', 'sponge fingers', 'ladyfingers', 'bizcochos de soletilla', 'soletillas', 'loffelbiskuits', 'biskuit'], allergens: ['eggs', 'gluten'] },
  { names: ['meringue', 'merengue', 'baiser', 'pavlova'], allergens: ['eggs'] },
  { names: ['ice cream', 'helado', 'speiseeis', 'sahneeis', 'ghee', 'paneer', 'panir', 'butterschmalz', 'schmand', 'creme fraiche', 'quark', 'kefir', 'requeson', 'labneh'], allergens: ['milk'] },
  { names: ['gelatin', 'gelatine', 'gelatina', 'gelatinepulver', 'blattgelatine', 'lard', 'suet', 'manteca de cerdo', 'sebo', 'schmalz', 'schweineschmalz', 'rennet', 'cuajo', 'lab', 'bone broth', 'chicken stock', 'beef stock', 'chicken broth', 'beef broth', 'caldo de pollo', 'caldo de carne', 'fond'], allergens: [], meat: true },
  { names: ['honey', 'miel', 'honig', 'beeswax'], allergens: [], animal: true },
];
