/**
 * The words the ingredient parser (core/ingredients/ingredient-parse.ts) knows, in en, es and de, as typed data.
 * Every list is lower case; accents are kept as written (the parser compares lower-cased words).
 */

const list = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** Number words that stand for an amount ("a cup", "dos huevos", "eine Zwiebel"). */
export const WORD_NUMBERS: ReadonlyMap<string, number> = new Map<string, number>([
  ...list('a an one un una uno ein eine einen einem einer').map((w): [string, number] => [w, 1]),
  ...list('two couple par dos zwei').map((w): [string, number] => [w, 2]),
  ...list('three tres drei').map((w): [string, number] => [w, 3]),
  ...list('four cuatro vier').map((w): [string, number] => [w, 4]),
  ...list('five cinco fünf').map((w): [string, number] => [w, 5]),
  ...list('six seis sechs').map((w): [string, number] => [w, 6]),
  ...list('half medio media halbe halber halbes halben halb').map((w): [string, number] => [w, 0.5]),
  // "un cuarto de taza", "tres cuartos de taza", "cuarto kilo de carne".
  ...list('cuarto cuartos').map((w): [string, number] => [w, 0.25]),
]);

/** Amount words that mean "some, unmeasured": the line gets no quantity ("a pinch of salt", "1 Msp. Muskat"). */
export const VAGUE_AMOUNTS: ReadonlySet<string> = new Set(
  list(`pinch pinches dash dashes splash splashes handful handfuls some few little bit drizzle knob drop drops
  prise prisen messerspitze messerspitzen msp schuss spritzer handvoll etwas bisschen wenig tropfen
  pizca pizcas pellizco chorrito chorritos chorro chorros chorretón puñado puñados poco pizquita gota gotas unas unos algunas algunos
  einige einigen paar reichlich`),
);

/** Containers and parts counted as pieces of their own kind ("3 cloves garlic" is not 3 garlics). */
export const PACKS: ReadonlySet<string> = new Set(
  list(`clove cloves can cans tin tins slice slices bunch bunches sprig sprigs stalk stalks head heads package packages
  packet packets pack packs jar jars bottle bottles stick sticks bag bags box boxes carton cartons envelope envelopes
  fillet fillets rasher rashers ball balls sheet sheets cube cubes rib ribs block blocks ear ears loaf loaves
  container containers tub tubs sleeve sleeves bulb bulbs
  diente dientes lata latas rebanada rebanadas loncha lonchas lonja lonjas manojo manojos ramita ramitas rama ramas paquete paquetes
  bote botes tarro tarros cabeza cabezas sobre sobres vaina vainas vaso vasos copa copas bolsa bolsas brick bricks filete filetes hoja hojas pastilla pastillas
  tallo tallos trozo trozos rodaja rodajas cubito cubitos tetrabrik tetrabriks envase envases ramillete ramilletes atado atados
  bola bolas barra barras tableta tabletas chupito chupitos vasito vasitos
  zehe zehen dose dosen scheibe scheiben bund bünde zweig zweige packung packungen päckchen pck pkt pkg glas gläser
  stange stangen kopf köpfe becher tüte tüten beutel beutel würfel blatt blätter knolle knollen stiel stiele kugel kugeln
  rolle rollen flasche flaschen topf töpfe schale schalen tafel tafeln tube tuben staude stauden kästchen
  fläschchen stängel
  p bd stg gl ds`),
);

/**
 * Size and measure words that may stand between the amount and the unit or the food
 * ("1 large bunch basil", "2 heaped tbsp flour", "1 cucharada colmada", "2 gehäufte EL Mehl").
 */
export const SIZE_WORDS: ReadonlySet<string> = new Set(
  list(`large small medium big extra-large jumbo heaped heaping level rounded scant generous good thumb-sized thumb-size
  grande grandes pequeño pequeña pequeños pequeñas mediano mediana medianos medianas colmada colmadas rasa rasas
  buen buena buenos buenas
  groß große großer großes großen klein kleine kleiner kleines kleinen mittelgroß mittelgroße mittelgroßer mittelgroßen
  kl mittelgr daumengroß daumengroße daumengroßes
  gehäuft gehäufte gehäufter geh gestrichen gestrichene gestrichener gestr`),
);

/**
 * Words of preparation, size and freshness that do not change what is bought. They are taken off
 * the ends of a name only ("finely chopped parsley", "cebolla picada", "gehackte Petersilie"),
 * never out of its middle, so "whole milk", "hot sauce" and "aceite de oliva virgen extra" keep
 * their words.
 */
