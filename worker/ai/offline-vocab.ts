import type { Language } from './provider';

/**
 * The offline chef's ingredient words in en, es and de, with the role an ingredient plays in a
 * method (the dish families fill their steps by role) and how it is measured. Piece names are
 * "singular|plural". `keys` are extra lower-case words that refer to the same ingredient.
 */
export type Role = 'main' | 'base' | 'veg' | 'aroma' | 'liquid' | 'finish' | 'spice';
export type Unit = 'g' | 'ml' | 'piece' | 'clove' | 'tbsp' | 'tsp' | 'handful';

export interface Word {
  id: string;
  role: Role;
  unit: Unit;
  names: Record<Language, string>;
  keys: string[];
}

const w = (id: string, role: Role, unit: Unit, en: string, es: string, de: string, keys = ''): Word => ({
  id,
  role,
  unit,
  names: { en, es, de },
  keys: keys ? keys.split(',') : [],
});

export const WORDS: readonly Word[] = [
  // Proteins
  w('chicken', 'main', 'g', 'chicken', 'pollo', 'Hähnchen', 'hähnchenbrust,huhn,hühnchen,pechuga,chicken thighs'),
  w('beef', 'main', 'g', 'beef', 'ternera', 'Rindfleisch', 'steak,res,rind,carne'),
  w('minced-beef', 'main', 'g', 'minced beef', 'carne picada', 'Rinderhackfleisch', 'ground beef,mince,hackfleisch,picada'),
  w('pork', 'main', 'g', 'pork', 'cerdo', 'Schweinefleisch', 'schwein'),
  w('bacon', 'main', 'g', 'bacon', 'panceta', 'Speck', 'guanciale,pancetta,beicon'),
  w('lamb', 'main', 'g', 'lamb', 'cordero', 'Lammfleisch', 'lamm'),
  w('veal', 'main', 'g', 'veal cutlets', 'filetes de ternera', 'Kalbsschnitzel', 'kalb'),
  w('salmon', 'main', 'g', 'salmon fillet', 'lomo de salmón', 'Lachsfilet', 'salmon,salmón,lachs'),
  w('white-fish', 'main', 'g', 'white fish fillet', 'filete de merluza', 'Kabeljaufilet', 'cod,fish,merluza,bacalao,kabeljau,fisch,pescado'),
  w('shrimp', 'main', 'g', 'prawns', 'gambas', 'Garnelen', 'shrimp,gamba,camarones,garnele'),
  w('mussels', 'main', 'g', 'mussels', 'mejillones', 'Miesmuscheln', 'muscheln'),
  w('squid', 'main', 'g', 'squid rings', 'anillas de calamar', 'Tintenfischringe', 'calamari,calamar'),
  w('tofu', 'main', 'g', 'firm tofu', 'tofu firme', 'fester Tofu', 'tofu'),
  w('egg', 'main', 'piece', 'egg|eggs', 'huevo|huevos', 'Ei|Eier', 'eggs,huevos,eier'),
  w('chickpeas', 'main', 'g', 'cooked chickpeas', 'garbanzos cocidos', 'gekochte Kichererbsen', 'chickpeas,garbanzos,kichererbsen'),
  w('red-lentils', 'main', 'g', 'red lentils', 'lentejas rojas', 'rote Linsen', 'lentils,lentejas,linsen'),
  w('brown-lentils', 'main', 'g', 'brown lentils', 'lentejas pardinas', 'Tellerlinsen'),
  w('beans', 'main', 'g', 'cooked kidney beans', 'alubias rojas cocidas', 'gekochte Kidneybohnen', 'beans,frijoles,alubias,bohnen'),
  // Starches and doughs
  w('spaghetti', 'base', 'g', 'spaghetti', 'espaguetis', 'Spaghetti', 'pasta,nudeln'),
  w('penne', 'base', 'g', 'penne', 'macarrones', 'Penne', 'macaroni,makkaroni'),
  w('lasagne-sheets', 'base', 'g', 'lasagne sheets', 'placas de lasaña', 'Lasagneplatten'),
  w('rice-noodles', 'base', 'g', 'flat rice noodles', 'fideos de arroz', 'Reisbandnudeln', 'rice noodles,reisnudeln'),
  w('ramen-noodles', 'base', 'g', 'ramen noodles', 'fideos ramen', 'Ramennudeln', 'noodles,fideos'),
  w('egg-noodles', 'base', 'g', 'egg noodles', 'fideos de huevo', 'Eiernudeln'),
  w('arborio', 'base', 'g', 'risotto rice', 'arroz para risotto', 'Risottoreis', 'arborio,carnaroli,risottoreis'),
  w('rice', 'base', 'g', 'long-grain rice', 'arroz largo', 'Langkornreis', 'rice,arroz,reis,basmati'),
  w('paella-rice', 'base', 'g', 'short-grain paella rice', 'arroz bomba', 'Paellareis'),
  w('potato', 'base', 'g', 'potatoes', 'patatas', 'Kartoffeln', 'potato,patata,papas,kartoffel'),
  w('flour', 'base', 'g', 'plain flour', 'harina de trigo', 'Weizenmehl', 'flour,harina,mehl,spätzlemehl'),
  w('pizza-dough', 'base', 'g', 'pizza dough', 'masa de pizza', 'Pizzateig'),
  w('tortillas', 'base', 'piece', 'tortilla|tortillas', 'tortilla de maíz|tortillas de maíz', 'Tortilla|Tortillas', 'tortilla,wraps'),
  w('flour-tortillas', 'base', 'piece', 'flour tortilla|flour tortillas', 'tortilla de trigo|tortillas de trigo', 'Weizentortilla|Weizentortillas'),
  w('bread', 'base', 'g', 'crusty bread', 'pan rústico', 'Bauernbrot', 'bread,pan,brot,baguette'),
  w('buns', 'base', 'piece', 'burger bun|burger buns', 'pan de hamburguesa|panes de hamburguesa', 'Burgerbrötchen|Burgerbrötchen', 'bun,brötchen'),
  w('pita', 'base', 'piece', 'pita bread|pita breads', 'pan de pita|panes de pita', 'Fladenbrot|Fladenbrote', 'pita'),
  w('oats', 'base', 'g', 'rolled oats', 'copos de avena', 'Haferflocken', 'oats,avena,hafer'),
  w('bulgur', 'base', 'g', 'fine bulgur', 'bulgur fino', 'feiner Bulgur', 'bulgur'),
  w('couscous', 'base', 'g', 'couscous', 'cuscús', 'Couscous'),
  w('breadcrumbs', 'base', 'g', 'breadcrumbs', 'pan rallado', 'Semmelbrösel', 'paniermehl'),
  // Vegetables and fruit
  w('tomato', 'veg', 'piece', 'tomato|tomatoes', 'tomate|tomates', 'Tomate|Tomaten', 'tomato,tomatoes,tomate,tomates,tomaten'),
  w('cherry-tomatoes', 'veg', 'g', 'cherry tomatoes', 'tomates cherry', 'Kirschtomaten'),
  w('passata', 'liquid', 'ml', 'tomato passata', 'tomate triturado', 'passierte Tomaten', 'passata,tomatensoße'),
  w('mushroom', 'veg', 'g', 'mushrooms', 'setas', 'Champignons', 'mushroom,champiñones,champiñón,pilze,pilz'),
  w('bell-pepper', 'veg', 'piece', 'bell pepper|bell peppers', 'pimiento|pimientos', 'Paprikaschote|Paprikaschoten', 'pepper,pimiento,paprika'),
  w('zucchini', 'veg', 'piece', 'courgette|courgettes', 'calabacín|calabacines', 'Zucchini|Zucchini', 'zucchini,calabacín'),
  w('eggplant', 'veg', 'piece', 'aubergine|aubergines', 'berenjena|berenjenas', 'Aubergine|Auberginen', 'eggplant,berenjena'),
  w('carrot', 'veg', 'piece', 'carrot|carrots', 'zanahoria|zanahorias', 'Karotte|Karotten', 'carrot,zanahoria,möhre,möhren'),
  w('celery', 'veg', 'piece', 'celery stick|celery sticks', 'rama de apio|ramas de apio', 'Stange Staudensellerie|Stangen Staudensellerie', 'celery,apio,sellerie'),
  w('cucumber', 'veg', 'piece', 'cucumber|cucumbers', 'pepino|pepinos', 'Gurke|Gurken', 'cucumber,pepino,gurke'),
  w('lettuce', 'veg', 'piece', 'romaine lettuce|romaine lettuces', 'lechuga romana|lechugas romanas', 'Römersalat|Römersalate', 'lettuce,lechuga,salat'),
  w('spinach', 'veg', 'g', 'spinach', 'espinacas', 'Spinat', 'espinaca'),
  w('broccoli', 'veg', 'g', 'broccoli', 'brócoli', 'Brokkoli'),
  w('cabbage', 'veg', 'g', 'cabbage', 'col', 'Weißkohl', 'repollo,kohl'),
  w('bean-sprouts', 'veg', 'g', 'bean sprouts', 'brotes de soja', 'Sojasprossen'),
  w('peas', 'veg', 'g', 'peas', 'guisantes', 'Erbsen'),
  w('green-beans', 'veg', 'g', 'green beans', 'judías verdes', 'grüne Bohnen'),
  w('corn', 'veg', 'g', 'sweetcorn', 'maíz dulce', 'Mais', 'corn,maíz'),
  w('avocado', 'veg', 'piece', 'avocado|avocados', 'aguacate|aguacates', 'Avocado|Avocados'),
  w('pumpkin', 'veg', 'g', 'pumpkin', 'calabaza', 'Kürbis', 'squash,butternut'),
  w('sweet-potato', 'veg', 'g', 'sweet potatoes', 'boniatos', 'Süßkartoffeln', 'sweet potato,boniato,batata,süßkartoffel'),
  w('olives', 'finish', 'g', 'black olives', 'aceitunas negras', 'schwarze Oliven', 'olives,aceitunas,oliven'),
  w('banana', 'main', 'piece', 'ripe banana|ripe bananas', 'plátano maduro|plátanos maduros', 'reife Banane|reife Bananen', 'banana,plátano,banane'),
  w('apricots', 'veg', 'g', 'dried apricots', 'orejones de albaricoque', 'getrocknete Aprikosen', 'apricot,albaricoque,aprikose'),
  w('berries', 'finish', 'g', 'mixed berries', 'frutos rojos', 'gemischte Beeren', 'berries,frutos,beeren'),
  w('lemon', 'finish', 'piece', 'lemon|lemons', 'limón|limones', 'Zitrone|Zitronen', 'lemon,limón,zitrone'),
  w('lime', 'finish', 'piece', 'lime|limes', 'lima|limas', 'Limette|Limetten', 'lime,limette'),
  // Aromatics
  w('onion', 'aroma', 'piece', 'onion|onions', 'cebolla|cebollas', 'Zwiebel|Zwiebeln', 'onion,cebolla,zwiebel'),
  w('red-onion', 'aroma', 'piece', 'red onion|red onions', 'cebolla morada|cebollas moradas', 'rote Zwiebel|rote Zwiebeln'),
  w('spring-onion', 'aroma', 'piece', 'spring onion|spring onions', 'cebolleta|cebolletas', 'Frühlingszwiebel|Frühlingszwiebeln', 'scallion,cebolleta'),
  w('shallot', 'aroma', 'piece', 'shallot|shallots', 'chalota|chalotas', 'Schalotte|Schalotten'),
  w('garlic', 'aroma', 'clove', 'garlic', 'ajo', 'Knoblauch', 'ajos'),
  w('ginger', 'aroma', 'g', 'fresh ginger', 'jengibre fresco', 'frischer Ingwer', 'ginger,jengibre,ingwer'),
  w('chili', 'aroma', 'piece', 'red chilli|red chillies', 'guindilla|guindillas', 'rote Chilischote|rote Chilischoten', 'chili,chilli,guindilla,chilischote'),
  // Liquids
  w('stock', 'liquid', 'ml', 'vegetable stock', 'caldo de verduras', 'Gemüsebrühe', 'stock,broth,caldo,brühe'),
  w('chicken-stock', 'liquid', 'ml', 'chicken stock', 'caldo de pollo', 'Hühnerbrühe'),
  w('beef-stock', 'liquid', 'ml', 'beef stock', 'caldo de carne', 'Rinderbrühe'),
  w('fish-stock', 'liquid', 'ml', 'fish stock', 'caldo de pescado', 'Fischfond'),
  w('white-wine', 'liquid', 'ml', 'dry white wine', 'vino blanco seco', 'trockener Weißwein', 'wine,vino,wein'),
  w('red-wine', 'liquid', 'ml', 'red wine', 'vino tinto', 'Rotwein'),
  w('milk', 'liquid', 'ml', 'milk', 'leche', 'Milch'),
  w('cream', 'liquid', 'ml', 'cream', 'nata', 'Sahne', 'crema'),
  w('coconut-milk', 'liquid', 'ml', 'coconut milk', 'leche de coco', 'Kokosmilch'),
  w('canned-tomatoes', 'liquid', 'g', 'canned chopped tomatoes', 'tomate troceado en conserva', 'gehackte Dosentomaten'),
  // Finishing
  w('parmesan', 'finish', 'g', 'parmesan', 'queso parmesano', 'Parmesan', 'parmigiano,parmesano'),
  w('mozzarella', 'finish', 'g', 'mozzarella', 'mozzarella', 'Mozzarella'),
  w('feta', 'finish', 'g', 'feta', 'queso feta', 'Feta'),
  w('cheddar', 'finish', 'g', 'grated cheddar', 'queso cheddar rallado', 'geriebener Cheddar', 'cheese,queso,käse'),
  w('gruyere', 'finish', 'g', 'grated Gruyère', 'queso gruyer rallado', 'geriebener Gruyère', 'gruyère,gruyer'),
  w('bergkaese', 'finish', 'g', 'grated mountain cheese', 'queso de montaña rallado', 'geriebener Bergkäse', 'bergkäse,emmentaler'),
  w('pecorino', 'finish', 'g', 'pecorino', 'queso pecorino', 'Pecorino'),
  w('butter', 'finish', 'g', 'butter', 'mantequilla', 'Butter'),
  w('yogurt', 'finish', 'g', 'natural yoghurt', 'yogur natural', 'Naturjoghurt', 'yogurt,yoghurt,yogur,joghurt'),
  w('sour-cream', 'finish', 'g', 'sour cream', 'crema agria', 'saure Sahne', 'schmand'),
  w('basil', 'finish', 'handful', 'fresh basil', 'albahaca fresca', 'frisches Basilikum', 'basil,albahaca,basilikum'),
  w('parsley', 'finish', 'handful', 'fresh parsley', 'perejil fresco', 'frische Petersilie', 'parsley,perejil,petersilie'),
  w('coriander', 'finish', 'handful', 'fresh coriander', 'cilantro fresco', 'frischer Koriander', 'cilantro,koriander'),
  w('mint', 'finish', 'handful', 'fresh mint', 'menta fresca', 'frische Minze', 'mint,menta,minze'),
  w('chives', 'finish', 'handful', 'chives', 'cebollino', 'Schnittlauch'),
  w('peanuts', 'finish', 'g', 'roasted peanuts', 'cacahuetes tostados', 'geröstete Erdnüsse', 'peanuts,cacahuetes,erdnüsse'),
  w('pine-nuts', 'finish', 'g', 'pine nuts', 'piñones', 'Pinienkerne'),
  w('sesame', 'finish', 'tbsp', 'sesame seeds', 'semillas de sésamo', 'Sesam'),
  w('honey', 'finish', 'tbsp', 'honey', 'miel', 'Honig'),
  w('maple', 'finish', 'tbsp', 'maple syrup', 'sirope de arce', 'Ahornsirup'),
  w('sugar', 'spice', 'g', 'sugar', 'azúcar', 'Zucker'),
  w('baking-powder', 'spice', 'tsp', 'baking powder', 'levadura química', 'Backpulver'),
  w('tahini', 'finish', 'tbsp', 'tahini', 'tahini', 'Tahini', 'tahin'),
  w('olive-oil', 'finish', 'tbsp', 'extra virgin olive oil', 'aceite de oliva virgen extra', 'natives Olivenöl extra', 'olive oil,oil,aceite de oliva,aceite,olivenöl,öl,rapsöl,speiseöl'),
  w('mayonnaise', 'finish', 'tbsp', 'mayonnaise', 'mayonesa', 'Mayonnaise'),
  w('nori', 'finish', 'piece', 'nori sheet|nori sheets', 'hoja de alga nori|hojas de alga nori', 'Noriblatt|Noriblätter'),
  w('kimchi', 'finish', 'g', 'kimchi', 'kimchi', 'Kimchi'),
  w('salsa', 'finish', 'g', 'tomato salsa', 'salsa de tomate picante', 'Tomatensalsa'),
  // Spices and sauces
  w('garam-masala', 'spice', 'tsp', 'garam masala', 'garam masala', 'Garam Masala'),
  w('curry-paste', 'spice', 'tbsp', 'curry paste', 'pasta de curri', 'Currypaste'),
  w('green-curry-paste', 'spice', 'tbsp', 'green curry paste', 'pasta de curri verde', 'grüne Currypaste'),
  w('cumin', 'spice', 'tsp', 'ground cumin', 'comino molido', 'gemahlener Kreuzkümmel', 'cumin,comino,kreuzkümmel'),
  w('paprika', 'spice', 'tsp', 'sweet paprika', 'pimentón dulce', 'edelsüßes Paprikapulver', 'pimentón,paprikapulver'),
  w('smoked-paprika', 'spice', 'tsp', 'smoked paprika', 'pimentón de la Vera', 'geräuchertes Paprikapulver'),
  w('chili-flakes', 'spice', 'tsp', 'chilli flakes', 'guindilla en copos', 'Chiliflocken'),
  w('turmeric', 'spice', 'tsp', 'ground turmeric', 'cúrcuma molida', 'gemahlene Kurkuma', 'turmeric,cúrcuma,kurkuma'),
  w('cinnamon', 'spice', 'tsp', 'ground cinnamon', 'canela molida', 'gemahlener Zimt', 'cinnamon,canela,zimt'),
  w('ras-el-hanout', 'spice', 'tsp', 'ras el hanout', 'ras el hanout', 'Ras el-Hanout'),
  w('saffron', 'spice', 'tsp', 'saffron threads', 'hebras de azafrán', 'Safranfäden', 'saffron,azafrán,safran'),
  w('oregano', 'spice', 'tsp', 'dried oregano', 'orégano seco', 'getrockneter Oregano', 'oregano,orégano'),
  w('thyme', 'spice', 'tsp', 'dried thyme', 'tomillo seco', 'getrockneter Thymian', 'thyme,tomillo,thymian'),
  w('bay-leaf', 'spice', 'piece', 'bay leaf|bay leaves', 'hoja de laurel|hojas de laurel', 'Lorbeerblatt|Lorbeerblätter'),
  w('nutmeg', 'spice', 'tsp', 'ground nutmeg', 'nuez moscada', 'Muskatnuss'),
  w('soy-sauce', 'spice', 'tbsp', 'soy sauce', 'salsa de soja', 'Sojasauce', 'soy,soja'),
  w('fish-sauce', 'spice', 'tbsp', 'fish sauce', 'salsa de pescado', 'Fischsauce'),
  w('tamarind', 'spice', 'tbsp', 'tamarind paste', 'pasta de tamarindo', 'Tamarindenpaste'),
  w('miso', 'spice', 'tbsp', 'white miso paste', 'pasta de miso blanco', 'helle Misopaste', 'miso'),
  w('gochujang', 'spice', 'tbsp', 'gochujang', 'gochujang', 'Gochujang'),
  w('sesame-oil', 'spice', 'tsp', 'toasted sesame oil', 'aceite de sésamo tostado', 'geröstetes Sesamöl'),
  w('mirin', 'spice', 'tbsp', 'mirin', 'mirin', 'Mirin'),
  w('hoisin', 'spice', 'tbsp', 'hoisin sauce', 'salsa hoisin', 'Hoisinsauce'),
  w('star-anise', 'spice', 'piece', 'star anise|star anise', 'anís estrellado|anises estrellados', 'Sternanis|Sternanis'),
  w('mustard', 'spice', 'tsp', 'Dijon mustard', 'mostaza de Dijon', 'Dijonsenf', 'mustard,mostaza,senf'),
  w('vinegar', 'spice', 'tbsp', 'red wine vinegar', 'vinagre de vino tinto', 'Rotweinessig', 'vinegar,vinagre,essig'),
  w('worcestershire', 'spice', 'tsp', 'Worcestershire sauce', 'salsa Worcestershire', 'Worcestershiresauce'),
  w('tomato-paste', 'spice', 'tbsp', 'tomato paste', 'concentrado de tomate', 'Tomatenmark'),
  w('pesto', 'finish', 'tbsp', 'basil pesto', 'pesto de albahaca', 'Basilikumpesto', 'pesto'),
  w('vanilla', 'spice', 'tsp', 'vanilla extract', 'extracto de vainilla', 'Vanilleextrakt'),
];

