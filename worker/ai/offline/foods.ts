import { A_PINCH_ML, foodMeasure, gramsOf } from '#core/food/food-measures';
import { ingredientKey, wordKey } from '#core/food/ingredient-key';
import type { Language } from '../provider';

/**
 * What the offline chef knows about a food (docs/decisions/011-offline-chef.md): its role in the pan
 * (which decides how it is cut, when it goes in and how long it cooks, see cooking.ts), how it is
 * measured, a usual amount per serving, and its names in en, es and de with number and gender, so
 * steps can say "las patatas" or "2 Eier". Typed data; matched by name in foods-match.ts.
 */
export type Role =
  | 'meat' | 'mince' | 'cured' | 'fish' | 'seafood' | 'egg' | 'legume' | 'dried-legume' | 'tofu'
  | 'pasta' | 'rice' | 'potato' | 'noodles' | 'bread' | 'flour'
  | 'onion' | 'garlic' | 'firm-veg' | 'soft-veg' | 'leafy' | 'tomato' | 'canned-tomato' | 'raw-veg' | 'fruit' | 'citrus'
  | 'herb' | 'woody-herb' | 'spice' | 'saffron'
  | 'stock' | 'coconut-milk' | 'cream' | 'milk' | 'wine' | 'sauce' | 'paste' | 'vinegar'
  | 'cheese' | 'crumbly-cheese' | 'nut' | 'butter' | 'oil' | 'sweet' | 'raising';

/** How an amount is written: weight, volume, pieces, cloves, spoons, sprigs, leaves, pinches. */
export type Measure = 'g' | 'ml' | 'piece' | 'clove' | 'tbsp' | 'tsp' | 'sprig' | 'leaf' | 'pinch';

/** A name: singular, plural, and the grammatical gender (es: m/f; de: m/f/n). */
export interface Name {
  one: string;
  many: string;
  gender: 'm' | 'f' | 'n';
}

export interface Food {
  id: string;
  role: Role;
  measure: Measure;
  perServing: number;
  names: Record<Language, Name>;
  /** Other words (any language, lower case) that name it. */
  also: readonly string[];
  /** Grams in one piece, clove, spoon or pinch, from core/food/food-measures.ts (1 for g and ml). */
  grams: number;
  /** kcal, protein, carbs, fat, fiber, sugar (g), sodium (mg) per 100 g. */
  per100g?: readonly [number, number, number, number, number, number, number];
}

const n = (one: string, many: string, gender: Name['gender']): Name => ({ one, many, gender });
const same = (word: string, gender: Name['gender']): Name => ({ one: word, many: word, gender });

/**
 * Grams in one of a food's measures (a piece, clove, sprig, leaf, spoon or pinch), read from the
 * one food table (data/foods/foods.tsv through core/food/food-measures.ts; docs/decisions/082-one-food-table.md): the chef writes no
 * weight of its own. A food the table cannot weigh by its measure stops the module from loading, so
 * a food added here without its row there fails every test that cooks.
 */
function gramsOfOne(id: string, measure: Measure, names: readonly string[]): number {
  if (measure === 'g' || measure === 'ml') return 1;
  for (const name of names) {
    const known = foodMeasure(ingredientKey(name));
    if (!known) continue;
    const grams =
      measure === 'pinch' ? (known.gPerMl ?? 0) * A_PINCH_ML
      : measure === 'tbsp' || measure === 'tsp' ? gramsOf(known, { quantity: 1, unit: measure, pack: null })
      : measure === 'piece' || measure === 'leaf' ? known.gPerPiece
      : gramsOf(known, { quantity: 1, unit: null, pack: wordKey(measure) }, true);
    if (grams) return grams;
  }
  throw new Error(`core/food/food-measures.ts cannot weigh the offline chef's ${id} by the ${measure}`);
}

type Nutr = Food['per100g'];
function food(id: string, role: Role, measure: Measure, perServing: number, en: Name, es: Name, de: Name, also: string[] = [], per100g?: Nutr): Food {
  const grams = gramsOfOne(id, measure, [en.one, en.many, es.one, de.one, ...also]);
  return { id, role, measure, perServing, names: { en, es, de }, also, grams, ...(per100g ? { per100g } : {}) };
}

