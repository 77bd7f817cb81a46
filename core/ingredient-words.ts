/**
 * The words the ingredient parser (core/ingredient-parse.ts) knows, in en, es and de, as typed data.
 * Every list is lower case; accents are kept as written (the parser compares lower-cased words).
 */

const list = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** Number words that stand for an amount ("a cup", "dos huevos", "eine Zwiebel"). */
export const WORD_NUMBERS: ReadonlyMap<string, number> = new Map<string, number>([
  ...list('a an one un una uno ein eine einen einem einer').map((w): [string, number] => [w, 1]),
  ...list('two dos zwei').map((w): [string, number] => [w, 2]),
  ...list('three tres drei').map((w): [string, number] => [w, 3]),
  ...list('four cuatro vier').map((w): [string, number] => [w, 4]),
  ...list('five cinco fünf').map((w): [string, number] => [w, 5]),
  ...list('six seis sechs').map((w): [string, number] => [w, 6]),
  ...list('half medio media halbe halber halbes halben halb').map((w): [string, number] => [w, 0.5]),
]);

/** Amount words that mean "some, unmeasured": the line gets no quantity ("a pinch of salt", "1 Msp. Muskat"). */
export const VAGUE_AMOUNTS: ReadonlySet<string> = new Set(
  list(`pinch pinches dash dashes splash splashes handful handfuls some few little bit drizzle knob
  prise prisen messerspitze messerspitzen msp schuss spritzer handvoll etwas bisschen
  pizca pizcas pellizco chorrito chorritos chorro puñado puñados poco pizquita unas unos algunas algunos`),
);

/** Containers and parts counted as pieces of their own kind ("3 cloves garlic" is not 3 garlics). */
export const PACKS: ReadonlySet<string> = new Set(
  list(`clove cloves can cans tin tins slice slices bunch bunches sprig sprigs stalk stalks head heads package packages
  packet packets pack packs jar jars bottle bottles stick sticks bag bags box boxes carton cartons envelope envelopes
  fillet fillets rasher rashers ball balls sheet sheets cube cubes
  diente dientes lata latas rebanada rebanadas loncha lonchas manojo manojos ramita ramitas rama ramas paquete paquetes
  bote botes tarro tarros cabeza cabezas sobre sobres vaina vainas vaso vasos copa copas bolsa bolsas brick bricks filete filetes hoja hojas pastilla pastillas
  zehe zehen dose dosen scheibe scheiben bund bünde zweig zweige packung packungen päckchen pck pkt pkg glas gläser
  stange stangen kopf köpfe becher tüte tüten beutel beutel würfel blatt blätter knolle knollen`),
);

/**
 * Size and measure words that may stand between the amount and the unit or the food
 * ("1 large bunch basil", "2 heaped tbsp flour", "1 cucharada colmada", "2 gehäufte EL Mehl").
 */
export const SIZE_WORDS: ReadonlySet<string> = new Set(
  list(`large small medium big extra-large jumbo heaped heaping level rounded scant generous good
  grande grandes pequeño pequeña pequeños pequeñas mediano mediana medianos medianas colmada colmadas rasa rasas
  groß große großer großes großen klein kleine kleiner kleines kleinen mittelgroß mittelgroße mittelgroßer mittelgroßen
  gehäuft gehäufte gehäufter gestrichen gestrichene gestr`),
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
  cold warm room-temperature about approx approximately optional good quality organic sifted packed lightly firmly
  cooked uncooked boneless skinless firm crumbled
  picado picada picados picadas fresco fresca frescos frescas rallado rallada rallados ralladas cortado cortada
  cortados cortadas pelado pelada pelados peladas machacado machacada machacados machacadas finamente grande grandes
  mediano mediana medianos medianas pequeño pequeña pequeños pequeñas maduro madura maduros maduras derretido derretida
  batido batida batidos batidas troceado troceada troceados troceadas laminado laminada laminados laminadas aprox aproximadamente
  gehackt gehackte gehackter gehacktes frisch frische frischer frisches frischen gerieben geriebene geriebener geriebenen
  geschnitten geschnittene gewürfelt gewürfelte geschält geschälte fein feine grob grobe klein kleine kleiner kleinen
  großes groß große großer großen mittelgroß mittelgroße mittelgroßen reif reife reifen zerdrückt zerdrückte
  geschmolzen geschmolzene ca circa zimmerwarm weiche weich`),
);

/**
 * Foods whose name holds a preparation word that makes them another food: "carne picada" is mince,
 * "pan rallado" breadcrumbs. The preparation word stays in these names.
 */
export const PREPARED_FOODS: ReadonlySet<string> = new Set(['carne picada', 'pan rallado', 'picada de ternera', 'picada de cerdo', 'queso rallado']);

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
];

/** Unit phrases of two words ("fl oz", "fluid ounces") and their one-word equivalent in core/units.ts. */
export const TWO_WORD_UNITS: ReadonlyMap<string, string> = new Map([
  ['fl oz', 'floz'],
  ['fl. oz', 'floz'],
  ['fl. oz.', 'floz'],
  ['fluid ounce', 'floz'],
  ['fluid ounces', 'floz'],
  ['cucharada sopera', 'cucharada'],
  ['cucharadas soperas', 'cucharadas'],
  ['cucharadita de café', 'cucharadita'],
]);