export const PREPARATION: ReadonlySet<string> = new Set(
  list(`chopped diced minced sliced grated shredded fresh freshly finely roughly coarsely thinly thickly peeled crushed
  large medium small big ripe melted softened beaten halved quartered cubed trimmed rinsed drained washed
  cold warm room-temperature about approx approximately optional good quality organic sifted packed lightly firmly loosely
  tightly uncooked boneless skinless bone-in skin-on firm crumbled torn store-bought homemade
  picado picada picados picadas fresco fresca frescos frescas rallado rallada rallados ralladas cortado cortada
  cortados cortadas pelado pelada pelados peladas machacado machacada machacados machacadas finamente grande grandes
  mediano mediana medianos medianas pequeño pequeña pequeños pequeñas maduro madura maduros maduras derretido derretida
  batido batida batidos batidas troceado troceada troceados troceadas laminado laminada laminados laminadas aprox aproximadamente
  fundido fundida fundidos fundidas triturado triturada triturados trituradas desmoronado desmoronada desmoronados desmoronadas
  desmenuzado desmenuzada desmenuzados desmenuzadas escurrido escurrida escurridos escurridas
  gehackt gehackte gehackter gehacktes frisch frische frischer frisches frischen gerieben geriebene geriebener geriebenen
  geschnitten geschnittene gewürfelt gewürfelte geschält geschälte fein feine grob grobe klein kleine kleiner kleinen
  großes groß große großer großen mittelgroß mittelgroße mittelgroßen reif reife reifen zerdrückt zerdrückte
  geschmolzen geschmolzene ca circa zimmerwarm weiche weich kalt kalte kalter kaltes flüssig flüssige zerlassen zerlassene
  gehobelt gehobelte größe tamaño unbehandelt unbehandelte unbehandelten gr kl`),
);

/**
 * Foods whose name holds a preparation word that makes them another food: "carne picada" is mince,
 * "pan rallado" breadcrumbs. The preparation word stays in these names.
 */
export const PREPARED_FOODS: ReadonlySet<string> = new Set([
  // A juice is its own food, a liquid, not the fruit it is pressed from ("rinse the lemon").
  'lemon juice',
  'lime juice',
  'orange juice',
  'apple juice',
  'zumo de limón',
  'zumo de lima',
  'zumo de naranja',
  'jugo de limón',
  'jugo de lima',
  'jugo de naranja',
  // Mince is its own food, not the meat it is made of ("chop the beef" is no mince).
  'minced beef',
  'minced meat',
  'minced pork',
  'minced lamb',
  'minced chicken',
  'minced turkey',
  'minced veal',
  'ground meat',
  'ground chicken',
  'beef mince',
  'pork mince',
  'lamb mince',
  'turkey mince',
  'chicken mince',
  'carne picada',
  'pan rallado',
  'picada de ternera',
  'picada de cerdo',
  'cerdo picada',
  'ternera picada',
  'res picada',
  'vacuno picada',
  'queso rallado',
  'queso fresco',
  'fresh yeast',
  'frische hefe',
]);

/**
 * Phrases of cut, state or origin after a food ("chorizo en rodajas", "aceitunas sin hueso",
 * "mantequilla a temperatura ambiente", "pimienta recién molida", "Champignons in Scheiben",
 * "Pfeffer aus der Mühle"): the name ends before them.
 */
export const PREPARATION_PHRASES: readonly string[] = [
  ...list('rodajas dados daditos taquitos tacos tiras juliana trozos trocitos cubos cubitos láminas gajos aros mitades cuartos plumas rulo').map((w) => `en ${w}`),
  ...list('semillas pepitas hueso huesos piel espinas cáscara').map((w) => `sin ${w}`),
  ...list('knochen haut kerne schale').map((w) => `ohne ${w}`),
  ...list('molida molido molidas molidos rallada rallado').map((w) => `recién ${w}`),
  ...list('scheiben stücken stücke würfel würfeln ringe ringen streifen spalten flöckchen').map((w) => `in ${w}`),
  // A flour's grade ("Weizenmehl Type 550"): the same flour to buy.
  'type',
  'typ',
  'a temperatura ambiente',
  'at room temperature',
  'cut into',
  'aus der mühle',
  'aus dem kühlregal',
  'aus der dose',
  'aus dem glas',
];

/**
 * Words before the amount that hedge it or make the line optional ("about 1 cup", "ca. 200 g",
 * "aprox. 200 g", "ggf. 1 EL", "n. B. Chiliflocken"): the line is read without them. "unos" and
 * "unas" only before a number ("unos 300 g"; "unas hebras" stays vague).
 */