export const FOODS: readonly Food[] = [
  // Meat, fish, eggs, pulses
  food('chicken', 'meat', 'g', 150, same('chicken', 'm'), same('pollo', 'm'), same('Hähnchen', 'n'), ['chicken breast', 'chicken thighs', 'pechuga de pollo', 'hähnchenbrust', 'hähnchenbrustfilet', 'huhn', 'hühnchen', 'muslos de pollo'], [165, 31, 0, 3.6, 0, 0, 74]),
  food('beef', 'meat', 'g', 180, same('beef', 'm'), same('ternera', 'f'), same('Rindfleisch', 'n'), ['stewing beef', 'beef chuck', 'carne de ternera', 'rindergulasch', 'rind', 'rinder', 'steak'], [250, 26, 0, 15, 0, 0, 72]),
  food('minced-beef', 'mince', 'g', 125, same('minced beef', 'm'), same('carne picada', 'f'), same('Rinderhackfleisch', 'n'), ['ground beef', 'mince', 'hackfleisch', 'picada'], [250, 26, 0, 17, 0, 0, 75]),
  food('pork', 'meat', 'g', 150, same('pork', 'm'), same('cerdo', 'm'), same('Schweinefleisch', 'n'), ['pork chops', 'pork loin', 'pork shoulder', 'schweinefilet', 'schweinelende', 'schweine', 'schweinenacken', 'lomo de cerdo', 'chuletas de cerdo'], [242, 27, 0, 14, 0, 0, 62]),
  food('rabbit', 'meat', 'g', 120, same('rabbit', 'm'), same('conejo', 'm'), same('Kaninchen', 'n'), [], [173, 33, 0, 3.5, 0, 0, 41]),
  food('bacon', 'cured', 'g', 40, same('bacon', 'm'), same('panceta', 'f'), same('Speck', 'm'), ['pancetta', 'beicon', 'bacon lardons', 'speckwürfel'], [417, 13, 0, 40, 0, 0, 1717]),
  food('guanciale', 'cured', 'g', 50, same('guanciale', 'm'), same('guanciale', 'm'), same('Guanciale', 'm'), [], [655, 7, 0, 69, 0, 0, 1000]),
  food('chorizo', 'cured', 'g', 50, same('chorizo', 'm'), same('chorizo', 'm'), same('Chorizo', 'f'), [], [455, 24, 2, 38, 0, 1, 1235]),
  food('ham', 'cured', 'g', 30, same('cured ham', 'm'), same('jamón serrano', 'm'), same('Serranoschinken', 'm'), ['jamón', 'serrano ham', 'schinken'], [241, 31, 0, 13, 0, 0, 2100]),
  food('salmon', 'fish', 'g', 150, n('salmon fillet', 'salmon fillets', 'm'), same('salmón', 'm'), same('Lachs', 'm'), ['salmon', 'lachsfilet', 'lomo de salmón'], [208, 20, 0, 13, 0, 0, 59]),
  food('white-fish', 'fish', 'g', 150, n('white fish fillet', 'white fish fillets', 'm'), same('merluza', 'f'), same('Kabeljaufilet', 'n'), ['cod', 'hake', 'fish', 'bacalao', 'pescado', 'kabeljau', 'seelachs', 'fisch'], [82, 18, 0, 0.7, 0, 0, 54]),
  food('tuna', 'fish', 'g', 60, same('tinned tuna', 'm'), same('atún en conserva', 'm'), same('Thunfisch aus der Dose', 'm'), ['tuna', 'atún', 'thunfisch'], [116, 26, 0, 1, 0, 0, 247]),
  food('prawns', 'seafood', 'g', 100, same('prawns', 'm'), same('gambas', 'f'), same('Garnelen', 'f'), ['shrimp', 'gamba', 'langostinos', 'garnele'], [99, 24, 0.2, 0.3, 0, 0, 111]),
  food('mussels', 'seafood', 'g', 120, same('mussels', 'm'), same('mejillones', 'm'), same('Miesmuscheln', 'f'), ['muscheln'], [86, 12, 3.7, 2.2, 0, 0, 286]),
  food('squid', 'seafood', 'g', 60, same('squid rings', 'm'), same('anillas de calamar', 'f'), same('Tintenfischringe', 'm'), ['calamari', 'calamar', 'tintenfisch'], [92, 16, 3, 1.4, 0, 0, 44]),
  food('egg', 'egg', 'piece', 1.5, n('egg', 'eggs', 'n'), n('huevo', 'huevos', 'm'), n('Ei', 'Eier', 'n'), [], [155, 13, 1.1, 11, 0, 1.1, 124]),
  food('chickpeas', 'legume', 'g', 120, same('cooked chickpeas', 'm'), same('garbanzos cocidos', 'm'), same('gekochte Kichererbsen', 'f'), ['chickpeas', 'garbanzos', 'kichererbsen'], [164, 8.9, 27, 2.6, 7.6, 4.8, 7]),
  food('lentils', 'dried-legume', 'g', 75, same('brown lentils', 'f'), same('lentejas pardinas', 'f'), same('Tellerlinsen', 'f'), ['lentils', 'lentejas', 'linsen', 'berglinsen'], [352, 25, 60, 1, 11, 2, 6]),
  food('red-lentils', 'dried-legume', 'g', 70, same('red lentils', 'f'), same('lentejas rojas', 'f'), same('rote Linsen', 'f'), [], [358, 24, 63, 2, 11, 2, 7]),
  food('kidney-beans', 'legume', 'g', 120, same('cooked kidney beans', 'f'), same('alubias rojas cocidas', 'f'), same('gekochte Kidneybohnen', 'f'), ['kidney beans', 'black beans', 'beans', 'alubias rojas', 'alubias', 'frijoles', 'judías rojas', 'kidneybohnen', 'schwarze bohnen'], [127, 8.7, 23, 0.5, 6.4, 0.3, 2]),
  food('tofu', 'tofu', 'g', 150, same('firm tofu', 'm'), same('tofu firme', 'm'), same('fester Tofu', 'm'), ['tofu'], [76, 8, 1.9, 4.8, 0.3, 0.6, 7]),
  // Starches
  food('rice', 'rice', 'g', 75, same('long-grain rice', 'm'), same('arroz', 'm'), same('Reis', 'm'), ['rice', 'basmati', 'langkornreis', 'arroz largo'], [365, 7.1, 80, 0.7, 1.3, 0.1, 5]),
  food('risotto-rice', 'rice', 'g', 80, same('risotto rice', 'm'), same('arroz arborio', 'm'), same('Risottoreis', 'm'), ['arborio', 'carnaroli', 'arroz para risotto'], [360, 7, 79, 0.6, 1, 0, 1]),
  food('paella-rice', 'rice', 'g', 90, same('paella rice (bomba)', 'm'), same('arroz bomba', 'm'), same('Paellareis', 'm'), ['bomba rice', 'arroz de grano redondo'], [360, 7, 79, 0.6, 1, 0, 1]),
  food('pasta', 'pasta', 'g', 100, same('pasta', 'f'), same('pasta', 'f'), same('Nudeln', 'f'), ['penne', 'fusilli', 'nudeln'], [371, 13, 75, 1.5, 3.2, 2.7, 6]),
  food('spaghetti', 'pasta', 'g', 100, same('spaghetti', 'm'), same('espaguetis', 'm'), same('Spaghetti', 'f'), [], [371, 13, 75, 1.5, 3.2, 2.7, 6]),
  food('macaroni', 'pasta', 'g', 100, same('macaroni', 'm'), same('macarrones', 'm'), same('Makkaroni', 'f'), [], [371, 13, 75, 1.5, 3.2, 2.7, 6]),
  food('lasagne-sheets', 'pasta', 'g', 60, same('lasagne sheets', 'f'), same('placas de lasaña', 'f'), same('Lasagneplatten', 'f'), ['lasagna sheets', 'láminas de lasaña', 'lasaña'], [371, 13, 75, 1.5, 3.2, 2.7, 6]),
  food('tortillas', 'bread', 'piece', 2, n('soft tortilla', 'soft tortillas', 'f'), n('tortilla de maíz', 'tortillas de maíz', 'f'), n('Tortilla', 'Tortillas', 'f'), ['tortillas', 'wraps', 'taco shells'], [218, 5.7, 45, 2.9, 6.3, 0.9, 45]),
  food('pizza-dough', 'bread', 'g', 125, same('pizza dough', 'f'), same('masa de pizza', 'f'), same('Pizzateig', 'm'), [], [250, 8, 48, 3, 2, 2, 500]),
  food('rice-noodles', 'noodles', 'g', 75, same('flat rice noodles', 'm'), same('fideos de arroz', 'm'), same('Reisbandnudeln', 'f'), ['rice noodles', 'reisnudeln'], [364, 6, 80, 0.6, 1.6, 0, 180]),
  food('egg-noodles', 'noodles', 'g', 40, same('thin egg noodles', 'm'), same('fideos finos', 'm'), same('Suppennudeln', 'f'), ['egg noodles', 'noodles', 'noodle', 'fideos', 'fideo', 'suppennudeln'], [384, 14, 71, 4.4, 3.3, 2, 21]),
  food('ramen-noodles', 'noodles', 'g', 90, same('ramen noodles', 'm'), same('fideos ramen', 'm'), same('Ramennudeln', 'f'), ['ramen'], [371, 10, 75, 2, 3, 2, 1000]),
  food('couscous', 'rice', 'g', 70, same('couscous', 'm'), same('cuscús', 'm'), same('Couscous', 'm'), ['cuscus'], [376, 13, 77, 0.6, 5, 0, 10]),
  food('potato', 'potato', 'g', 225, n('potato', 'potatoes', 'm'), n('patata', 'patatas', 'f'), n('Kartoffel', 'Kartoffeln', 'f'), ['papas', 'papa', 'festkochende kartoffeln'], [77, 2, 17, 0.1, 2.2, 0.8, 6]),
  food('bread', 'bread', 'g', 50, same('bread', 'm'), same('pan', 'm'), same('Brot', 'n'), ['pan de barra', 'baguette', 'brötchen'], [265, 9, 49, 3.2, 2.7, 5, 491]),
  food('oats', 'flour', 'g', 50, same('rolled oats', 'm'), same('copos de avena', 'm'), same('Haferflocken', 'f'), ['oats', 'porridge oats', 'avena', 'haferflocken'], [379, 13, 68, 6.5, 10, 1, 6]),
  food('burger-buns', 'bread', 'piece', 1, n('burger bun', 'burger buns', 'm'), n('pan de hamburguesa', 'panes de hamburguesa', 'm'), n('Burgerbrötchen', 'Burgerbrötchen', 'n'), ['buns', 'bun', 'burgerbrötchen'], [279, 9, 50, 4, 2, 6, 480]),
  food('flour', 'flour', 'g', 60, same('plain flour', 'f'), same('harina', 'f'), same('Weizenmehl', 'n'), ['flour', 'harina de trigo', 'mehl'], [364, 10, 76, 1, 2.7, 0.3, 2]),
  // Vegetables and fruit
  food('onion', 'onion', 'piece', 0.5, n('onion', 'onions', 'f'), n('cebolla', 'cebollas', 'f'), n('Zwiebel', 'Zwiebeln', 'f'), ['shallot', 'chalota', 'schalotte'], [40, 1.1, 9.3, 0.1, 1.7, 4.2, 4]),
  food('spring-onion', 'soft-veg', 'piece', 1, n('spring onion', 'spring onions', 'f'), n('cebolleta', 'cebolletas', 'f'), n('Frühlingszwiebel', 'Frühlingszwiebeln', 'f'), ['scallion', 'scallions', 'green onions'], [32, 1.8, 7, 0.2, 2.6, 2.3, 16]),
  food('garlic', 'garlic', 'clove', 1, n('garlic clove', 'garlic cloves', 'm'), same('ajo', 'm'), same('Knoblauch', 'm'), ['ajos', 'knoblauchzehe'], [149, 6.4, 33, 0.5, 2.1, 1, 17]),
  food('carrot', 'firm-veg', 'piece', 0.5, n('carrot', 'carrots', 'f'), n('zanahoria', 'zanahorias', 'f'), n('Karotte', 'Karotten', 'f'), ['möhre', 'möhren'], [41, 0.9, 10, 0.2, 2.8, 4.7, 69]),
  food('celery', 'firm-veg', 'piece', 0.5, n('celery stick', 'celery sticks', 'm'), n('rama de apio', 'ramas de apio', 'f'), n('Stange Staudensellerie', 'Stangen Staudensellerie', 'f'), ['celery', 'apio', 'sellerie', 'staudensellerie'], [16, 0.7, 3, 0.2, 1.6, 1.3, 80]),
  food('bell-pepper', 'soft-veg', 'piece', 0.5, n('red pepper', 'red peppers', 'm'), n('pimiento rojo', 'pimientos rojos', 'm'), n('rote Paprikaschote', 'rote Paprikaschoten', 'f'), ['bell pepper', 'pepper', 'pimiento', 'paprika', 'paprikaschote', 'pimiento verde'], [31, 1, 6, 0.3, 2.1, 4.2, 4]),
  food('courgette', 'soft-veg', 'piece', 0.5, n('courgette', 'courgettes', 'm'), n('calabacín', 'calabacines', 'm'), same('Zucchini', 'f'), ['zucchini'], [17, 1.2, 3.1, 0.3, 1, 2.5, 8]),
  food('aubergine', 'firm-veg', 'piece', 0.5, n('aubergine', 'aubergines', 'f'), n('berenjena', 'berenjenas', 'f'), n('Aubergine', 'Auberginen', 'f'), ['eggplant'], [25, 1, 6, 0.2, 3, 3.5, 2]),
  food('tomato', 'tomato', 'piece', 1, n('tomato', 'tomatoes', 'm'), n('tomate', 'tomates', 'm'), n('Tomate', 'Tomaten', 'f'), ['ripe tomatoes', 'tomates maduros'], [18, 0.9, 3.9, 0.2, 1.2, 2.6, 5]),
  food('canned-tomatoes', 'canned-tomato', 'g', 100, same('canned chopped tomatoes', 'm'), same('tomate triturado', 'm'), same('stückige Tomaten aus der Dose', 'f'), ['canned tomatoes', 'tinned tomatoes', 'chopped tomatoes', 'tomate triturado', 'dosentomaten', 'passata'], [32, 1.6, 7, 0.3, 1.9, 4, 10]),
  food('pumpkin', 'firm-veg', 'g', 200, same('pumpkin', 'f'), same('calabaza', 'f'), same('Kürbis', 'm'), ['squash', 'butternut', 'butternut squash', 'kürbis', 'hokkaido'], [26, 1, 6.5, 0.1, 0.5, 2.8, 1]),
  food('lettuce', 'raw-veg', 'g', 60, same('lettuce', 'f'), same('lechuga', 'f'), same('Kopfsalat', 'm'), ['lechuga romana', 'romaine', 'kopfsalat', 'blattsalat'], [15, 1.4, 2.9, 0.2, 1.3, 0.8, 28]),
  food('sweetcorn', 'soft-veg', 'g', 50, same('sweetcorn', 'm'), same('maíz dulce', 'm'), same('Mais', 'm'), ['corn', 'maíz', 'mais'], [86, 3.3, 19, 1.4, 2, 6, 15]),
  food('broccoli', 'firm-veg', 'g', 120, same('broccoli', 'm'), same('brócoli', 'm'), same('Brokkoli', 'm'), [], [34, 2.8, 7, 0.4, 2.6, 1.7, 33]),
  food('mushrooms', 'soft-veg', 'g', 100, same('mushrooms', 'm'), same('champiñones', 'm'), same('Champignons', 'm'), ['mushroom', 'setas', 'pilze', 'champiñón', 'seta'], [22, 3.1, 3.3, 0.3, 1, 2, 5]),
  food('spinach', 'leafy', 'g', 75, same('spinach', 'f'), same('espinacas', 'f'), same('Spinat', 'm'), ['baby spinach', 'espinaca', 'blattspinat'], [23, 2.9, 3.6, 0.4, 2.2, 0.4, 79]),
  food('peas', 'soft-veg', 'g', 70, same('peas', 'm'), same('guisantes', 'm'), same('Erbsen', 'f'), ['frozen peas'], [81, 5.4, 14, 0.4, 5.7, 5.7, 5]),
  food('green-beans', 'firm-veg', 'g', 60, same('flat green beans', 'f'), same('judías verdes planas', 'f'), same('breite grüne Bohnen', 'f'), ['green beans', 'judías verdes', 'bajoqueta', 'grüne bohnen'], [31, 1.8, 7, 0.2, 2.7, 3.3, 6]),
  food('butter-beans', 'legume', 'g', 50, same('cooked butter beans (garrofó)', 'f'), same('garrofón cocido', 'm'), same('gekochte Limabohnen', 'f'), ['garrofó', 'garrofón', 'lima beans', 'limabohnen'], [115, 7.8, 21, 0.4, 7, 2.9, 2]),
  food('cucumber', 'raw-veg', 'piece', 0.25, n('cucumber', 'cucumbers', 'm'), n('pepino', 'pepinos', 'm'), n('Salatgurke', 'Salatgurken', 'f'), ['pepino', 'gurke'], [15, 0.7, 3.6, 0.1, 0.5, 1.7, 2]),
  food('cabbage', 'firm-veg', 'g', 150, same('white cabbage', 'f'), same('col', 'f'), same('Weißkohl', 'm'), ['cabbage', 'repollo', 'kohl', 'weißkraut'], [25, 1.3, 5.8, 0.1, 2.5, 3.2, 18]),
  food('apple', 'fruit', 'piece', 0.5, n('apple', 'apples', 'f'), n('manzana', 'manzanas', 'f'), n('Apfel', 'Äpfel', 'm'), [], [52, 0.3, 14, 0.2, 2.4, 10, 1]),
  food('banana', 'fruit', 'piece', 0.5, n('banana', 'bananas', 'f'), n('plátano', 'plátanos', 'm'), n('Banane', 'Bananen', 'f'), [], [89, 1.1, 23, 0.3, 2.6, 12, 1]),
  food('lemon', 'citrus', 'piece', 0.25, n('lemon', 'lemons', 'm'), n('limón', 'limones', 'm'), n('Zitrone', 'Zitronen', 'f'), [], [29, 1.1, 9.3, 0.3, 2.8, 2.5, 2]),
  food('lime', 'citrus', 'piece', 0.25, n('lime', 'limes', 'f'), n('lima', 'limas', 'f'), n('Limette', 'Limetten', 'f'), [], [30, 0.7, 11, 0.2, 2.8, 1.7, 2]),
  food('olives', 'raw-veg', 'g', 25, same('Kalamata olives', 'f'), same('aceitunas negras', 'f'), same('Kalamata-Oliven', 'f'), ['olives', 'aceitunas', 'oliven'], [115, 0.8, 6, 11, 3, 0, 735]),
  food('bean-sprouts', 'leafy', 'g', 50, same('bean sprouts', 'm'), same('brotes de judía mungo', 'm'), same('Sojasprossen', 'f'), ['mungobohnensprossen', 'brotes de soja'], [30, 3, 6, 0.2, 1.8, 4, 6]),
  food('dried-apricots', 'fruit', 'g', 30, same('dried apricots', 'm'), same('orejones', 'm'), same('getrocknete Aprikosen', 'f'), ['apricots', 'albaricoques secos', 'albaricoques', 'aprikosen'], [241, 3.4, 63, 0.5, 7.3, 53, 10]),
  food('peanuts', 'nut', 'g', 15, same('roasted peanuts', 'm'), same('cacahuetes tostados', 'm'), same('geröstete Erdnüsse', 'f'), ['peanuts', 'cacahuetes', 'erdnüsse', 'maní'], [585, 24, 21, 50, 8, 4, 6]),
  // Herbs and spices
  food('parsley', 'herb', 'sprig', 1.5, n('sprig of parsley', 'sprigs of parsley', 'm'), n('ramita de perejil', 'ramitas de perejil', 'f'), n('Zweig Petersilie', 'Zweige Petersilie', 'm'), ['parsley', 'perejil', 'petersilie']),
  food('basil', 'herb', 'leaf', 4, n('basil leaf', 'basil leaves', 'f'), n('hoja de albahaca', 'hojas de albahaca', 'f'), n('Blatt Basilikum', 'Blätter Basilikum', 'n'), ['basil', 'albahaca', 'basilikum']),
  food('dill', 'herb', 'sprig', 1, n('sprig of dill', 'sprigs of dill', 'm'), n('ramita de eneldo', 'ramitas de eneldo', 'f'), n('Zweig Dill', 'Zweige Dill', 'm'), ['dill', 'eneldo']),
  food('coriander', 'herb', 'sprig', 1.5, n('sprig of coriander', 'sprigs of coriander', 'm'), n('ramita de cilantro', 'ramitas de cilantro', 'f'), n('Zweig Koriander', 'Zweige Koriander', 'm'), ['coriander', 'cilantro', 'koriander']),
  food('chives', 'herb', 'g', 3, same('chives', 'm'), same('cebollino', 'm'), same('Schnittlauch', 'm'), []),
  food('rosemary', 'woody-herb', 'sprig', 0.5, n('sprig of rosemary', 'sprigs of rosemary', 'm'), n('ramita de romero', 'ramitas de romero', 'f'), n('Zweig Rosmarin', 'Zweige Rosmarin', 'm'), ['rosemary', 'romero', 'rosmarin']),
  food('thyme', 'woody-herb', 'sprig', 1, n('sprig of thyme', 'sprigs of thyme', 'm'), n('ramita de tomillo', 'ramitas de tomillo', 'f'), n('Zweig Thymian', 'Zweige Thymian', 'm'), ['thyme', 'tomillo', 'thymian']),
  food('bay', 'woody-herb', 'leaf', 0.5, n('bay leaf', 'bay leaves', 'f'), n('hoja de laurel', 'hojas de laurel', 'f'), n('Lorbeerblatt', 'Lorbeerblätter', 'n'), ['laurel', 'lorbeer', 'bay leaves']),
  food('cumin', 'spice', 'tsp', 0.25, same('ground cumin', 'm'), same('comino molido', 'm'), same('gemahlener Kreuzkümmel', 'm'), ['cumin', 'comino', 'kreuzkümmel']),
  food('paprika', 'spice', 'tsp', 0.25, same('sweet paprika', 'm'), same('pimentón dulce', 'm'), same('edelsüßes Paprikapulver', 'n'), ['paprika', 'pimentón', 'paprikapulver', 'pimenton']),
  food('curry-powder', 'spice', 'tsp', 0.5, same('curry powder', 'm'), same('curry en polvo', 'm'), same('Currypulver', 'n'), ['curry', 'curri']),
  food('garam-masala', 'spice', 'tsp', 0.25, same('garam masala', 'm'), same('garam masala', 'm'), same('Garam Masala', 'n'), []),
  food('caraway', 'spice', 'tsp', 0.25, same('caraway seeds', 'm'), same('alcaravea', 'f'), same('Kümmel', 'm'), ['kümmel', 'caraway']),
  food('chilli', 'spice', 'pinch', 0.5, same('chilli flakes', 'f'), same('guindilla en copos', 'f'), same('Chiliflocken', 'f'), ['chili', 'chilli', 'guindilla', 'chiliflocken']),
  food('oregano', 'spice', 'tsp', 0.25, same('dried oregano', 'm'), same('orégano seco', 'm'), same('getrockneter Oregano', 'm'), ['oregano', 'orégano']),
  food('chili-powder', 'spice', 'tsp', 0.5, same('chilli powder', 'm'), same('chile en polvo', 'm'), same('Chilipulver', 'n'), ['chili powder', 'chilipulver', 'chile molido']),
  food('cinnamon', 'spice', 'tsp', 0.25, same('ground cinnamon', 'f'), same('canela molida', 'f'), same('gemahlener Zimt', 'm'), ['cinnamon', 'canela', 'zimt']),
  food('ras-el-hanout', 'spice', 'tsp', 0.5, same('ras el hanout', 'm'), same('ras el hanout', 'm'), same('Ras el-Hanout', 'n'), []),
  food('saffron', 'saffron', 'pinch', 0.25, same('saffron threads', 'f'), same('hebras de azafrán', 'f'), same('Safranfäden', 'm'), ['saffron', 'azafrán', 'safran']),
  food('ginger', 'garlic', 'g', 5, same('fresh ginger', 'm'), same('jengibre fresco', 'm'), same('frischer Ingwer', 'm'), ['ginger', 'jengibre', 'ingwer']),
  // Liquids and sauces
  food('stock', 'stock', 'ml', 150, same('vegetable stock', 'm'), same('caldo de verduras', 'm'), same('Gemüsebrühe', 'f'), ['stock', 'broth', 'caldo', 'brühe'], [5, 0.5, 0.4, 0.2, 0, 0.2, 340]),
  food('chicken-stock', 'stock', 'ml', 250, same('chicken stock', 'm'), same('caldo de pollo', 'm'), same('Hühnerbrühe', 'f'), ['chicken broth', 'hühnerfond', 'geflügelbrühe'], [6, 0.8, 0.4, 0.2, 0, 0.2, 340]),
  food('fish-stock', 'stock', 'ml', 250, same('fish stock', 'm'), same('caldo de pescado', 'm'), same('Fischfond', 'm'), ['fumet', 'fischbrühe'], [8, 1, 0.5, 0.2, 0, 0, 350]),
  food('beef-stock', 'stock', 'ml', 300, same('beef stock', 'm'), same('caldo de carne', 'm'), same('Rinderbrühe', 'f'), ['caldo de ternera', 'rinderfond'], [7, 1, 0.3, 0.2, 0, 0, 360]),
  food('fish-sauce', 'sauce', 'tsp', 1, same('fish sauce', 'f'), same('salsa de pescado', 'f'), same('Fischsauce', 'f'), ['nam pla'], [35, 5, 4, 0, 0, 4, 7850]),
  food('tamarind', 'paste', 'tbsp', 0.5, same('tamarind paste', 'f'), same('pasta de tamarindo', 'f'), same('Tamarindenpaste', 'f'), ['tamarind', 'tamarindo', 'tamarinde'], [239, 2.8, 62, 0.6, 5, 57, 28]),
  food('miso', 'paste', 'tbsp', 1, same('white miso paste', 'm'), same('pasta de miso blanco', 'f'), same('helle Misopaste', 'f'), ['miso', 'misopaste'], [199, 12, 26, 6, 5, 6, 3728]),
  food('coconut-milk', 'coconut-milk', 'ml', 100, same('coconut milk', 'f'), same('leche de coco', 'f'), same('Kokosmilch', 'f'), [], [197, 2, 3, 21, 0, 3, 13]),
  food('cream', 'cream', 'ml', 50, same('double cream', 'f'), same('nata para cocinar', 'f'), same('Sahne', 'f'), ['cream', 'nata', 'crema', 'schlagsahne'], [340, 2.1, 2.8, 36, 0, 2.9, 38]),
  food('milk', 'milk', 'ml', 125, same('milk', 'f'), same('leche', 'f'), same('Milch', 'f'), [], [61, 3.2, 4.8, 3.3, 0, 5, 43]),
  food('white-wine', 'wine', 'ml', 40, same('dry white wine', 'm'), same('vino blanco', 'm'), same('trockener Weißwein', 'm'), ['white wine', 'weißwein', 'vino blanco'], [82, 0.1, 2.6, 0, 0, 1, 5]),
  food('red-wine', 'wine', 'ml', 40, same('red wine', 'm'), same('vino tinto', 'm'), same('Rotwein', 'm'), [], [85, 0.1, 2.6, 0, 0, 0.6, 4]),
  food('soy-sauce', 'sauce', 'tbsp', 0.75, same('soy sauce', 'f'), same('salsa de soja', 'f'), same('Sojasauce', 'f'), ['sojasoße', 'shoyu'], [53, 8, 5, 0.6, 0.8, 0.4, 5493]),
  food('mustard', 'sauce', 'tsp', 0.5, same('Dijon mustard', 'f'), same('mostaza', 'f'), same('mittelscharfer Senf', 'm'), ['mustard', 'senf', 'mostaza de dijon'], [66, 4, 5, 4, 3, 1, 1135]),
  food('honey', 'sweet', 'tsp', 0.5, same('honey', 'f'), same('miel', 'f'), same('Honig', 'm'), [], [304, 0.3, 82, 0, 0.2, 82, 4]),
  food('tomato-paste', 'paste', 'tbsp', 0.25, same('tomato purée', 'm'), same('concentrado de tomate', 'm'), same('Tomatenmark', 'n'), ['tomato paste', 'tomatenmark'], [82, 4.3, 19, 0.5, 4, 12, 59]),
  food('curry-paste', 'paste', 'tbsp', 0.5, same('curry paste', 'f'), same('pasta de curry', 'f'), same('Currypaste', 'f'), [], [120, 2, 10, 8, 3, 3, 2000]),
  food('vinegar', 'vinegar', 'tbsp', 0.5, same('white wine vinegar', 'm'), same('vinagre de vino', 'm'), same('Weißweinessig', 'm'), ['vinegar', 'vinagre', 'essig', 'sherry vinegar', 'vinagre de jerez'], [18, 0, 0, 0, 0, 0, 5]),
  // Dairy, fats, baking
  food('parmesan', 'cheese', 'g', 20, same('Parmesan', 'm'), same('parmesano', 'm'), same('Parmesan', 'm'), ['parmigiano', 'grana padano'], [431, 38, 4, 29, 0, 1, 1529]),
  food('pecorino', 'cheese', 'g', 20, same('pecorino romano', 'm'), same('pecorino romano', 'm'), same('Pecorino Romano', 'm'), ['pecorino'], [387, 32, 3.6, 27, 0, 0, 1200]),
  food('cheddar', 'cheese', 'g', 30, same('cheddar', 'm'), same('queso cheddar', 'm'), same('Cheddar', 'm'), [], [403, 25, 1.3, 33, 0, 0.5, 621]),
  food('grated-cheese', 'cheese', 'g', 25, same('grated cheese', 'm'), same('queso rallado', 'm'), same('geriebener Käse', 'm'), ['cheese', 'queso', 'käse', 'emmentaler', 'gouda'], [380, 27, 1, 30, 0, 0.5, 600]),
  food('gruyere', 'cheese', 'g', 40, same('Gruyère', 'm'), same('queso gruyer', 'm'), same('Gruyère', 'm'), ['gruyere', 'gruyer', 'gruyère'], [413, 30, 0.4, 32, 0, 0.4, 714]),
  food('feta', 'crumbly-cheese', 'g', 40, same('feta', 'm'), same('queso feta', 'm'), same('Feta', 'm'), [], [264, 14, 4, 21, 0, 4, 917]),
  food('mozzarella', 'cheese', 'g', 60, same('mozzarella', 'f'), same('mozzarella', 'f'), same('Mozzarella', 'm'), [], [280, 28, 3, 17, 0, 1, 627]),
  food('butter', 'butter', 'g', 10, same('butter', 'f'), same('mantequilla', 'f'), same('Butter', 'f'), [], [717, 0.9, 0.1, 81, 0, 0.1, 11]),
  food('olive-oil', 'oil', 'tbsp', 0.75, same('olive oil', 'm'), same('aceite de oliva', 'm'), same('Olivenöl', 'n'), ['oil', 'aceite', 'öl', 'aceite de oliva virgen extra', 'extra virgin olive oil'], [884, 0, 0, 100, 0, 0, 2]),
  food('neutral-oil', 'oil', 'tbsp', 0.75, same('sunflower oil', 'm'), same('aceite de girasol', 'm'), same('Sonnenblumenöl', 'n'), ['vegetable oil', 'sunflower oil', 'groundnut oil', 'rapeseed oil', 'aceite vegetal', 'rapsöl', 'pflanzenöl'], [884, 0, 0, 100, 0, 0, 0]),
  food('sugar', 'sweet', 'g', 5, same('sugar', 'm'), same('azúcar', 'm'), same('Zucker', 'm'), [], [387, 0, 100, 0, 0, 100, 1]),
  food('yeast', 'raising', 'g', 2, same('dried yeast', 'f'), same('levadura seca de panadería', 'f'), same('Trockenhefe', 'f'), ['yeast', 'levadura de panadería', 'hefe']),
  food('yoghurt', 'cream', 'g', 60, same('natural yoghurt', 'm'), same('yogur natural', 'm'), same('Naturjoghurt', 'm'), ['yogurt', 'yoghurt', 'yogur', 'joghurt'], [61, 3.5, 4.7, 3.3, 0, 4.7, 46]),
  food('baking-powder', 'raising', 'tsp', 0.5, same('baking powder', 'f'), same('levadura química', 'f'), same('Backpulver', 'n'), []),
];
