import { ALLERGEN_LEXICON, FINO_ADJECTIVE, type TermGroup } from './allergen-lexicon';
import type { Allergen, Diet } from './allergens';

/**
 * What each diet rules out: the allergens it implies (a vegan eats no milk or eggs) and its own
 * word groups (meat, pork, alcohol, sugars and starches), in en, es and de. Same phrase rules as
 * the allergen lexicon.
 */
export interface DietRules {
  allergens: Allergen[];
  groups: TermGroup[];
}

const MEAT_FREE = [
  'vegan', 'vegan*', 'vegetarian', 'vegetarian*', 'vegetariano', 'vegetarisch*', 'plant based', 'meatless', 'meat free',
  'veggie', 'sin carne', 'fleischlos', 'vegetal', 'vegetales',
];

const MEAT: TermGroup = {
  terms: [
    'meat', 'chicken', 'beef', 'pork', 'lamb', 'mutton', 'bacon', 'ham', 'sausage', 'turkey', 'duck', 'veal',
    'mince', 'minced meat', 'chorizo', 'salami', 'prosciutto', 'pancetta', 'guanciale', 'lardons', 'speck', 'pepperoni', 'gelatin', 'gelatine',
    'lard', 'steak', 'venison', 'rabbit', 'goat', 'chicken stock', 'beef stock', 'bone broth', 'carne', 'pollo',
    'ternera', 'res', 'cerdo', 'cordero', 'tocino', 'beicon', 'jamon', 'salchicha', 'pavo', 'pato', 'panceta',
    'gelatina', 'manteca de cerdo', 'conejo', 'caldo de pollo', 'morcilla', 'hahnchen*', 'huhn', 'huhner*',
    '*fleisch', 'fleisch*', 'rind*', 'schwein*', 'lamm*', 'speck', 'schinken', 'wurst', '*wurst', 'wurstchen',
    'pute*', 'truthahn', 'ente', 'enten*', 'kalb*', 'hackfleisch', 'huhnerbruhe', 'hahnchenbrust',
  ],
  except: [
    'beefsteak tomato', 'chicken of the woods', 'eggplant', 'coconut meat', 'jackfruit', 'oyster mushroom', 'setas de ostra',
    'seta de ostra', 'champinon ostra', 'austernpilz*', 'auster seitling', 'hen of the woods', 'lion s mane', 'beef tomato',
    'fleischtomate*', 'meat tomato', 'nutmeg', 'goat cheese', 'goat s cheese', 'goats cheese', 'goat milk', 'goat s milk', 'goats milk',
    'goat curd', 'goat s curd', 'goat butter', 'goat yogurt', 'goat yoghurt',
    // An animal's egg or milk is not its meat: "huevos de codorniz", "leche de cabra".
    'huevo de *', 'huevos de *', 'leche de *',
    // English "rind" is a peel, German "Rind" beef.
    'lemon rind', 'lime rind', 'orange rind', 'grapefruit rind', 'citrus rind', 'watermelon rind', 'cheese rind', 'parmesan rind',
    'rind removed', 'rinds removed', 'rind of', 'grated rind',
    // Spanish sweets named after what they are not: quince paste, an egg-yolk custard.
    'carne de membrillo', 'tocino de cielo', 'tocinillo* de cielo',
    // A fruit's or a coconut's flesh; a cheese's or a tree's rind ("Rinde" is no "Rind").
    'fruchtfleisch', '*fruchtfleisch', 'kokosfleisch', 'mangofleisch', 'melonenfleisch', 'kurbisfleisch', 'avocadofleisch',
    'rinde', 'kaserinde', 'parmesanrinde',
  ],
  free: MEAT_FREE,
  index: 'meat',
};

const SEAFOOD: Allergen[] = ['fish', 'crustaceans', 'molluscs'];

