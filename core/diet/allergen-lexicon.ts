import type { Allergen } from './allergens';

/**
 * The words for each EU allergen in en, es and de that the food index cannot give. A food the food
 * table names (salmon, tofu, butter) is found through the index, which the table joins by its Open
 * Food Facts link (docs/decisions/085-the-diet-checker-reads-the-food-table.md); what stays here is
 * compound patterns, derived foods no table row names, words that stand inside a longer name the
 * index clears ("mustard" in "mustard oil"), false friends and "free" phrases. Phrases match whole words
 * (plurals and accents ignored); `weizen*` starts a compound, `*milch` ends one. `except` lists
 * false friends whose words never count ("coconut milk" is not milk); `free` phrases mark a line
 * as free of the allergen ("nut-free", "sin gluten", "glutenfrei").
 */
export interface TermGroup {
  terms: string[];
  except?: string[];
  free?: string[];
  /** For a diet's own group: which food index flag counts too ("meat": not vegetarian; "animal": not vegan; "pork", "alcohol": not halal). */
  index?: 'meat' | 'animal' | 'pork' | 'alcohol';
}

const NOT_WHEAT_FLOUR = [
  'almond flour', 'rice flour', 'corn flour', 'cornflour', 'coconut flour', 'chickpea flour', 'buckwheat flour',
  'potato flour', 'tapioca flour', 'lupin flour', 'harina de almendra', 'harina de arroz', 'harina de maiz', 'harina de garbanzo',
  'harina de coco', 'harina de trigo sarraceno', 'mandelmehl', 'reismehl', 'maismehl', 'buchweizenmehl',
  'kokosmehl', 'kichererbsenmehl', 'kartoffelmehl', 'lupinenmehl', 'sojamehl', 'johannisbrotkernmehl',
  'rice noodles', 'fideos de arroz', 'reisnudeln', 'glasnudeln', 'corn tortilla', 'tortilla de maiz',
  'buckwheat', 'trigo sarraceno', 'buchweizen', 'rice bread', 'konjac flour', 'konjac', 'harina de konjac', 'konjakmehl',
  'glucomannan', 'gram flour', 'besan', 'masa harina', 'glass noodles', 'cellophane noodles', 'mung bean noodles', 'fideos chinos de soja',
  'mustard flour', 'harina de mostaza', 'senfmehl',
];

/**
 * A nut, seed, legume or grain drink, spread or yoghurt is no milk ("cashew milk", "hazelnut butter",
 * "yogur de soja"): every base with every form, in en and es (German compounds: core/diet/food-index.ts,
 * PLANT_BASES). Not "almond cream" or "crema de avellanas": those pastry creams and spreads often hold milk.
 */
const PLANT_MILK_BASES_EN = ['almond', 'cashew', 'hazelnut', 'macadamia', 'pistachio', 'walnut', 'pecan', 'peanut', 'soy', 'soya', 'oat', 'rice', 'coconut', 'hemp', 'pea', 'sesame', 'sunflower', 'tiger nut'];
const PLANT_MILK_BASES_ES = ['almendra', 'avellana', 'anacardo', 'nuez', 'nueces', 'pistacho', 'macadamia', 'cacahuete', 'mani', 'soja', 'avena', 'arroz', 'coco', 'canamo', 'guisante', 'chufa'];
const PLANT_MILKS = [
  ...PLANT_MILK_BASES_EN.flatMap((b) => ['milk', 'butter', 'yoghurt', 'yogurt', 'drink'].map((f) => `${b} ${f}`)),
  ...['cashew', 'oat', 'soy', 'soya', 'coconut', 'rice'].map((b) => `${b} cream`),
  ...PLANT_MILK_BASES_ES.flatMap((b) => ['leche', 'bebida', 'mantequilla', 'yogur', 'yogures'].map((f) => `${f} de ${b}`)),
];

/** A spirit named after a wine region is no wine ("brandy de Jerez"). */
export const SPIRITS_NAMED_FOR_WINE = ['brandy de jerez', 'jerez brandy'];
/** Spanish "fino" after a noun is "thin, fine" ("fideos finos", "azúcar fino"), not the sherry. */
export const FINO_ADJECTIVE = ['fideos finos', 'fideo fino', 'azucar fino', 'picado fino', 'cortado fino', 'pan fino', 'polvo fino'];

