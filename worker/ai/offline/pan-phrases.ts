import type { Language } from '../provider';
import { CUT_WORDS, type Cut } from './cooking';
import { capitalize, list, theList, type Mention } from './grammar';

/**
 * The steps of a dish cooked from a list of ingredients, in en, es and de (docs/decisions/011-offline-chef.md): one method per step, its time in bold. Each phrase takes the ingredients as
 * mentions, so articles and number are the grammar module's.
 */
type X = Mention[];
export interface PanPhrases {
  minutes: (n: number) => string;
  prep: (cut: Exclude<Cut, 'none'>, x: X) => string;
  boilPasta: (x: X, m: number) => string;
  boilRice: (x: X, m: number) => string;
  boilPotato: (x: X, m: number) => string;
  heat: (oil: X, pot?: boolean) => string;
  cured: (x: X, m: number) => string;
  onion: (x: X, m: number) => string;
  sear: (x: X, m: number) => string;
  mince: (x: X, m: number) => string;
  garlic: (x: X, m: number) => string;
  spice: (x: X, m: number) => string;
  veg: (x: X, m: number) => string;
  warm: (x: X, m: number) => string;
  tomato: (x: X, m: number) => string;
  intoPan: (x: X, m: number) => string;
  wine: (x: X, m: number) => string;
  pulses: (x: X, m: number) => string;
  simmer: (x: X, m: number) => string;
  stir: (x: X, m: number) => string;
  leafy: (x: X, m: number) => string;
  eggSet: (x: X, m: number) => string;
  eggScramble: (x: X, m: number) => string;
  fishTop: (x: X, m: number) => string;
  fishFry: (x: X, m: number) => string;
  pastaToss: (x: X) => string;
  finish: (scatter: X, squeeze: X, drizzle: X, oven?: boolean, melt?: X) => string;
  serve: (x: X, servings: number) => string;
}

const b = (text: string) => `**${text}**`;
const plain = (language: Language, x: X) => theList(language, x);

