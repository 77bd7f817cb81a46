import { ALLERGEN_LEXICON, FINO_ADJECTIVE, type TermGroup } from './allergen-lexicon';
import type { Allergen, Diet } from './allergens';

/**
 * What each diet rules out: the allergens it implies (a vegan eats no milk or eggs) and its own
 * word groups (meat, pork, alcohol, sugars and starches), in en, es and de. Same phrase rules as
 * the allergen lexicon, and like it only the words the food index cannot give: the meats, pork and
 * drinks the food table names are found through the index's flags
 * (docs/decisions/085-the-diet-checker-reads-the-food-table.md).
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
    'lamb', 'mutton', 'mince', 'minced meat', 'pepperoni', 'steak', 'rabbit', 'goat', 'res', 'cordero', 'jamon', 'conejo', 'morcilla', 'hahnchen*', 'huhn', 'huhner*',
    '*fleisch', 'fleisch*', 'rind*', 'schwein*', 'lamm*', '*wurst', 'wurstchen',
    'pute*', 'enten*', 'kalb*', 'huhnerbruhe', 'hahnchenbrust',
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
    'pepperoni', 'gelatin',
    'gelatine', 'jamon', 'gelatina', 'schwein*',
    '*schwein',
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
    'whiskey', 'liqueur',
    'port wine', 'licor', '*wein', 'likor',
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
        terms: ['honey'],
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
