import type { IngredientEntry, IngredientKind } from './ingredient-kinds.types';

/**
 * The ingredient kinds table (core/ingredient-kinds.ts): names in en | es | de, the kind, and what
 * differs from the kind's defaults. Bounds are per serving and generous: a good cookbook's recipe
 * stays inside them (tested with real recipes in core/recipe-quality.real.test.ts).
 */
type Extra = Omit<IngredientEntry, 'id' | 'kind' | 'names'>;

const e = (id: string, kind: IngredientKind, en: string, es: string, de: string, extra: Extra = {}): IngredientEntry => ({
  id,
  kind,
  names: { en: en.split('|'), es: es.split('|'), de: de.split('|') },
  ...extra,
});

const LIQUID = { liquid: true } as const;

export const INGREDIENT_ENTRIES: readonly IngredientEntry[] = [
  // Herbs: leafy ones by the handful, woody ones by the sprig.
  e('parsley', 'herb', 'parsley|flat-leaf parsley', 'perejil', 'petersilie', { weighsAs: 'parsley' }),
  e('coriander_leaf', 'herb', 'coriander|cilantro|coriander leaves', 'cilantro|cilantro fresco', 'koriander|korianderblätter|koriandergrün', { weighsAs: 'coriander' }),
  e('basil', 'herb', 'basil|basil leaves', 'albahaca', 'basilikum', { weighsAs: 'basil' }),
  e('mint', 'herb', 'mint|mint leaves', 'menta|hierbabuena', 'minze', { weighsAs: 'mint' }),
  e('dill', 'herb', 'dill', 'eneldo', 'dill', { weighsAs: 'dill' }),
  e('chives', 'herb', 'chives|chive', 'cebollino', 'schnittlauch', { weighsAs: 'chives' }),
  e('rosemary', 'woody_herb', 'rosemary|dried rosemary', 'romero', 'rosmarin', { weighsAs: 'rosemary' }),
  e('thyme', 'woody_herb', 'thyme|dried thyme', 'tomillo', 'thymian', { weighsAs: 'thyme' }),
  e('sage', 'woody_herb', 'sage|sage leaves', 'salvia', 'salbei', { weighsAs: 'sage', max: 10 }),
  e('oregano', 'woody_herb', 'oregano|dried oregano', 'orégano', 'oregano', { weighsAs: 'oregano' }),
  e('bay_leaf', 'woody_herb', 'bay leaf|bay leaves', 'laurel|hoja de laurel|hojas de laurel', 'lorbeerblatt|lorbeer', { weighsAs: 'bay leaf' }),
  e('tarragon', 'woody_herb', 'tarragon', 'estragón', 'estragon', { weighsAs: 'tarragon', max: 10 }),
  e('marjoram', 'woody_herb', 'marjoram', 'mejorana', 'majoran', { weighsAs: 'marjoram' }),
  // Spices
  e('black_pepper', 'spice', 'pepper|black pepper|white pepper|peppercorn|ground pepper', 'pimienta|pimienta negra|pimienta blanca', 'pfeffer|schwarzer pfeffer|pfefferkörner', { weighsAs: 'black pepper' }),
  e('cumin', 'spice', 'cumin|ground cumin|cumin seed', 'comino', 'kreuzkümmel|cumin', { weighsAs: 'cumin' }),
  e('paprika_spice', 'spice', 'paprika|smoked paprika|sweet paprika', 'pimentón|pimentón dulce|pimentón picante|paprika', 'paprikapulver|paprika edelsüß|paprika rosenscharf|geräuchertes paprikapulver', { weighsAs: 'paprika' }),
  e('turmeric', 'spice', 'turmeric', 'cúrcuma', 'kurkuma', { weighsAs: 'turmeric' }),
  e('curry_powder', 'spice', 'curry powder|garam masala', 'curry en polvo|curry|garam masala', 'currypulver|curry|garam masala', { weighsAs: 'curry powder' }),
  e('chili_powder', 'spice', 'chili powder|chilli powder|cayenne|cayenne pepper|chili flakes|chilli flakes|red pepper flakes|pepper flakes', 'guindilla en polvo|cayena|chile en polvo|copos de chile', 'chilipulver|cayennepfeffer|chiliflocken', { weighsAs: 'chili powder' }),
  e('cinnamon', 'spice', 'cinnamon|cinnamon stick', 'canela|rama de canela', 'zimt|zimtstange', { weighsAs: 'cinnamon' }),
  e('nutmeg', 'spice', 'nutmeg', 'nuez moscada', 'muskat|muskatnuss', { weighsAs: 'nutmeg', max: 3 }),
  e('ground_ginger', 'spice', 'ground ginger', 'jengibre en polvo|jengibre molido', 'ingwerpulver', { weighsAs: 'ground ginger' }),
  e('ground_coriander', 'spice', 'ground coriander|coriander seed', 'cilantro molido|semillas de cilantro', 'gemahlener koriander|koriandersamen', { weighsAs: 'ground coriander' }),
  e('whole_clove', 'spice', 'clove|whole clove|ground clove', 'clavo|clavo de olor', 'gewürznelke|nelke', { weighsAs: 'ground cloves', max: 3 }),
  e('saffron', 'spice', 'saffron', 'azafrán', 'safran', { max: 0.5, weighsAs: 'saffron' }),
  e('seeds_spice', 'spice', 'fennel seed|mustard seed|caraway|caraway seed|cardamom|star anise|allspice', 'semillas de hinojo|semillas de mostaza|alcaravea|cardamomo|anís estrellado|pimienta de jamaica', 'fenchelsamen|senfkörner|kümmel|kardamom|sternanis|piment', { weighsAs: 'fennel seeds' }),
  e('garlic_powder', 'spice', 'garlic powder|onion powder', 'ajo en polvo|cebolla en polvo', 'knoblauchpulver|zwiebelpulver', { weighsAs: 'garlic powder' }),
  e('salt', 'salt', 'salt|sea salt|kosher salt|flaky salt', 'sal|sal marina|sal gruesa', 'salz|meersalz', { weighsAs: 'salt', form: 'powder' }),
  // Condiments: strong, by the spoon.
  e('soy_sauce', 'condiment', 'soy sauce|soya sauce|light soy sauce|dark soy sauce|tamari', 'salsa de soja|salsa de soya|soja', 'sojasoße|sojasauce|sojasosse|tamari', { ...LIQUID, weighsAs: 'soy sauce' }),
  e('fish_sauce', 'condiment', 'fish sauce', 'salsa de pescado', 'fischsoße|fischsauce', { ...LIQUID, weighsAs: 'fish sauce', max: 30 }),
  e('worcestershire', 'condiment', 'worcestershire sauce|worcestershire', 'salsa worcestershire|salsa perrins', 'worcestershiresauce|worcestershire-sauce', { ...LIQUID, max: 20 }),
  e('vinegar', 'condiment', 'vinegar|wine vinegar|red wine vinegar|white wine vinegar|balsamic vinegar|balsamic|cider vinegar|rice vinegar|sherry vinegar', 'vinagre|vinagre de vino|vinagre balsámico|vinagre de jerez|vinagre de manzana', 'essig|balsamico|balsamessig|weinessig|apfelessig|reisessig', { ...LIQUID, max: 80 }),
  e('hot_sauce', 'condiment', 'hot sauce|sriracha|tabasco|chili sauce', 'salsa picante|tabasco|sriracha', 'scharfe soße|chilisoße|tabasco|sriracha', { ...LIQUID, max: 30 }),
  e('oyster_sauce', 'condiment', 'oyster sauce|hoisin sauce|hoisin', 'salsa de ostras|salsa hoisin', 'austernsoße|austernsauce|hoisinsoße|hoisinsauce', { form: 'paste' }),
  e('mirin', 'condiment', 'mirin|rice wine|shaoxing wine|sake', 'mirin|vino de arroz|sake', 'mirin|reiswein|sake', { ...LIQUID, max: 40 }),
  // "Tomato purée" is paste in Britain and passata in America: read as a sauce, whose bound fits both.
  e('tomato_puree', 'sauce', 'tomato purée|tomato puree', 'puré de tomate', 'tomatenpüree', { weighsAs: 'tomato paste' }),
  e('tomato_paste', 'condiment', 'tomato paste', 'concentrado de tomate|tomate concentrado|pasta de tomate', 'tomatenmark', { form: 'paste', max: 50, weighsAs: 'tomato paste' }),
  e('curry_paste', 'condiment', 'curry paste|red curry paste|green curry paste|harissa|gochujang|sambal|sambal oelek|miso|miso paste|chipotle paste|bean paste|chilli bean paste|chili bean paste|doubanjiang', 'pasta de curry|harissa|miso|gochujang|pasta de judías picante|pasta de pimiento|pasta de pimiento rojo|pasta de chile|pasta de guindilla|pasta de ajo|pasta de achiote|pasta de sésamo|pasta de tamarindo|pasta de gambas', 'currypaste|rote currypaste|grüne currypaste|harissa|miso|misopaste|gochujang|sambal oelek|bohnenpaste|chili-bohnenpaste', { form: 'paste', weighsAs: 'curry paste' }),
  e('mustard', 'condiment', 'mustard|dijon mustard|wholegrain mustard', 'mostaza|mostaza de dijon', 'senf|dijon-senf|dijonsenf', { form: 'paste', weighsAs: 'mustard' }),
  e('tahini', 'condiment', 'tahini', 'tahini|tahina', 'tahini|tahin|sesampaste', { form: 'paste', max: 60 }),
  e('capers', 'condiment', 'caper', 'alcaparra', 'kaper', { max: 30 }),
  // Sauces: mild, by the spoonful or the jar.
  e('ketchup', 'sauce', 'ketchup|mayonnaise|mayo|bbq sauce|barbecue sauce', 'kétchup|ketchup|mayonesa|salsa barbacoa', 'ketchup|mayonnaise|grillsoße|barbecuesoße', { form: 'paste' }),
  e('pesto', 'sauce', 'pesto', 'pesto', 'pesto', { form: 'paste' }),
  e('coconut_cream', 'sauce', 'coconut cream', 'crema de coco', 'kokoscreme', { ...LIQUID, max: 200 }),
  // Liquids
  e('water', 'liquid', 'water|cold water|boiling water|hot water|ice water', 'agua|agua fría|agua caliente', 'wasser|kaltes wasser|heißes wasser', { ...LIQUID, max: 3000 }),
  // What a roast leaves in the pan: a fat and its juices, not the meat.
  e('drippings', 'fat', 'drippings|pan drippings|meat juices|pan juices|dripping', 'jugo del asado|jugos del asado|grasa del asado', 'bratensaft|bratenfett|bratfett', { ...LIQUID, max: 120 }),
  e('stock', 'liquid', 'stock|broth|chicken stock|vegetable stock|beef stock|fish stock|bouillon|boullion|chicken bouillon|beef bouillon|stock cube|bouillon cube|stock powder|bouillon powder', 'caldo|caldo de pollo|caldo de verduras|fumet|fondo', 'brühe|gemüsebrühe|hühnerbrühe|rinderbrühe|fond|fischfond|bouillon', { ...LIQUID, max: 900 }),
  // Milk powder is weighed in grams like any powder.
  e('milk_powder', 'baking', 'milk powder|powdered milk|dried milk|dried milk powder|full-fat milk powder', 'leche en polvo|leche entera en polvo', 'milchpulver|vollmilchpulver|trockenmilch', { form: 'powder', weighsAs: 'flour' }),
  e('milk', 'liquid', 'milk|whole milk|skimmed milk|buttermilk|oat milk|almond milk|soy milk', 'leche|leche entera|leche desnatada|suero de leche|bebida de avena', 'milch|vollmilch|buttermilch|hafermilch|mandelmilch|sojamilch', { ...LIQUID, max: 500 }),
  e('cream', 'liquid', 'cream|double cream|single cream|heavy cream|whipping cream', 'nata|nata para cocinar|nata para montar|crema de leche', 'sahne|schlagsahne|kochsahne', { ...LIQUID, max: 300 }),
  // Spooned and sold by weight (a 200 g pot): thick creams are no liquid.
  e('thick_cream', 'cheese', 'sour cream|crème fraîche|creme fraiche|mascarpone cream', 'crema agria|nata agria|crème fraîche', 'saure sahne|schmand|crème fraîche|creme fraiche|sauerrahm', { max: 250, weighsAs: 'yogurt' }),
  e('coconut_milk', 'liquid', 'coconut milk', 'leche de coco', 'kokosmilch', { ...LIQUID, max: 400 }),
  e('wine', 'liquid', 'wine|white wine|red wine|dry white wine|sherry|port|brandy|cognac|rum', 'vino|vino blanco|vino tinto|jerez|brandy|coñac|ron', 'wein|weißwein|rotwein|sherry|portwein|weinbrand|cognac|rum', { ...LIQUID, max: 300 }),
  e('beer', 'liquid', 'beer|ale|cider', 'cerveza|sidra', 'bier|cidre', { ...LIQUID, max: 500 }),
  e('juice', 'liquid', 'juice|orange juice|apple juice|lemon juice|lime juice', 'zumo|jugo|zumo de naranja|zumo de limón|jugo de limón|zumo de lima', 'saft|orangensaft|apfelsaft|zitronensaft|limettensaft', { ...LIQUID, max: 300 }),
  // Fats
  e('oil', 'fat', 'oil|olive oil|extra virgin olive oil|vegetable oil|sunflower oil|rapeseed oil|canola oil|sesame oil|peanut oil|coconut oil', 'aceite|aceite de oliva|aceite de oliva virgen extra|aceite de girasol|aceite vegetal|aceite de sésamo|aceite de coco', 'öl|olivenöl|rapsöl|sonnenblumenöl|sesamöl|pflanzenöl|erdnussöl|kokosöl|speiseöl', { ...LIQUID, weighsAs: 'oil', max: 100 }),
  e('butter', 'fat', 'butter|unsalted butter|ghee|lard|margarine', 'mantequilla|manteca|ghee|margarina', 'butter|butterschmalz|ghee|schmalz|margarine', { weighsAs: 'butter' }),
  // Proteins
  e('chicken', 'protein', 'chicken|chicken breast|chicken thigh|chicken leg|chicken drumstick|chicken wing|turkey|duck', 'pollo|pechuga de pollo|muslo de pollo|contramuslo|pavo|pato', 'hähnchen|huhn|hühnchen|hähnchenbrust|hähnchenschenkel|hähnchenkeule|pute|putenbrust|ente|entenbrust', { min: 30, weighsAs: 'chicken breast' }),
  e('meat', 'protein', 'beef|steak|pork|lamb|veal|bacon|ham|sausage|chorizo|pancetta|pork chop|pork belly|brisket|venison', 'ternera|carne de res|res|cerdo|cordero|bistec|filete|panceta|beicon|tocino|jamón|salchicha|chorizo|lomo|costilla', 'rind|rindfleisch|schwein|schweinefleisch|lamm|kalb|speck|schinken|wurst|bratwurst|chorizo|steak|filet|schnitzel|kotelett|fleisch|gulasch|rouladen', { weighsAs: 'steak' }),
  e('mince', 'protein', 'minced beef|ground beef|minced meat|mince|ground pork|minced pork|ground turkey|minced lamb|ground lamb|minced chicken', 'carne picada|carne molida|picada de ternera|carne picada de cerdo', 'hackfleisch|rinderhack|rinderhackfleisch|gehacktes|schweinehack|gemischtes hack', { min: 30, form: 'mince' }),
  e('fish', 'protein', 'fish|salmon|cod|tuna|hake|trout|sea bass|haddock|mackerel|sardine|anchovy fillet|white fish|fish fillet', 'pescado|salmón|bacalao|atún|merluza|trucha|lubina|caballa|sardina|dorada|anchoa|boquerón', 'fisch|lachs|kabeljau|thunfisch|seehecht|forelle|wolfsbarsch|makrele|sardine|seelachs|fischfilet|lachsfilet', { min: 30, weighsAs: 'fish fillet' }),
  e('seafood', 'protein', 'prawn|shrimp|mussel|clam|squid|scallop|crab|lobster|octopus', 'gamba|langostino|camarón|mejillón|almeja|calamar|vieira|cangrejo|pulpo|sepia', 'garnele|krabbe|muschel|miesmuschel|tintenfisch|kalmar|jakobsmuschel|krebs|hummer|oktopus', { weighsAs: 'prawn' }),
  e('tofu', 'protein', 'tofu|tempeh|seitan', 'tofu|tempeh|seitán', 'tofu|tempeh|seitan', { min: 30 }),
  e('egg', 'egg', 'egg|egg yolk|egg white|large egg', 'huevo|yema|clara|yema de huevo|clara de huevo', 'ei|eigelb|eiweiß|eier', { weighsAs: 'egg' }),
  // Staples
  e('white_rice', 'staple', 'rice|white rice|basmati rice|jasmine rice|long-grain rice|arborio rice|risotto rice|paella rice|sushi rice', 'arroz|arroz blanco|arroz basmati|arroz jazmín|arroz bomba|arroz redondo|arroz largo|arroz arborio', 'reis|basmatireis|jasminreis|langkornreis|risottoreis|arborioreis|milchreis|sushireis|paellareis', { min: 10, form: 'grain', cook: 'white_rice', max: 200, weighsAs: 'rice' }),
  e('brown_rice', 'staple', 'brown rice|wild rice|wholegrain rice', 'arroz integral|arroz salvaje', 'naturreis|vollkornreis|wildreis', { min: 10, form: 'grain', cook: 'brown_rice', max: 200, weighsAs: 'rice' }),
  // Thin and Asian noodles cook (or soak) in minutes.
  e('quick_noodles', 'staple', 'rice noodle|glass noodle|vermicelli|rice vermicelli|egg noodle|ramen|ramen noodle|soba|soba noodle|udon|instant noodle|noodle', 'fideo|fideos|fideos de arroz|fideos chinos|fideos de huevo|fideuá', 'glasnudeln|reisnudeln|mie-nudeln|mienudeln|ramen|soba|udon|suppennudeln|fadennudeln|weizennudeln|chinesische nudeln', { min: 10, form: 'dry_pasta', cook: 'quick_noodles', max: 250 }),
  e('dried_pasta', 'staple', 'pasta|spaghetti|penne|fusilli|rigatoni|farfalle|macaroni|linguine|tagliatelle|pappardelle|orzo|conchiglie|bucatini|fettuccine|tortiglioni', 'pasta|espaguetis|espagueti|macarrones|tallarines|penne|fusilli|rigatoni|lazos|plumas', 'nudeln|pasta|spaghetti|penne|fusilli|rigatoni|farfalle|makkaroni|linguine|tagliatelle|bandnudeln|hörnchennudeln', { min: 10, form: 'dry_pasta', cook: 'dried_pasta', max: 250 }),
  e('noodles', 'staple', 'noodles|egg noodles|rice noodles|udon|soba|ramen noodles|vermicelli|lasagne sheets|lasagna sheets|couscous|bulgur|quinoa|polenta', 'fideos de arroz|fideos chinos|cuscús|bulgur|quinoa|polenta|láminas de lasaña', 'reisnudeln|eiernudeln|mie-nudeln|udon|soba|couscous|bulgur|quinoa|polenta|lasagneplatten', { form: 'dry_pasta', max: 250 }),
  e('potato', 'staple', 'potato|new potato|waxy potato|floury potato|sweet potato', 'patata|papa|patata nueva|boniato|batata', 'kartoffel|süßkartoffel|frühkartoffel', { min: 20, cook: 'potatoes_boiled', weighsAs: 'potatoes', max: 700 }),
  e('lentils', 'staple', 'lentil|green lentil|brown lentil|puy lentil|beluga lentil', 'lenteja|lentejas pardinas|lenteja verde', 'linse|berglinse|tellerlinse|belugalinse', { min: 10, form: 'grain', cook: 'lentils', max: 200 }),
  e('red_lentils', 'staple', 'red lentil|split red lentil|yellow lentil|split pea', 'lenteja roja|lentejas rojas|lenteja coral', 'rote linse|gelbe linse|schälerbse', { min: 10, form: 'grain', cook: 'red_lentils', max: 200 }),
  e('dried_beans', 'staple', 'dried beans|dried chickpeas|dried kidney beans|dried black beans|dried white beans', 'alubias secas|garbanzos secos|judías secas|frijoles secos', 'getrocknete bohnen|getrocknete kichererbsen|getrocknete kidneybohnen', { form: 'grain', cook: 'dried_beans', max: 200 }),
  e('beans', 'staple', 'bean|chickpea|kidney bean|black bean|cannellini bean|butter bean|white bean|borlotti bean', 'alubia|judía blanca|garbanzo|frijol|frijoles negros|alubias rojas', 'bohne|kichererbse|kidneybohne|weiße bohne|schwarze bohne|cannellinibohne', { max: 300 }),
  e('bread', 'staple', 'bread|baguette|ciabatta|sourdough|tortilla|pita', 'pan|baguette|tortilla de trigo|pan de pita', 'brot|baguette|ciabatta|brötchen|tortilla|fladenbrot', { max: 300 }),
  // Pickled cucumbers are a vegetable, whatever they are pickled in.
  e('pickle', 'vegetable', 'pickle|gherkin|cornichon|dill pickle', 'pepinillo|pepinillos en vinagre|encurtido', 'gewürzgurke|essiggurke|cornichon', { max: 200 }),
  // Filo and brick sheets are pastry, not pasta ("pasta filo", "pasta brick").
  e('filo', 'staple', 'filo|phyllo|filo pastry|phyllo dough|brick pastry|feuille de brick', 'pasta filo|masa filo|pasta brick|masa brick|hojas de brick', 'filoteig|yufkateig|yufka|brickteig', { max: 150 }),
  // Crumbs coat, bind and top; they are not a grain that cooks in a liquid.
  e('breadcrumbs', 'staple', 'breadcrumb|breadcrumbs|dried breadcrumbs|panko', 'pan rallado|panko', 'paniermehl|semmelbrösel|panko', { form: 'powder', max: 150, weighsAs: 'breadcrumbs' }),
  // Baking and sweet: no per-serving bound.
  e('flour', 'baking', 'flour|plain flour|all-purpose flour|self-raising flour|cornflour|cornstarch|potato starch|potato flour|rice flour|rice paper|baking powder|bicarbonate of soda|baking soda|yeast|cocoa powder', 'harina|harina de trigo|maicena|fécula de patata|harina de arroz|papel de arroz|levadura|bicarbonato|cacao en polvo', 'mehl|weizenmehl|speisestärke|maisstärke|kartoffelstärke|kartoffelmehl|reismehl|reispapier|backpulver|natron|hefe|kakaopulver', { form: 'powder', weighsAs: 'flour' }),
  e('condensed_milk', 'sweetener', 'condensed milk|sweetened condensed milk', 'leche condensada', 'gezuckerte kondensmilch|kondensmilch', { ...LIQUID, weighsAs: 'condensed milk' }),
  e('sugar', 'sweetener', 'sugar|caster sugar|brown sugar|icing sugar|honey|maple syrup|golden syrup|agave syrup', 'azúcar|azúcar moreno|azúcar glas|miel|sirope de arce', 'zucker|brauner zucker|puderzucker|honig|ahornsirup', { weighsAs: 'sugar' }),
  // Vegetables (a piece weighs what its food does in core/food-measures.ts)
  e('onion', 'vegetable', 'onion|red onion|white onion|yellow onion|shallot|spring onion|scallion|leek', 'cebolla|cebolla morada|chalota|cebolleta|puerro', 'zwiebel|rote zwiebel|schalotte|frühlingszwiebel|lauchzwiebel|lauch|porree', { weighsAs: 'onion' }),
  e('garlic', 'vegetable', 'garlic|garlic clove|clove of garlic', 'ajo|diente de ajo', 'knoblauch|knoblauchzehe', { weighsAs: 'garlic clove', max: 60 }),
  e('ginger', 'vegetable', 'ginger|fresh ginger|root ginger', 'jengibre|jengibre fresco', 'ingwer', { weighsAs: 'ginger', max: 40 }),
  e('chili', 'vegetable', 'chili|chilli|chile|red chilli|green chilli|jalapeño|jalapeno|bird\'s eye chilli|jalapeño pepper|jalapeno pepper|chili pepper|chilli pepper|hot pepper|serrano pepper|habanero pepper|poblano pepper|chipotle pepper', 'guindilla|chile|jalapeño|cayena fresca', 'chili|chilischote|peperoni|jalapeño', { weighsAs: 'chili', max: 60 }),
  e('tomato', 'vegetable', 'tomato|cherry tomato|plum tomato|canned tomato|chopped tomato|passata|crushed tomato', 'tomate|tomate cherry|tomate triturado|tomate troceado|passata', 'tomate|kirschtomate|cocktailtomate|dosentomate|passierte tomate|tomatenpassata|stückige tomate', { weighsAs: 'tomato' }),
  e('pepper_veg', 'vegetable', 'bell pepper|red pepper|green pepper|yellow pepper|sweet pepper|capsicum|padron pepper|padrón pepper', 'pimiento|pimiento rojo|pimiento verde|pimiento amarillo', 'paprika|paprikaschote|rote paprika|gelbe paprika|grüne paprika', { weighsAs: 'bell pepper' }),
  e('carrot', 'vegetable', 'carrot', 'zanahoria', 'karotte|möhre|mohrrübe', { weighsAs: 'carrot' }),
  e('green_veg', 'vegetable', 'courgette|zucchini|aubergine|eggplant|cucumber|broccoli|cauliflower|cabbage|spinach|kale|lettuce|celery|mushroom|pea|green bean|sweetcorn|corn|pumpkin|squash|butternut squash|asparagus|fennel|beetroot|radish|avocado|artichoke|chard|bean sprouts|mustard greens|pickled mustard greens|water spinach', 'calabacín|berenjena|pepino|brócoli|coliflor|col|repollo|espinaca|kale|lechuga|apio|champiñón|seta|guisante|judía verde|maíz|calabaza|espárrago|hinojo|remolacha|rábano|aguacate|alcachofa|acelga|brotes de soja|brotes de judía mungo|hojas de mostaza|espinaca de agua', 'zucchini|aubergine|gurke|brokkoli|blumenkohl|kohl|weißkohl|spinat|grünkohl|salat|sellerie|staudensellerie|champignon|pilz|erbse|grüne bohne|mais|kürbis|spargel|fenchel|rote bete|radieschen|avocado|artischocke|mangold|sojasprossen|senfblätter|wasserspinat', { weighsAs: 'aubergine' }),
  // Fruit
  e('citrus', 'fruit', 'lemon|lime|orange', 'limón|lima|naranja', 'zitrone|limette|orange', { weighsAs: 'lemon' }),
  e('fruit', 'fruit', 'apple|pear|banana|peach|apricot|plum|mango|pineapple|strawberry|raspberry|blueberry|cherry|grape|fig|date|raisin', 'manzana|pera|plátano|melocotón|albaricoque|ciruela|mango|piña|fresa|frambuesa|arándano|cereza|uva|higo|dátil|pasa', 'apfel|birne|banane|pfirsich|aprikose|pflaume|mango|ananas|erdbeere|himbeere|heidelbeere|kirsche|traube|feige|dattel|rosine|beere|beeren|melone|wassermelone|honigmelone', { weighsAs: 'peach' }),
  // Cheese and dairy solids
  // Soft and fresh cheeses are torn, crumbled or spread, never grated.
  e('soft_cheese', 'cheese', 'fresh mozzarella|buffalo mozzarella|mozzarella ball|burrata|ricotta|cream cheese|mascarpone|cottage cheese|quark', 'mozzarella fresca|mozzarella de búfala|burrata|ricota|requesón|queso crema|queso fresco|queso de untar|mascarpone|queso de burgos', 'büffelmozzarella|burrata|ricotta|frischkäse|mascarpone|hüttenkäse|körniger frischkäse|quark|speisequark', { form: 'soft', weighsAs: 'ricotta' }),
  e('cheese', 'cheese', 'cheese|parmesan|mozzarella|cheddar|feta|gruyère|gruyere|pecorino|goat cheese|halloumi|yogurt|yoghurt|greek yogurt', 'queso|parmesano|mozzarella|queso feta|queso de cabra|yogur', 'käse|parmesan|mozzarella|feta|gruyère|bergkäse|emmentaler|ziegenkäse|joghurt|halloumi', { max: 300 }),
  // Nuts and seeds
  e('nuts', 'nut', 'almond|walnut|cashew|peanut|hazelnut|pistachio|pine nut|pecan|sesame seed|sunflower seed|pumpkin seed|pepitas|pepita|peanut butter', 'almendra|nuez|anacardo|cacahuete|avellana|pistacho|piñón|sésamo|pipa', 'mandel|walnuss|cashew|cashewkern|erdnuss|haselnuss|pistazie|pinienkern|pekannuss|sesam|sonnenblumenkern|kürbiskern|erdnussbutter'),
];