const en = (x: X) => plain('en', x);
const EN: PanPhrases = {
  minutes: (n) => b(`${n} ${n === 1 ? 'minute' : 'minutes'}`),
  prep: (cut, x) => CUT_WORDS[cut].en.replace('{x}', en(x)),
  boilPasta: (x, m) => `Bring a large pot of salted water to the boil and cook ${en(x)} for ${EN.minutes(m)}, until al dente. Drain, keeping a cup of the cooking water.`,
  boilRice: (x, m) => `Rinse ${en(x)}, cover with twice its volume of salted water and simmer with the lid on for ${EN.minutes(m)}, until the water is absorbed. Leave covered off the heat.`,
  boilPotato: (x, m) => `Boil ${en(x)} in salted water for ${EN.minutes(m)}, until a knife slides in easily, then drain.`,
  heat: (oil, pot) => `Heat ${oil.length ? en(oil) : 'the oil'} in a large ${pot ? 'pot' : 'frying pan'} over a medium heat.`,
  cured: (x, m) => `Fry ${en(x)} for ${EN.minutes(m)}, until the fat runs and the edges crisp.`,
  onion: (x, m) => `Add ${en(x)} with a pinch of salt and soften for ${EN.minutes(m)}, stirring now and then.`,
  sear: (x, m) => `Turn up the heat, add ${en(x)} and brown for ${EN.minutes(m)}, turning, until cooked through.`,
  mince: (x, m) => `Add ${en(x)} and brown for ${EN.minutes(m)}, breaking it up with a spoon.`,
  garlic: (x, m) => `Stir in ${en(x)} and cook for ${EN.minutes(m)} without letting it brown.`,
  spice: (x, m) => `Stir in ${en(x)} and cook for ${EN.minutes(m)}, until fragrant.`,
  veg: (x, m) => `Add ${en(x)} and cook for ${EN.minutes(m)}, stirring now and then, until just tender.`,
  warm: (x, m) => `Add ${en(x)} and cook for ${EN.minutes(m)}, stirring, until heated through.`,
  tomato: (x, m) => `Add ${en(x)} and cook for ${EN.minutes(m)}, until softened into a sauce.`,
  intoPan: (x, m) => `Add ${en(x)} and fry for ${EN.minutes(m)}, turning, until golden.`,
  wine: (x, m) => `Pour in ${en(x)} and let it bubble for ${EN.minutes(m)}.`,
  pulses: (x, m) => `Add ${en(x)}, bring to the boil, then cover and simmer for ${EN.minutes(m)}, until the lentils are tender.`,
  simmer: (x, m) => `Pour in ${en(x)}, bring to a gentle simmer and cook for ${EN.minutes(m)}, until slightly thickened.`,
  stir: (x, m) => `Stir in ${en(x)} and cook for ${EN.minutes(m)}.`,
  leafy: (x, m) => `Stir in ${en(x)} and cook for ${EN.minutes(m)}, until wilted.`,
  eggSet: (x, m) => `Beat ${en(x)} with a pinch of salt, pour them over, cover and cook over a low heat for ${EN.minutes(m)}, until set.`,
  eggScramble: (x, m) => `Push everything to one side, pour in ${en(x)}, beaten, and stir for ${EN.minutes(m)} until just set, then mix through.`,
  fishTop: (x, m) => `Season ${en(x)}, lay it on top, cover and cook over a low heat for ${EN.minutes(m)}, until it flakes.`,
  fishFry: (x, m) => `Season ${en(x)} and fry for ${EN.minutes(m)}, turning once halfway, until it flakes.`,
  pastaToss: (x) => `Add ${en(x)} to the pan with a splash of the cooking water and toss until glossy.`,
  finish: (s, q, d, oven, melt = []) =>
    `${oven ? 'Take the tray out of the oven' : 'Take off the heat'}${melt.length ? `, stir in ${en(melt)} until melted` : ''} and season with salt and pepper${s.length ? `; scatter over ${en(s)}` : ''}${q.length ? `; squeeze over the juice of ${en(q)}` : ''}${d.length ? `; drizzle with ${en(d)}` : ''}.`,
  serve: (x, n) => `Serve ${x.length ? `with ${en(x)} ` : ''}straight away. Serves ${n}.`,
};