const PORK: TermGroup = {
  terms: [
    'pork', 'bacon', 'ham', 'lard', 'prosciutto', 'pancetta', 'guanciale', 'lardons', 'speck', 'chorizo', 'salami', 'pepperoni', 'gelatin',
    'gelatine', 'cerdo', 'jamon', 'tocino', 'beicon', 'panceta', 'manteca de cerdo', 'gelatina', 'schwein*',
    '*schwein', 'speck', 'schinken', 'schmalz',
  ],
  except: [
    'turkey bacon', 'turkey ham', 'beef bacon', 'halal', 'jamon de pavo', 'chorizo de pavo', 'puten*', 'truthahn*', 'geflugel*',
    'rinder*', 'ganseschmalz', 'entenschmalz', 'butterschmalz', 'huhnerschmalz', 'beef gelatin*', 'fish gelatin*', 'agar*',
    'kalbsbratwurst*', 'rindsbratwurst*', 'lammbratwurst*', 'tocino de cielo', 'tocinillo* de cielo',
  ],
  free: ['halal', 'halal*', 'vegan', 'vegetarian', 'vegetarisch*'],
  index: 'pork',
};

const ALCOHOL: TermGroup = {
  terms: [
    'wine', 'beer', 'rum', 'brandy', 'sherry', 'vodka', 'whisky', 'whiskey', 'sake', 'mirin', 'cognac', 'liqueur',
    'bourbon', 'marsala', 'port wine', 'vino', 'cerveza', 'ron', 'jerez', 'licor', 'wein', '*wein', 'bier',
    'weinbrand', 'likor', 'schnaps',
  ],
  except: [
    // A wine or spirit that names a vinegar ("rice wine vinegar", "vinagre de Pedro Ximénez", "Sherryessig").
    '* vinegar', 'vinagre de *', '*essig', 'wine vinegar', 'vinagre de vino', 'rum extract', 'sherry vinegar', 'vinagre de jerez',
    'sherryessig', ...FINO_ADJECTIVE, 'ginger ale', 'ginger beer', 'root beer', 'malzbier', 'weinbergschnecke*', 'weinstein*', 'weintraube*', 'weinblatt*', 'weinblatter',
  ],
  free: ['alcohol free', 'non alcoholic', 'sin alcohol', 'alkoholfrei*'],
  index: 'alcohol',
};

const CARBS: TermGroup = {
  terms: [
    'sugar', 'brown sugar', 'rice', 'pasta', 'spaghetti', 'noodle', 'bread', 'potato', 'flour', 'honey', 'syrup',
    'tortilla', 'couscous', 'oats', 'breadcrumbs', 'azucar', 'arroz', 'fideos', 'pan', 'patata', 'papa', 'harina',
    'miel', 'sirope', 'jarabe', 'avena', 'zucker', '*zucker', 'reis', 'nudeln', '*nudeln', 'brot', '*brot',
    'kartoffel*', 'mehl', '*mehl', 'honig', 'sirup', 'haferflocken',
  ],
  except: [
    'cauliflower rice', 'arroz de coliflor', 'blumenkohlreis', 'almond flour', 'coconut flour', 'harina de almendra',
    'mandelmehl', 'kokosmehl', 'sugar snap',
  ],
  free: ['sugar free', 'sin azucar', 'zuckerfrei', 'low carb'],
};

export const DIET_LEXICON: Record<Diet, DietRules> = {
  vegetarian: { allergens: SEAFOOD, groups: [MEAT] },
  vegan: {
    allergens: [...SEAFOOD, 'milk', 'eggs'],
    groups: [
      MEAT,
      {
        terms: ['honey', 'miel', 'honig'],
        // Index names that are not vegan, minus the false friends of milk, eggs and meat ("oat milk", "flax eggs").
        except: [...(ALLERGEN_LEXICON.milk.except ?? []), ...(ALLERGEN_LEXICON.eggs.except ?? []), ...(MEAT.except ?? []), 'miel de cana', 'miel de palma', 'honeycomb toffee', 'cinder toffee'],
        free: ['vegan', 'vegan*', 'plant based', 'vegetal', 'pflanzlich*', 'dairy free', 'egg free', 'eggless', 'sin huevo', 'eifrei*'],
        index: 'animal',
      },
    ],
  },
  pescatarian: { allergens: [], groups: [MEAT] },
  gluten_free: { allergens: ['gluten'], groups: [] },
  dairy_free: { allergens: ['milk'], groups: [] },
  halal: { allergens: [], groups: [PORK, ALCOHOL] },
  low_carb: { allergens: [], groups: [CARBS] },
};
