import type { ComposedFood } from './food-composed';

/**
 * Foods by the names cooks buy them under that the Open Food Facts taxonomy lacks or leaves bare
 * (docs/decisions/072-allergen-species-and-held-out-lines.md): fish, crustaceans and molluscs by
 * species, cheeses by name, pork by the cut or sausage, meats, wines, spirits and beers, grains and
 * breads, soy and sesame foods, in en, es and de. They join the food index like the composed foods
 * (core/diet/food-index.ts), so plurals and German compounds find them too ("Zanderfilets",
 * "Königskrabbenbeine"). A name must mean the food in every language it could be read in: "rape"
 * (monkfish) is guarded by the lexicon's "rape seed oil", "dorado" (golden-brown) and "dab" (a dab
 * of butter) are left out.
 */
export const NAMED_FOODS: ComposedFood[] = [
  {
    // Fish, English.
    names: [
      'hake', 'pollock', 'pollack', 'alaska pollock', 'coley', 'saithe', 'whiting', 'hoki', 'ling cod', 'lingcod', 'branzino', 'bronzino',
      'loup de mer', 'sea bream', 'bream', 'porgy', 'monkfish', 'anglerfish', 'turbot', 'brill', 'sole', 'dover sole', 'lemon sole',
      'plaice', 'flounder', 'john dory', 'snapper', 'red snapper', 'grouper', 'mahi mahi', 'barramundi', 'catfish', 'basa', 'pangasius',
      'carp', 'pike', 'perch', 'pikeperch', 'pike perch', 'walleye', 'tench', 'whitefish', 'grayling', 'arctic char', 'sturgeon', 'eel',
      'eels', 'elvers', 'skate', 'skate wings', 'ray wings', 'dogfish', 'huss', 'rock salmon', 'red mullet', 'grey mullet', 'mullet',
      'gurnard', 'striped bass', 'black cod', 'sablefish', 'rockfish', 'ocean perch', 'redfish', 'orange roughy', 'kingklip',
      'kingfish', 'king mackerel', 'wahoo', 'amberjack', 'yellowtail', 'hamachi', 'bluefish', 'pompano', 'escolar', 'butterfish',
      'albacore', 'skipjack', 'yellowfin', 'bluefin', 'ahi', 'marlin', 'herring', 'kipper', 'kippers', 'bloater', 'buckling', 'rollmop',
      'rollmops', 'sprat', 'sprats', 'pilchard', 'pilchards', 'whitebait', 'smelt', 'capelin', 'shad', 'gravlax', 'gravadlax', 'lox',
      'caviar', 'roe', 'fish roe', 'cod roe', 'salmon roe', 'trout roe', 'lumpfish roe', 'ikura', 'tobiko', 'masago', 'bottarga',
      'botargo', 'taramasalata', 'ikan bilis', 'dried anchovies', 'garum', 'colatura', 'fish stock', 'fish broth', 'fish fumet',
      'sashimi', 'stockfish', 'salt cod', 'klippfisk', 'fish cakes',
    ],
    allergens: ['fish'],
  },
  {
    // Fish, Spanish.
    names: [
      'merluza', 'pescadilla', 'rape', 'lubina', 'dorada', 'besugo', 'rodaballo', 'lenguado', 'abadejo', 'bacalao', 'bacalada', 'bonito',
      'jurel', 'chicharro', 'salmonete', 'mero', 'cherne', 'corvina', 'emperador', 'melva', 'mojama', 'ventresca',
      'anguila', 'angulas', 'congrio', 'pargo', 'denton', 'sargo', 'breca', 'japuta', 'palometa', 'cabracho', 'rascacio', 'cazon',
      'raya', 'pintarroja', 'bacaladilla', 'carbonero', 'maruca', 'platija', 'fletan', 'mujol', 'esturion', 'huevas',
      'huevas de merluza', 'huevas de mujol', 'caviar de lumpo', 'sabalo', 'perca', 'perca del nilo', 'panga', 'tenca',
      'chanquetes', 'pez limon', 'arenque', 'arenques', 'fumet', 'fumet de pescado', 'caldo de pescado', 'boqueron', 'boquerones',
      'anchoa', 'anchoas', 'sardina', 'caballa', 'trucha', 'atun', 'salmon', 'gallineta',
      'sardinilla', 'sardinillas', 'gulas', 'kokotxas', 'cocochas',
    ],
    allergens: ['fish'],
  },
  {
    // Fish, German.
    names: [
      'zander', 'seelachs', 'alaska seelachs', 'rotbarsch', 'goldbarsch', 'viktoriabarsch', 'zackenbarsch', 'wolfsbarsch', 'seebarsch',
      'barsch', 'schellfisch', 'scholle', 'seezunge', 'rotzunge', 'flunder', 'kliesche', 'steinbutt', 'heilbutt', 'glattbutt',
      'dorade', 'goldbrasse', 'meerbrasse', 'brasse', 'seeteufel', 'knurrhahn', 'petersfisch', 'rotbarbe', 'meerbarbe', 'matjes',
      'hering', 'bismarckhering', 'brathering', 'rollmops', 'bückling', 'sprotte', 'sprotten', 'sardelle', 'sardine', 'makrele',
      'forelle', 'lachsforelle', 'saibling', 'renke', 'felchen', 'marane', 'karpfen', 'hecht', 'wels', 'waller', 'aal', 'stör',
      'kaviar', 'rogen', 'forellenkaviar', 'lachskaviar', 'schillerlocke', 'schillerlocken', 'kabeljau', 'dorsch', 'seehecht',
      'wittling', 'merlan', 'köhler', 'stint', 'schleie', 'rochen', 'rochenflügel', 'dornhai', 'steinbeisser', 'seewolf', 'katfisch',
      'stockfisch', 'klippfisch', 'lachs', 'räucherlachs', 'graved lachs', 'thunfisch', 'fischfond', 'fischbrühe',
    ],
    allergens: ['fish'],
  },
  {
    names: [
      'crawfish', 'crayfish', 'langoustine', 'langoustines', 'scampi', 'dublin bay prawns', 'krill', 'yabbies', 'spiny lobster',
      'rock lobster', 'dried shrimp', 'cigala', 'cigalas', 'carabinero', 'carabineros', 'quisquilla', 'quisquillas', 'percebe', 'percebes',
      'centollo', 'centolla', 'buey de mar', 'necora', 'necoras', 'galera', 'galeras', 'santiaguino', 'camaron', 'gamba', 'gambas',
      'gambon', 'langostino', 'bogavante', 'langosta', 'cangrejo', 'jaiba', 'jaibas', 'garnele', 'garnelen', 'krabbe', 'krabben',
      'nordseekrabben', 'shrimps', 'kaisergranat', 'langustine', 'languste', 'hummer', 'flusskrebs', 'edelkrebs', 'taschenkrebs',
      'konigskrabbe', 'schneekrabbe', 'seespinne', 'barenkrebs', 'krebsfleisch', 'krabbenfleisch',
    ],
    allergens: ['crustaceans'],
  },
  {
    names: [
      'whelk', 'whelks', 'winkle', 'winkles', 'periwinkle', 'periwinkles', 'cockle', 'cockles', 'vongole', 'quahog', 'geoduck', 'abalone',
      'conch', 'limpet', 'limpets', 'moules', 'palourdes', 'pipis', 'razor clams', 'sea snails', 'squid ink', 'cuttlefish ink', 'seppia',
      'nero di seppia', 'berberecho', 'berberechos', 'navaja', 'navajas', 'zamburina', 'zamburinas', 'volandeira', 'volandeiras',
      'chirla', 'chirlas', 'coquina', 'coquinas', 'tellina', 'tellinas', 'bigaro', 'bigaros', 'lapa', 'lapas', 'canadilla', 'busano',
      'oreja de mar', 'abulon', 'pulpito', 'pulpitos', 'chopito', 'chopitos', 'puntillita', 'puntillitas', 'pota', 'concha fina',
      'ostion', 'tinta de calamar', 'tinta de sepia', 'kalmar', 'kalmare', 'oktopus', 'pulpo', 'vongole', 'calamari', 'schnecke', 'weinbergschnecke',
      'wellhornschnecke', 'strandschnecke', 'seeohr', 'miesmuschel', 'venusmuschel', 'herzmuschel', 'jakobsmuschel', 'kammmuschel',
      'messermuschel', 'scheidenmuschel', 'felsenauster', 'sepiatinte', 'moscardini',
    ],
    allergens: ['molluscs'],
  },
  { names: ['mixed seafood', 'seafood mix', 'marisco variado', 'mariscos', 'meeresfrüchte', 'frutti di mare'], allergens: ['crustaceans', 'molluscs'] },
  {
    // Cheeses and dairy by name.
    names: [
      'manchego', 'idiazabal', 'cabrales', 'tetilla', 'mahon', 'roncal', 'torta del casar', 'zamorano', 'majorero', 'payoyo', 'tronchon',
      'mato', 'cuajada', 'rulo de cabra', 'burrata', 'stracciatella', 'scamorza', 'provolone', 'caciocavallo', 'taleggio', 'fontina',
      'asiago', 'montasio', 'grana padano', 'parmigiano', 'robiola', 'castelmagno', 'bel paese', 'ricotta salata', 'gorgonzola',
      'emmental', 'emmentaler', 'gruyere', 'gruyer', 'comte', 'beaufort', 'raclette', 'reblochon', 'tomme', 'morbier', 'munster',
      'epoisses', 'roquefort', 'chaource', 'boursin', 'mimolette', 'edam', 'maasdam', 'leerdammer', 'jarlsberg', 'havarti',
      'danablu', 'stilton', 'wensleydale', 'red leicester', 'double gloucester', 'caerphilly', 'monterey jack', 'pepper jack', 'colby',
      'cotija', 'queso fresco', 'queso blanco', 'kefalotyri', 'graviera', 'manouri', 'kasseri', 'labneh', 'labne', 'topfen',
      'appenzeller', 'tilsiter', 'harzer', 'limburger', 'romadur', 'weisslacker', 'obatzda', 'handkase', 'ayran', 'lassi', 'cajeta',
      'dulce de leche', 'white chocolate', 'chocolate blanco', 'weisse schokolade', 'weisse kuverture', 'vollmilchkuverture',
      'lemon curd',
    ],
    allergens: ['milk'],
  },
  { names: ['lemon curd', 'eggnog', 'ponche de huevo', 'yorkshire pudding'], allergens: ['eggs', 'milk'] },
  { names: ['yorkshire pudding'], allergens: ['gluten'] },
  {
    // Pork by the cut, the cure or the sausage.
    names: [
      'chistorra', 'txistorra', 'sobrasada', 'sobrassada', 'salchichon', 'fuet', 'longaniza', 'longanizas', 'butifarra', 'botifarra',
      'morcilla', 'lomo embuchado', 'lacon', 'codillo', 'torreznos', 'torrezno', 'chicharron', 'chicharrones', 'cochinillo', 'lechon',
      'papada', 'careta', 'secreto iberico', 'presa iberica', 'pluma iberica', 'abanico iberico', 'carrillada iberica', 'cerdo iberico',
      'paleta iberica', 'jabali', 'manteca colora', 'manteca colorada', 'zurrapa', 'salami', 'salame', 'mortadela', 'mortadella',
      'nduja', 'coppa', 'capocollo', 'lardo', 'culatello', 'cotechino', 'zampone', 'porchetta', 'soppressata', 'finocchiona',
      'salsiccia', 'pepperoni', 'chorizo', 'gammon', 'chipolata', 'chipolatas', 'black pudding', 'white pudding', 'crackling',
      'pork crackling', 'pork scratchings', 'frankfurter', 'frankfurters', 'bratwurst', 'kielbasa', 'andouille', 'boudin', 'char siu',
      'lap cheong', 'chinese sausage', 'spam', 'pulled pork', 'carnitas', 'spare ribs', 'spareribs', 'baby back ribs', 'speck', 'lardons',
      'pancetta', 'guanciale', 'prosciutto', 'kasseler', 'kassler', 'leberkase', 'fleischkase', 'leberwurst', 'blutwurst', 'mett',
      'mettwurst', 'teewurst', 'zungenwurst', 'weisswurst', 'wiener wurstchen', 'frankfurter wurstchen', 'knackwurst',
      'bockwurst', 'rostbratwurst', 'rostbratwurstchen', 'fleischwurst', 'lyoner', 'bierschinken', 'jagdwurst', 'gelbwurst',
      'saumagen', 'eisbein', 'schweinshaxe', 'schaufele', 'wammerl', 'bauchspeck', 'schinkenspeck', 'katenschinken',
      'kochschinken', 'lachsschinken', 'parmaschinken', 'serranoschinken', 'cabanossi', 'landjager', 'griebenschmalz', 'schweinelachs',
      'lachsbraten', 'wildschwein', 'botillo', 'toulouse sausage', 'toulouse sausages', 'cumberland sausage', 'cumberland sausages',
      'head cheese', 'brawn', 'gemischtes hackfleisch', 'hackfleisch gemischt', 'gemischtes hack', 'hack gemischt',
    ],
    allergens: [],
    pork: true,
  },
  {
    names: [
      'bresaola', 'pastrami', 'corned beef', 'cecina', 'bündnerfleisch', 'biltong', 'jerky', 'foie gras', 'magret', 'magret de pato',
      'oxtail', 'rabo de toro', 'callos', 'mollejas', 'sweetbreads', 'tripe', 'giblets', 'pheasant', 'partridge', 'grouse', 'pigeon',
      'wood pigeon', 'squab', 'guinea fowl', 'perdiz', 'perdices', 'codorniz', 'codornices', 'faisan', 'pichon', 'oca',
      'ganso', 'pintada', 'lechazo', 'cabrito', 'wachtel', 'fasan', 'rebhuhn', 'perlhuhn', 'taube', 'gans', 'reh', 'rehrucken',
      'hirsch', 'hase', 'kaninchen', 'tafelspitz', 'ochsenschwanz', 'kutteln', 'bries', 'lammlachs', 'suppenfleisch', 'gulasch',
      'sauerbraten', 'beef dripping', 'dripping', 'duck fat', 'goose fat', 'ganseschmalz', 'demi glace', 'veal stock',
    ],
    allergens: [],
    meat: true,
  },
  {
    // Spirits and liqueurs.
    names: [
      'gin', 'ginebra', 'vodka', 'wodka', 'tequila', 'mezcal', 'grappa', 'orujo', 'pacharan', 'aguardiente', 'cachaca', 'pisco',
      'armagnac', 'cognac', 'conac', 'calvados', 'kirsch', 'kirschwasser', 'himbeergeist', 'zwetschgenwasser', 'slivovitz', 'obstler',
      'obstbrand', 'doppelkorn', 'jagermeister', 'krauterlikor', 'grand marnier', 'cointreau', 'triple sec', 'curacao', 'limoncello',
      'sambuca', 'ouzo', 'raki', 'pastis', 'pernod', 'absinth', 'absinthe', 'anisette', 'licor de anis', 'anis del mono', 'kahlua',
      'tia maria', 'chambord', 'creme de cassis', 'creme de menthe', 'campari', 'aperol', 'chartreuse', 'benedictine', 'drambuie',
      'galliano', 'amaretto', 'likor', 'licor', 'liqueur', 'soju', 'shochu', 'baijiu', 'makgeolli', 'shaoxing', 'shaoxing wine',
      'huangjiu', 'rice wine', 'sake', 'whisky', 'whiskey', 'bourbon', 'brandy', 'weinbrand', 'rum', 'ron', 'hidromiel',
    ],
    allergens: [],
    alcohol: true,
  },
  { names: ['eierlikor', 'advocaat'], allergens: ['eggs'], alcohol: true },
  { names: ['baileys', 'irish cream'], allergens: ['milk'], alcohol: true },
  {
    // Wines by kind or grape.
    names: [
      'riesling', 'chardonnay', 'sauvignon blanc', 'pinot grigio', 'pinot noir', 'merlot', 'cabernet sauvignon', 'shiraz', 'syrah',
      'tempranillo', 'rioja', 'chianti', 'lambrusco', 'albarino', 'verdejo', 'sauternes', 'vin santo',
      'pedro ximenez', 'oloroso', 'amontillado', 'txakoli', 'vino rancio', 'cidre', 'perry', 'federweisser', 'lillet', 'cremant',
      'rose wine', 'vino rosado', 'rosewein', 'vino tinto', 'vino blanco', 'rotwein', 'weisswein',
    ],
    allergens: ['sulphites'],
    alcohol: true,
  },
  {
    // Beers.
    names: [
      'pale ale', 'lager', 'stout', 'porter', 'pilsner', 'pils', 'ipa', 'guinness', 'kolsch', 'weissbier', 'weizenbier',
      'hefeweizen', 'radler', 'shandy', 'cerveza negra', 'schwarzbier', 'altbier', 'brown ale', 'amber ale', 'golden ale', 'red ale',
      'mild ale', 'bitter ale',
    ],
    allergens: ['gluten'],
    alcohol: true,
  },
  {
    // Grains, breads and doughs with gluten.
    names: [
      'orzo', 'risoni', 'fregola', 'matzo', 'matzah', 'matza', 'pumpernickel', 'crumpet', 'crumpets', 'english muffins', 'scone', 'scones',
      'chapati', 'chapatis', 'roti', 'paratha', 'lavash', 'flatbread', 'grissini', 'breadsticks', 'rusks', 'melba toast', 'panettone',
      'pandoro', 'stollen', 'lebkuchen', 'spekulatius', 'biscotti', 'graham crackers', 'digestive biscuits', 'freekeh', 
      'einkorn', 'kamut', 'triticale', 'wheat berries', 'cracked wheat', 'wheat germ', 'wheat bran', 'vital wheat gluten',
      'obleas', 'obleas para empanadillas', 'masa de empanada', 'empanadillas', 'molletes', 'mollete', 'bollo', 'bollos',
      'regañás', 'picatostes', 'migas de pan', 'pan de pita', 'semola de trigo', 'cuscus', 'churros', 'churro', 'porras',
      'wholemeal flour', 'wholewheat flour', 'whole wheat flour', 'strudelteig', 'yufka', 'ginger nuts', 'ginger nut', 'gingernuts', 'gingernut',
      'fideua', 'graupen', 'perlgraupen', 'gerstengraupen', 'grunkern', 'brezel', 'laugenbrezel', 'brotchen', 'semmel', 'schrippe',
      'fladenbrot', 'knackebrot', 'zwieback', 'semmelbrosel', 'paniermehl', 'hartweizengriess', 'weizenkleie', 'dinkel',
      'malzextrakt', 'gerstenmalz', 'backmalz', 'malzbier', 'wan tan blatter', 'gyoza wrappers', 'dumpling wrappers', 'vegemite',
    ],
    allergens: ['gluten'],
  },
  { names: ['marmite'], allergens: ['gluten', 'celery'], plant: true },
  { names: ['spatzle', 'eierspatzle', 'schupfnudeln', 'bandnudeln', 'eierbandnudeln', 'savoiardi', 'sponge fingers'], allergens: ['gluten', 'eggs'] },
  // Sweets, dumplings and dressings by name, with what they are made of.
  { names: ['fish fingers', 'fish sticks', 'fischstabchen', 'varitas de merluza', 'palitos de pescado'], allergens: ['fish', 'gluten'] },
  {
    names: ['magdalenas', 'magdalena', 'lenguas de gato', 'lengua de gato', 'katzenzungen', 'sobaos', 'bizcocho', 'semmelknodel', 'serviettenknodel', 'leche frita'],
    allergens: ['gluten', 'eggs', 'milk'],
  },
  { names: ['ensaimada', 'ensaimadas'], allergens: ['gluten', 'eggs'], pork: true },
  { names: ['polvorones', 'polvoron', 'mantecados', 'mantecado'], allergens: ['gluten'], pork: true },
  { names: ['scotch egg', 'scotch eggs'], allergens: ['eggs', 'gluten'], pork: true },
  {
    names: ['tocino de cielo', 'tocinillo de cielo', 'tocinillos de cielo', 'yemas de santa teresa', 'yemas de avila', 'salsa rosa', 'salsa golf', 'thousand island', 'thousand island dressing'],
    allergens: ['eggs'],
  },
  {
    names: ['flan', 'flan de huevo', 'crema catalana', 'creme brulee', 'creme caramel', 'eierstich', 'ranch dressing', 'blue cheese dressing'],
    allergens: ['eggs', 'milk'],
  },
  { names: ['nougat', 'torrone', 'turron de yema'], allergens: ['tree_nuts', 'eggs'], animal: true },
  { names: ['maultaschen'], allergens: ['gluten', 'eggs'], pork: true },
  { names: ['tortilla de patatas', 'tortilla de patata', 'tortilla de papas', 'tortilla espanola', 'tortilla francesa'], allergens: ['eggs'] },
  { names: ['kecap manis', 'ketjap manis', 'kecap'], allergens: ['soy', 'gluten'] },
  {
    names: [
      'tvp', 'textured vegetable protein', 'textured soy protein', 'soja texturizada', 'sojagranulat', 'sojaschnetzel', 'doenjang',
      'yuba', 'tofu skin', 'bean curd', 'okara', 'douchi', 'fermented black beans', 'natto', 'seidentofu', 'rauchertofu',
      // The taxonomy's bare "soja" carries no soy allergen; as a word part it is soy ("Sojawurst").
      'soja', 'soya',
    ],
    allergens: ['soy'],
  },
  { names: ['za atar', 'zaatar', 'zahtar', 'baba ganoush', 'baba ghanoush', 'baba ganush', 'mutabal', 'moutabal', 'furikake', 'gomashio', 'benne seeds', 'sesamkrokant'], allergens: ['sesame'] },
  { names: ['dukkah', 'duqqa'], allergens: ['sesame', 'tree_nuts'] },
  { names: ['suppengrun', 'soffritto', 'mirepoix', 'celery root', 'knollensellerie', 'staudensellerie', 'bleichsellerie'], allergens: ['celery'], plant: true },
  {
    names: [
      'filbert', 'filberts', 'cobnut', 'cobnuts', 'macadamia', 'makadamia', 'makadamianuss', 'macadamianuss', 'crocanti', 'guirlache',
      'krokant', 'haselnusskrokant', 'praline', 'praliné', 'pralinado', 'gianduja',
    ],
    allergens: ['tree_nuts'],
  },
  { names: ['lupini', 'lupini beans', 'lupin flakes', 'lupinenschrot', 'lupinenhack', 'lupinen', 'altramuces', 'altramuz'], allergens: ['lupin'] },
  // Gluten-free plants the taxonomy lacks or marks wrongly, so their flours clear "flour".
  // Parts and cuts that say nothing of the food: known heads, so a German compound splits before them ("Wels|filet", "Reh|rücken").
  {
    names: [
      'filet', 'filets', 'fillet', 'fillets', 'steak', 'steaks', 'stucke', 'ringe', 'rucken', 'keule', 'keulen', 'schwanz', 'schwanze',
      'beine', 'scheiben', 'wurfel', 'medaillons', 'spiesse', 'kotelett', 'koteletts', 'braten', 'ragout', 'eintopf',
    ],
    allergens: [],
  },
  { names: ['schwammerl', 'eierschwammerl', 'eierschwammerln', 'pfifferling', 'pfifferlinge'], allergens: [], plant: true },
  { names: ['membrillo', 'carne de membrillo', 'dulce de membrillo', 'cabello de angel'], allergens: [], plant: true },
  { names: ['teff', 'yuca', 'mandioca', 'fonio', 'harina de yuca', 'harina de mandioca', 'harina de teff', 'teffmehl', 'miel de cana', 'miel de palma'], allergens: [], plant: true },
];