const es = (x: X) => plain('es', x);
const ES: PanPhrases = {
  minutes: (n) => b(`${n} ${n === 1 ? 'minuto' : 'minutos'}`),
  prep: (cut, x) => CUT_WORDS[cut].es.replace('{x}', es(x)),
  boilPasta: (x, m) => `Pon a hervir abundante agua con sal y cuece ${es(x)} ${ES.minutes(m)}, al dente. Escurre y reserva un vaso del agua de cocción.`,
  boilRice: (x, m) => `Lava ${es(x)}, cubre con el doble de su volumen de agua con sal y cuece tapado a fuego suave ${ES.minutes(m)}, hasta que absorba el agua. Deja reposar fuera del fuego con la tapa puesta.`,
  boilPotato: (x, m) => `Cuece ${es(x)} en agua con sal ${ES.minutes(m)}, hasta que un cuchillo entre con facilidad, y escurre.`,
  heat: (oil, pot) => `Calienta ${oil.length ? es(oil) : 'el aceite'} en ${pot ? 'una olla' : 'una sartén grande'} a fuego medio.`,
  cured: (x, m) => `Dora ${es(x)} ${ES.minutes(m)}, hasta que suelte la grasa.`,
  onion: (x, m) => `Añade ${es(x)} con una pizca de sal y pocha a fuego suave ${ES.minutes(m)}, removiendo de vez en cuando.`,
  sear: (x, m) => `Sube el fuego, añade ${es(x)} y cocina ${ES.minutes(m)}, dando vueltas, hasta dorar por todos lados.`,
  mince: (x, m) => `Añade ${es(x)} y dora ${ES.minutes(m)}, deshaciendo los grumos con una cuchara.`,
  garlic: (x, m) => `Incorpora ${es(x)} y cocina ${ES.minutes(m)} a fuego suave, sin dorar.`,
  spice: (x, m) => `Añade ${es(x)} y remueve ${ES.minutes(m)}, hasta que suelte su aroma.`,
  veg: (x, m) => `Añade ${es(x)} y cocina ${ES.minutes(m)}, removiendo de vez en cuando, hasta que estén tiernas las verduras.`,
  warm: (x, m) => `Añade ${es(x)} y cocina ${ES.minutes(m)}, removiendo, hasta que todo esté bien caliente.`,
  tomato: (x, m) => `Añade ${es(x)} y cocina ${ES.minutes(m)}, hasta que se forme una salsa.`,
  intoPan: (x, m) => `Añade ${es(x)} y fríe ${ES.minutes(m)}, dando vueltas, hasta dorar.`,
  wine: (x, m) => `Vierte ${es(x)} y deja que reduzca ${ES.minutes(m)}.`,
  pulses: (x, m) => `Añade ${es(x)}, lleva a ebullición, tapa y cuece a fuego suave ${ES.minutes(m)}, hasta que las legumbres estén tiernas.`,
  simmer: (x, m) => `Vierte ${es(x)}, lleva a un hervor suave y cuece ${ES.minutes(m)}, hasta que espese un poco.`,
  stir: (x, m) => `Incorpora ${es(x)} y cocina ${ES.minutes(m)}.`,
  leafy: (x, m) => `Incorpora ${es(x)} y cocina ${ES.minutes(m)}, removiendo, hasta que se ablanden.`,
  eggSet: (x, m) => `Bate ${es(x)} con una pizca de sal, viértelos por encima, tapa y cuaja a fuego bajo ${ES.minutes(m)}.`,
  eggScramble: (x, m) => `Aparta todo a un lado, vierte ${es(x)} batidos y remueve ${ES.minutes(m)} hasta que cuajen; mezcla con el resto.`,
  fishTop: (x, m) => `Salpimienta ${es(x)}, pon el pescado sobre el resto, tapa y cocina a fuego bajo ${ES.minutes(m)}, hasta que se separe en lascas.`,
  fishFry: (x, m) => `Salpimienta ${es(x)} y fríe ${ES.minutes(m)}, dándole la vuelta a mitad, hasta que se separe en lascas.`,
  pastaToss: (x) => `Añade ${es(x)} a la sartén con un chorrito del agua de cocción y saltea hasta que brille.`,
  finish: (s, q, d, oven, melt = []) =>
    `${oven ? 'Saca la bandeja del horno' : 'Retira del fuego'}${melt.length ? `, incorpora ${es(melt)} hasta que se derrita` : ''} y salpimienta${s.length ? `; reparte por encima ${es(s)}` : ''}${q.length ? `; exprime por encima el zumo de ${es(q)}` : ''}${d.length ? `; rocía con ${es(d)}` : ''}.`,
  serve: (x, n) => `Sirve enseguida${x.length ? ` con ${es(x)}` : ''}. ${n === 1 ? 'Sale 1 ración' : `Salen ${n} raciones`}.`,
};