export const HEDGES: readonly string[] = [
  ...list('about approx. approx approximately around roughly optional opcional aprox. aprox aproximadamente'),
  ...list('ca. ca circa etwa ungefähr evtl. evtl eventuell ggf. ggf gegebenenfalls knapp'),
  'n. b.',
  'n.b.',
  'nach belieben',
  'nach wunsch',
];

/**
 * Words that hedge an amount only when a number follows ("unos 300 g", "gut 200 g Mehl", "heaping 1/2
 * cup", "scant 1 cup"); elsewhere they stay ("unas hebras" is vague, "good" may name a food).
 */
export const HEDGES_BEFORE_NUMBER: readonly string[] = list('unos unas gut gute heaping heaped scant generous rounded level good');

/** Words of length that give the size of one piece ("2-inch piece of ginger", "2 cm Ingwer"): one piece. */
export const LENGTH_WORDS: ReadonlySet<string> = new Set(list('inch inches cm zentimeter centímetro centímetros'));

/** Words that add a second amount in the same line ("1 cup plus 2 tablespoons"). */
export const PLUS_WORDS: ReadonlySet<string> = new Set(list('plus +'));

/** "1 taza y media", "1 kilo and a half": what follows the unit adds half or a quarter. */
export const AND_A_PART: ReadonlyMap<string, number> = new Map([
  ...list('y and und').flatMap((j) =>
    [...list('media medio half halb halbe'), 'a half'].map((w): [string, number] => [`${j} ${w}`, 0.5]),
  ),
  ...list('y and und').flatMap((j) => [...list('cuarto'), 'a quarter'].map((w): [string, number] => [`${j} ${w}`, 0.25])),
]);

/** Leading words that only connect ("of", "de", "von", articles). */
export const CONNECTORS: ReadonlySet<string> = new Set(list('of the de del la las el los von vom der die das den des einer'));

/** Words that join two alternatives ("butter or margarine", "caldo de pollo o de verduras", "Butter oder Margarine"). */
export const ALTERNATIVES: ReadonlySet<string> = new Set(list('or o u oder'));

/**
 * Parts of a food named before it ("juice of 1 lemon", "el zumo de 1 limón", "Saft von 1 Zitrone",
 * "abgeriebene Schale einer Zitrone"): the amount counts the whole food, the part is noted.
 */
export const PART_WORDS: ReadonlyMap<string, 'juice' | 'zest'> = new Map<string, 'juice' | 'zest'>([
  ...list('juice zumo jugo saft').map((w): [string, 'juice'] => [w, 'juice']),
  ...list('zest rind ralladura piel schale abrieb').map((w): [string, 'zest'] => [w, 'zest']),
]);

/** Other parts named before a food whose amount counts whole foods ("Mark von 1 Vanilleschote", "seeds of 1 vanilla bean"). */
export const OTHER_PART_WORDS: ReadonlySet<string> = new Set(list('mark seeds semillas'));

/** Words that introduce the rest of a line as advice, not the ingredient (matched on whole words). */
export const ADVICE_PHRASES: readonly string[] = [
  'to taste',
  'as needed',
  'if needed',
  'for serving',
  'for garnish',
  'to serve',
  'al gusto',
  'a gusto',
  'para servir',
  'para decorar',
  'nach geschmack',
  'nach belieben',
  'zum servieren',
  'zum garnieren',
  'zum bestreuen',
  'zum braten',
  'zum anbraten',
  'zum einfetten',
  'für die form',
  'for frying',
  'for greasing',
  'for dusting',
  'para freír',
  'para engrasar',
  'para enharinar',
  'c/s',
  'c/n',
  'cantidad suficiente',
  'cantidad necesaria',
];

/**
 * Words that start a purpose after the food ("Mehl für die Arbeitsfläche", "1 Ei zum Bestreichen",
 * "butter for the pan", "aceite para la sartén"): the name ends before them when a food precedes.
 * English "for" followed by an -ing word ("for deep-frying") is a purpose too.
 */
export const PURPOSE_LEADS: readonly string[] = ['zum', 'zur', 'für die', 'für den', 'für das', 'for the', 'para el', 'para la', 'para los', 'para las'];

/** Unit phrases of two or three words ("fl oz", "cucharadita de café") and their one-word equivalent in core/kernel/units.ts. */
export const UNIT_PHRASES: ReadonlyMap<string, string> = new Map([
  ['fl oz', 'floz'],
  ['fl. oz', 'floz'],
  ['fl. oz.', 'floz'],
  ['fluid ounce', 'floz'],
  ['fluid ounces', 'floz'],
  ['cucharada sopera', 'cucharada'],
  ['cucharadas soperas', 'cucharadas'],
  ['cucharadita de café', 'cucharadita'],
]);