const BY_ID = new Map(WORDS.map((word) => [word.id, word]));

export function wordById(id: string): Word {
  const word = BY_ID.get(id);
  if (!word) throw new Error(`offline vocabulary has no "${id}"`);
  return word;
}

/** Lower-case, accents folded ("Käse" ~ "kase"), punctuation turned into spaces, padded with spaces. */
export const normalise = (text: string) =>
  ` ${text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

function keysOf(word: Word): string[] {
  const names = Object.values(word.names).flatMap((name) => name.toLocaleLowerCase().split('|'));
  return [...names, ...word.keys];
}

/** Longest keys first, so "sweet potato" wins over "potato" and "chicken stock" over "chicken". */
const KEYS: Array<[string, Word]> = WORDS.flatMap((word) => keysOf(word).map((key): [string, Word] => [normalise(key), word])).sort(
  (a, b) => b[0].length - a[0].length,
);

/** The word an ingredient name refers to ("Hähnchenbrust" -> chicken), or null. */
export function findWord(name: string): Word | null {
  const text = normalise(name);
  for (const [key, word] of KEYS) {
    if (text.includes(key)) return word;
  }
  // German compounds: "Hähnchenbrustfilet", "Kirschtomaten".
  for (const [key, word] of KEYS) {
    const bare = key.trim();
    if (bare.length >= 5 && !bare.includes(' ') && text.includes(` ${bare}`)) return word;
  }
  return null;
}

/** Every word a free text names ("pumpkin risotto" -> pumpkin), in the order found. */
export function wordsIn(text: string): Word[] {
  const found: Word[] = [];
  let rest = normalise(text);
  for (const [key, word] of KEYS) {
    if (!rest.includes(key)) continue;
    if (!found.includes(word)) found.push(word);
    rest = rest.replace(key, ' ');
  }
  return found;
}