export const ALLERGEN_LEXICON: Record<Allergen, TermGroup> = {
  gluten: {
    terms: [
      'wheat', 'flour', 'lasagne', 'lasagne*', 'lasagna*', 'lasana', 'espaguetis', 'espagueti', 'macarrones', 'tallarines', 'fideua', 'canelones', 'spaghetti', 'penne', 'lasagna',
      'noodle', 'rye', 'spelt', 'beer', 'malt', 'croutons', 'crackers',
      'trigo', 'harina', 'pan rallado', 'fideos', 'cuscus', 'centeno', 'espelta', 'semola',
      'cerveza', 'weizen*', 'mehl', '*mehl', '*brot', 'brot*', 'semmelbrosel',
      'nudeln', '*nudeln', 'roggen*', 'dinkel*', 'griess', 'bier', 'blatterteig',
      'malta', 'malz', 'malz*', '*malz', 'galleta', 'keks', 'keks*', '*keks',
      'crispbread', 'knackebrot', '*sauerteig', 'backmittel', 'zwieback', 'cracker', 'biscuit',
    ],
    except: [
      ...NOT_WHEAT_FLOUR, 'tamari', 'root beer', 'ginger beer', 'konjac noodles', 'shirataki', 'shirataki noodles', 'kelp noodles',
      'brotes', 'brote', 'fruto del pan', 'brotfrucht', 'breadfruit', 'pasta de curry', 'pasta de miso', 'pasta de tomate',
      'pasta de sesamo', 'pasta de avellana', 'pasta de cacahuete', 'pasta de anchoas', 'pasta de ajo', 'pasta de gambas',
      'pasta de judia', 'pasta de aceitunas', 'pasta de almendra', 'pasta de dientes', 'pasta de pimiento', 'pasta de jengibre',
      'custard apple', 'broth', 'broths', 'brotchen gluten free', 'semola de maiz', 'semola de arroz', 'malt vinegar free',
      // Lard is "Schmalz", not "Malz"; a Spanish omelette has no wheat.
      '*schmalz', 'tortilla de patata*', 'tortilla de papa*', 'tortilla espanola', 'tortilla francesa',
    ],
    free: ['gluten free', 'sin gluten', 'glutenfrei*', 'gluten frei', 'libre de gluten'],
  },
  crustaceans: {
    terms: [
      'langoustine', 'scampi', 'shellfish', 'camaron',
      'bogavante', 'cigala', 'marisco', 'garnele*', '*garnele', 'krabbe*',
      '*krabbe', 'languste', 'flusskrebs', 'shrimp paste',
    ],
    except: ['crab apple', 'imitation crab', 'crab sticks', 'palitos de cangrejo', 'surimi', 'krebsfleischimitat'],
    free: ['vegan', 'vegan*', 'vegetarian', 'vegetarian*', 'vegetarisch*', 'vegetariano'],
  },
  eggs: {
    terms: [
      'meringue', 'aioli', 'mahonesa', 'merengue', 'alioli', 'eiweiss', 'dotter', 'eischnee', '*eier',
      'majonase',
    ],
    except: [
      'eggplant', 'egg free', 'vegan mayo', 'vegan mayonnaise', 'flax egg', 'flax eggs', 'huevos de lino', 'huevo de lino',
      'leinsamen ei', 'leinsamen eier', 'leinsamenei*', '*freie',
    ],
    free: ['egg free', 'eggless', 'sin huevo', 'ohne ei', 'eifrei*', 'vegan', 'vegan*'],
  },
  fish: {
    terms: [
      'tilapia', 'sea bass', 'dashi', 'atun', 'boqueron', 'fisch*', '*fisch', 'lachs*', '*lachs', 'sardelle*', 'dorsch', 'worcestersauce', 'hering', 'zander',
    ],
    except: [
      'tintenfisch*', 'fish free', 'shellfish', 'rape seed*', 'rapeseed*',
      // In German butchery "Lachs" is the loin: "Schweinelachs", "Lammlachse", "Lachsschinken", "Lachsbraten".
      'lachsschinken', 'lachsbraten', 'schweinelachs*', 'lammlachs*', 'kalbslachs*', 'rinderlachs*', 'rehlachs*', 'hirschlachs*',
    ],
    free: ['fish free', 'sin pescado', 'fischfrei', 'vegan', 'vegan*', 'vegetarian', 'vegetarian*', 'vegetarisch*', 'vegetariano'],
  },
  peanuts: {
    terms: [
      'peanut', 'groundnut', 'monkey nut', 'satay sauce', 'cacahuete', 'cacahuate',
      'mani', 'erdnuss*', '*erdnuss', 'erdnusse',
    ],
    // "calabaza cacahuete" is butternut squash.
    except: ['kecap manis', 'ketjap manis', 'calabaza cacahuete', 'calabazas cacahuete'],
    free: ['peanut free', 'sin cacahuete', 'sin mani', 'erdnussfrei', 'ohne erdnuss'],
  },
  soy: {
    terms: [
      'soy', 'soybean', 'soy lecithin', 'soja*', '*soja', 'natto',
    ],
    // A tofu or tempeh made of another legume ("chickpea tofu", "Lupinentempeh").
    except: ['chickpea tofu', 'burmese tofu', 'tofu de garbanzo*', 'kichererbsentofu', 'lupin tempeh', 'lupinentempeh', 'tempeh de altramuz'],
    free: ['soy free', 'sin soja', 'sojafrei'],
  },
  milk: {
    terms: [
      'whey', 'casein',
      'brie', 'camembert', 'custard', 'bechamel', 'kefir', 'nata', 'parmesano', 'crema', 'requeson', 'lacteo',
      'milch*', '*milch', 'butter*', '*butter', 'sahne*', '*sahne', 'kase*', '*kase', 'rahm*', '*rahm', 'molke', 'dairy', 'gouda',
    ],
    except: [
      ...PLANT_MILKS, 'cream cracker*', 'head cheese', 'coconut milk', 'almond milk', 'oat milk', 'soy milk', 'soya milk', 'rice milk', 'peanut butter',
      'almond butter', 'cashew butter', 'cocoa butter', 'nut butter', 'apple butter', 'shea butter', 'coconut cream',
      'cream of tartar', 'leche de coco', 'leche de almendra', 'leche de avena', 'leche de soja', 'leche de arroz',
      'crema de cacahuete', 'crema de almendra', 'crema de coco', 'kokosmilch', 'mandelmilch', 'hafermilch',
      'sojamilch', 'reismilch', 'erdnussbutter', 'kakaobutter', 'mandelbutter', 'kokoscreme', 'butternut*', 'butternuss*',
      'butterfl*', 'butter beans', 'butterbohnen', 'cremor tartaro', 'weinstein',
      'seed butter', 'sunflower butter', 'mantequilla de cacahuete', 'mantequilla de mani', 'mantequilla de almendra*',
      'mantequilla de anacardo*', 'mantequilla de cacao', 'manteca de cacao', 'leberkase', 'fleischkase', 'butterfisch*', 'buttermakrele*',
    ],
    free: [
      'dairy free', 'vegan', 'vegan*', 'plant based', 'sin lacteos', 'milchfrei',
      'vegetal', 'pflanzlich*', 'non dairy',
    ],
  },
  tree_nuts: {
    terms: [
      'nut', 'nuts', 'mixed nuts', 'almond', 'hazelnut', 'cashew', 'brazil nut', 'pistachio',
      'macadamia', 'queensland nut', 'marzipan', 'praline', 'frangipane', 'nutella', 'almendra', 'avellana',
      'nuez', 'anacardo', 'pacana', 'pistacho', 'mazapan', 'frutos secos', 'mandel*', '*mandel',
      'haselnuss*', '*haselnuss', 'walnuss*', '*walnuss', 'cashew*', 'pekannuss*', 'pistazie*', 'macadamia*',
      'paranuss*', 'marzipan', 'nuss', 'nusse', '*nuss', 'gianduja', 'makadamia*', 'filbert',
    ],
    except: [
      'coconut', 'nutmeg', 'butternut', 'pine nut', 'pine nuts', 'nuez moscada', 'muskatnuss', 'kokosnuss',
      'kokos*', 'erdnuss*', 'peanut', 'water chestnut', 'tiger nut', 'chufa', 'doughnut', 'donut', 'nut free',
      'erdmandel*', 'tigernuss*', 'zirbennuss*', 'butternuss*',
      // Ginger nuts are wheat biscuits.
      'ginger nut', 'ginger nuts', 'gingernut*',
    ],
    free: ['nut free', 'tree nut free', 'sin frutos secos', 'nussfrei', 'ohne nusse'],
  },
  celery: {
    terms: ['celery salt', 'celery seed', 'sellerie*', '*sellerie'],
    free: ['celery free', 'sin apio'],
  },
  mustard: {
    terms: ['mustard', 'dijon', 'senf*', '*senf', '*senfsaat', '*senfkorn*', '*senfpulver'],
    free: ['mustard free', 'sin mostaza'],
  },
  sesame: {
    terms: ['sesame', 'gomasio', 'halva', 'sesamo', 'ajonjoli', 'sesam*', '*sesam', 'tahin*'],
    free: ['sesame free', 'sin sesamo', 'sesamfrei'],
  },
  sulphites: {
    terms: [
      'wine', 'sulfite', 'sulphite', 'sulphur dioxide', 'sulfur dioxide', 'dried apricot', 'wine vinegar',
      'vino', 'vinagre de vino', 'sulfito', 'orejones', 'wein*', '*wein', 'sulfit*', 'getrocknete aprikose',
    ],
    except: ['weintraube*', 'weinstein*', 'weinblatt*', 'weinblatter', 'weinberg*', 'weinbrand*', ...SPIRITS_NAMED_FOR_WINE, ...FINO_ADJECTIVE],
    free: ['sulphite free', 'sulfite free', 'sin sulfitos', 'sulfitfrei'],
  },
  lupin: {
    terms: ['lupin', 'lupine', 'lupini', 'lupin flour', 'altramuz', 'altramuces', 'lupino', 'lupine*', '*lupine'],
  },
  molluscs: {
    terms: [
      'snail', 'escargot',
      'mejillon', 'caracol', 'chipiron',
      'muschel*', '*muschel', 'auster*', 'tintenfisch*', 'kalmar*', 'schnecke*', 'sepia*',
    ],
    except: ['oyster mushroom', 'setas de ostra', 'austernpilz*', 'clam free'],
    free: ['vegan', 'vegan*'],
  },
};