const de = (x: X) => list('de', x.map((m) => m.word));
const DE: PanPhrases = {
  minutes: (n) => b(`${n} ${n === 1 ? 'Minute' : 'Minuten'}`),
  prep: (cut, x) => capitalize(CUT_WORDS[cut].de.replace('{x}', de(x))),
  boilPasta: (x, m) => `${de(x)} in reichlich Salzwasser ${DE.minutes(m)} bissfest kochen. Abgießen und dabei eine Tasse Kochwasser auffangen.`,
  boilRice: (x, m) => `${de(x)} waschen, mit der doppelten Menge Salzwasser aufkochen und zugedeckt bei kleiner Hitze ${DE.minutes(m)} garen, bis das Wasser aufgesogen ist. Vom Herd nehmen und zugedeckt ruhen lassen.`,
  boilPotato: (x, m) => `${de(x)} in Salzwasser ${DE.minutes(m)} kochen, bis ein Messer leicht hineingleitet, dann abgießen.`,
  heat: (oil, pot) => `${oil.length ? de(oil) : 'Öl'} in ${pot ? 'einem großen Topf' : 'einer großen Pfanne'} bei mittlerer Hitze erhitzen.`,
  cured: (x, m) => `${de(x)} darin ${DE.minutes(m)} knusprig auslassen.`,
  onion: (x, m) => `${de(x)} mit einer Prise Salz zugeben und ${DE.minutes(m)} glasig dünsten, dabei ab und zu rühren.`,
  sear: (x, m) => `Hitze erhöhen, ${de(x)} zugeben und ${DE.minutes(m)} rundum anbraten, bis alles durchgegart ist.`,
  mince: (x, m) => `${de(x)} zugeben und ${DE.minutes(m)} krümelig braten.`,
  garlic: (x, m) => `${de(x)} zugeben und ${DE.minutes(m)} mitdünsten, ohne es zu bräunen.`,
  spice: (x, m) => `${de(x)} einrühren und ${DE.minutes(m)} anrösten, bis alles duftet.`,
  veg: (x, m) => `${de(x)} zugeben und ${DE.minutes(m)} unter gelegentlichem Rühren bissfest braten.`,
  warm: (x, m) => `${de(x)} zugeben und ${DE.minutes(m)} unter Rühren erhitzen, bis alles heiß ist.`,
  tomato: (x, m) => `${de(x)} zugeben und ${DE.minutes(m)} schmoren, bis eine Soße entsteht.`,
  intoPan: (x, m) => `${de(x)} zugeben und ${DE.minutes(m)} goldbraun braten, dabei wenden.`,
  wine: (x, m) => `${de(x)} angießen und ${DE.minutes(m)} einkochen lassen.`,
  pulses: (x, m) => `${de(x)} zugeben, aufkochen und zugedeckt ${DE.minutes(m)} leise köcheln lassen, bis die Hülsenfrüchte weich sind.`,
  simmer: (x, m) => `${de(x)} angießen, aufkochen und ${DE.minutes(m)} leise köcheln lassen, bis die Soße etwas eindickt.`,
  stir: (x, m) => `${de(x)} einrühren und ${DE.minutes(m)} mitgaren.`,
  leafy: (x, m) => `${de(x)} unterheben und ${DE.minutes(m)} zusammenfallen lassen.`,
  eggSet: (x, m) => `${de(x)} mit einer Prise Salz verquirlen, darübergießen und zugedeckt bei kleiner Hitze ${DE.minutes(m)} stocken lassen.`,
  eggScramble: (x, m) => `Alles an den Rand schieben, ${de(x)} verquirlt hineingießen, ${DE.minutes(m)} unter Rühren stocken lassen und untermischen.`,
  fishTop: (x, m) => `${de(x)} salzen und pfeffern, obenauf legen und zugedeckt bei kleiner Hitze ${DE.minutes(m)} garen, bis der Fisch gar ist.`,
  fishFry: (x, m) => `${de(x)} salzen und pfeffern und ${DE.minutes(m)} braten, nach der Hälfte der Zeit einmal wenden.`,
  pastaToss: (x) => `${de(x)} mit einem Schuss Kochwasser in die Pfanne geben und durchschwenken, bis alles glänzt.`,
  finish: (s, q, d, oven, melt = []) =>
    `${oven ? 'Das Blech aus dem Ofen nehmen' : 'Vom Herd nehmen'}${melt.length ? `, ${de(melt)} unterrühren, bis alles geschmolzen ist,` : ''} und mit Salz und Pfeffer abschmecken${s.length ? `; ${de(s)} darüberstreuen` : ''}${q.length ? `; ${de(q)} auspressen und den Saft darüberträufeln` : ''}${d.length ? `; mit ${de(d)} beträufeln` : ''}.`,
  serve: (x, n) => `${x.length ? `Mit ${de(x)} sofort` : 'Sofort'} servieren. Ergibt ${n} ${n === 1 ? 'Portion' : 'Portionen'}.`,
};

export const PAN: Record<Language, PanPhrases> = { en: EN, es: ES, de: DE };
