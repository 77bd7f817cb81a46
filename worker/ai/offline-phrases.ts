import type { CookingMethod, Cuisine } from '../../core/options';
import type { Language } from './provider';

/**
 * The offline chef's phrasebook in en, es and de. Titles avoid adjective agreement in es/de by
 * using invariant phrases ("a la parrilla", "vom Grill", "nach italienischer Art").
 */
export interface MethodPhrases {
  /** Title part: en adjective before the main ingredient; es/de phrase after it. */
  title: string;
  /** Minutes of cooking before variation. */
  minutes: number;
  /** The main cooking step; `{main}`, `{minutes}` and `{others}` are filled in. */
  step: string;
}

export const BASE_MINUTES: Record<CookingMethod | 'default', number> = {
  grilling: 15,
  roasting: 35,
  sauteing: 12,
  steaming: 15,
  baking: 30,
  'stir-frying': 10,
  braising: 75,
  boiling: 20,
  'pan-frying': 14,
  'slow-cooking': 240,
  default: 20,
};

type MethodTable = Record<CookingMethod | 'default', { title: string; step: string }>;

const METHODS: Record<Language, MethodTable> = {
  en: {
    grilling: { title: 'Grilled', step: 'Heat the grill to **high**. Grill the {main} for **{minutes} minutes**, turning once, until nicely charred.' },
    roasting: { title: 'Roasted', step: 'Preheat the oven to **200 °C**. Spread the {main} on a tray and roast for **{minutes} minutes** until golden.' },
    sauteing: { title: 'Sautéed', step: 'Warm the oil in a wide pan over **medium-high heat** and sauté the {main} for **{minutes} minutes**, stirring often.' },
    steaming: { title: 'Steamed', step: 'Bring water to a simmer under a steamer basket and steam the {main} for **{minutes} minutes** until tender.' },
    baking: { title: 'Baked', step: 'Preheat the oven to **180 °C**. Place the {main} in a baking dish and bake for **{minutes} minutes**.' },
    'stir-frying': { title: 'Stir-fried', step: 'Heat a wok until **smoking hot**, add the oil and stir-fry the {main} for **{minutes} minutes**, tossing constantly.' },
    braising: { title: 'Braised', step: 'Brown the {main} in a heavy pot, add a splash of water or stock, cover and braise on **low heat** for **{minutes} minutes**.' },
    boiling: { title: 'Boiled', step: 'Bring a pot of **salted water** to the boil and cook the {main} for **{minutes} minutes**, then drain.' },
    'pan-frying': { title: 'Pan-fried', step: 'Heat the oil in a frying pan over **medium heat** and fry the {main} for **{minutes} minutes**, turning halfway.' },
    'slow-cooking': { title: 'Slow-cooked', step: 'Put the {main} in a slow cooker with a little liquid and cook on **low** for **{minutes} minutes**.' },
    default: { title: 'Homestyle', step: 'Warm the oil in a pan over **medium heat** and cook the {main} for **{minutes} minutes**, stirring now and then.' },
  },
  es: {
    grilling: { title: 'a la parrilla', step: 'Calienta la parrilla a **fuego alto**. Asa {main} durante **{minutes} minutos**, dándole la vuelta una vez.' },
    roasting: { title: 'al horno', step: 'Precalienta el horno a **200 °C**. Extiende {main} en una bandeja y ásalo durante **{minutes} minutos** hasta que se dore.' },
    sauteing: { title: 'a la sartén', step: 'Calienta el aceite en una sartén amplia a **fuego medio-alto** y saltea {main} durante **{minutes} minutos**, removiendo a menudo.' },
    steaming: { title: 'al vapor', step: 'Lleva agua a ebullición suave bajo una vaporera y cuece {main} al vapor durante **{minutes} minutos** hasta que esté tierno.' },
    baking: { title: 'en bandeja de horno', step: 'Precalienta el horno a **180 °C**. Coloca {main} en una fuente y hornea durante **{minutes} minutos**.' },
    'stir-frying': { title: 'al wok', step: 'Calienta el wok hasta que **humee**, añade el aceite y saltea {main} durante **{minutes} minutos** sin dejar de remover.' },
    braising: { title: 'en estofado', step: 'Dora {main} en una olla pesada, añade un chorrito de agua o caldo, tapa y cuece a **fuego bajo** durante **{minutes} minutos**.' },
    boiling: { title: 'en su caldo', step: 'Lleva a ebullición una olla de **agua con sal** y cuece {main} durante **{minutes} minutos**; escurre.' },
    'pan-frying': { title: 'a la plancha', step: 'Calienta el aceite en una sartén a **fuego medio** y fríe {main} durante **{minutes} minutos**, dándole la vuelta a mitad.' },
    'slow-cooking': { title: 'a fuego lento', step: 'Pon {main} en una olla de cocción lenta con un poco de líquido y cocina a **temperatura baja** durante **{minutes} minutos**.' },
    default: { title: 'de la casa', step: 'Calienta el aceite en una sartén a **fuego medio** y cocina {main} durante **{minutes} minutos**, removiendo de vez en cuando.' },
  },
  de: {
    grilling: { title: 'vom Grill', step: 'Den Grill auf **hohe Hitze** bringen. {main} **{minutes} Minuten** grillen und dabei einmal wenden.' },
    roasting: { title: 'aus dem Ofen', step: 'Den Ofen auf **200 °C** vorheizen. {main} auf einem Blech verteilen und **{minutes} Minuten** goldbraun rösten.' },
    sauteing: { title: 'aus der Pfanne', step: 'Das Öl in einer weiten Pfanne bei **mittlerer bis hoher Hitze** erhitzen und {main} **{minutes} Minuten** unter häufigem Rühren sautieren.' },
    steaming: { title: 'im Dampf gegart', step: 'Wasser unter einem Dämpfeinsatz leicht köcheln lassen und {main} **{minutes} Minuten** dämpfen, bis es weich ist.' },
    baking: { title: 'im Ofen gebacken', step: 'Den Ofen auf **180 °C** vorheizen. {main} in eine Auflaufform geben und **{minutes} Minuten** backen.' },
    'stir-frying': { title: 'aus dem Wok', step: 'Den Wok **sehr heiß** werden lassen, das Öl zugeben und {main} **{minutes} Minuten** unter ständigem Rühren braten.' },
    braising: { title: 'im Schmortopf', step: '{main} in einem schweren Topf anbraten, einen Schuss Wasser oder Brühe zugeben, zudecken und bei **niedriger Hitze** **{minutes} Minuten** schmoren.' },
    boiling: { title: 'im Sud gekocht', step: 'Einen Topf **Salzwasser** zum Kochen bringen, {main} darin **{minutes} Minuten** garen und abgießen.' },
    'pan-frying': { title: 'aus der Bratpfanne', step: 'Das Öl in einer Bratpfanne bei **mittlerer Hitze** erhitzen und {main} **{minutes} Minuten** braten, nach der Hälfte wenden.' },
    'slow-cooking': { title: 'bei Niedertemperatur gegart', step: '{main} mit etwas Flüssigkeit in den Slow Cooker geben und auf **niedriger Stufe** **{minutes} Minuten** garen.' },
    default: { title: 'nach Hausmacherart', step: 'Das Öl in einer Pfanne bei **mittlerer Hitze** erhitzen und {main} **{minutes} Minuten** garen, gelegentlich umrühren.' },
  },
};

export function methodPhrases(language: Language, method: CookingMethod | null): MethodPhrases {
  const key = method ?? 'default';
  return { ...METHODS[language][key], minutes: BASE_MINUTES[key] };
}

/** "Italian-style" / "al estilo italiano" / "nach italienischer Art" and a typical seasoning. */
const CUISINES: Record<Cuisine, { en: string; es: string; de: string; staple: [string, string, string] }> = {
  italian: { en: 'Italian', es: 'italiano', de: 'italienischer', staple: ['fresh basil', 'albahaca fresca', 'frisches Basilikum'] },
  mexican: { en: 'Mexican', es: 'mexicano', de: 'mexikanischer', staple: ['ground cumin', 'comino molido', 'gemahlener Kreuzkümmel'] },
  asian: { en: 'Asian', es: 'asiático', de: 'asiatischer', staple: ['soy sauce', 'salsa de soja', 'Sojasauce'] },
  mediterranean: { en: 'Mediterranean', es: 'mediterráneo', de: 'mediterraner', staple: ['dried oregano', 'orégano seco', 'getrockneter Oregano'] },
  indian: { en: 'Indian', es: 'indio', de: 'indischer', staple: ['garam masala', 'garam masala', 'Garam Masala'] },
  french: { en: 'French', es: 'francés', de: 'französischer', staple: ['fresh thyme', 'tomillo fresco', 'frischer Thymian'] },
  american: { en: 'American', es: 'americano', de: 'amerikanischer', staple: ['smoked paprika', 'pimentón ahumado', 'geräuchertes Paprikapulver'] },
  chinese: { en: 'Chinese', es: 'chino', de: 'chinesischer', staple: ['fresh ginger', 'jengibre fresco', 'frischer Ingwer'] },
  japanese: { en: 'Japanese', es: 'japonés', de: 'japanischer', staple: ['mirin', 'mirin', 'Mirin'] },
  thai: { en: 'Thai', es: 'tailandés', de: 'thailändischer', staple: ['fish sauce', 'salsa de pescado', 'Fischsauce'] },
  greek: { en: 'Greek', es: 'griego', de: 'griechischer', staple: ['lemon juice', 'zumo de limón', 'Zitronensaft'] },
  spanish: { en: 'Spanish', es: 'español', de: 'spanischer', staple: ['sweet paprika', 'pimentón dulce', 'edelsüßes Paprikapulver'] },
  'middle-eastern': { en: 'Middle Eastern', es: 'de Oriente Medio', de: 'nahöstlicher', staple: ["za'atar", "za'atar", "Za'atar"] },
  korean: { en: 'Korean', es: 'coreano', de: 'koreanischer', staple: ['gochujang', 'gochujang', 'Gochujang'] },
  vietnamese: { en: 'Vietnamese', es: 'vietnamita', de: 'vietnamesischer', staple: ['fresh mint', 'menta fresca', 'frische Minze'] },
  moroccan: { en: 'Moroccan', es: 'marroquí', de: 'marokkanischer', staple: ['ras el hanout', 'ras el hanout', 'Ras el-Hanout'] },
};

const LANGUAGE_INDEX: Record<Language, 0 | 1 | 2> = { en: 0, es: 1, de: 2 };

export function cuisineStyle(language: Language, cuisine: Cuisine): string {
  const c = CUISINES[cuisine];
  if (language === 'es') return `al estilo ${c.es}`;
  if (language === 'de') return `nach ${c.de} Art`;
  return `${c.en}-style`;
}

export function cuisineStaple(language: Language, cuisine: Cuisine): string {
  return CUISINES[cuisine].staple[LANGUAGE_INDEX[language]];
}

/** Everything else the chef says, per language. */
export const PHRASES: Record<
  Language,
  {
    with: string;
    and: string;
    oil: string;
    saltPepper: string;
    toTaste: string;
    /** Added when fewer than three ingredients are given: [singular, plural]. */
    pantry: [[string, string], [string, string], [string, string]];
    prepIntro: string;
    prepCut: string;
    prepMeasure: string;
    prepChop: string;
    season: string;
    finish: string;
    serve: string;
    description: string;
    plain: string;
  }
> = {
  en: {
    with: 'with',
    and: 'and',
    oil: 'olive oil',
    saltPepper: 'salt and black pepper',
    toTaste: 'to taste',
    pantry: [['onion', 'onions'], ['garlic', 'garlic'], ['vegetable stock', 'vegetable stock']],
    prepIntro: 'Rinse and prepare everything:',
    prepCut: 'cut the **{main}** into even pieces',
    prepMeasure: 'measure out the **{main}**',
    prepChop: 'finely chop the {others}',
    season: 'Season with {seasoning}, salt and pepper and toss so that everything is *evenly coated*.',
    finish: 'Add the {others} and cook for **3 to 5 minutes** more, until everything is tender and fragrant.',
    serve: 'Taste, adjust the seasoning and serve warm for {servings}. *Leftovers keep for 2 days in the fridge.*',
    description: '{title}: a {difficulty} dish for {servings}, ready in about {total} minutes.',
    plain: 'the rest of the ingredients',
  },
  es: {
    with: 'con',
    and: 'y',
    oil: 'aceite de oliva',
    saltPepper: 'sal y pimienta negra',
    toTaste: 'al gusto',
    pantry: [['cebolla', 'cebollas'], ['ajo', 'ajo'], ['caldo de verduras', 'caldo de verduras']],
    prepIntro: 'Lava y prepara todo:',
    prepCut: 'corta **{main}** en trozos iguales',
    prepMeasure: 'mide **{main}**',
    prepChop: 'pica finamente {others}',
    season: 'Sazona con {seasoning}, sal y pimienta y mezcla para que todo quede *bien cubierto*.',
    finish: 'Añade {others} y cocina **de 3 a 5 minutos** más, hasta que todo esté tierno y aromático.',
    serve: 'Prueba, rectifica de sal y sirve caliente. Salen {servings}. *Las sobras se conservan 2 días en la nevera.*',
    description: '{title}: un plato de dificultad {difficulty}, {servings}, listo en unos {total} minutos.',
    plain: 'el resto de ingredientes',
  },
  de: {
    with: 'mit',
    and: 'und',
    oil: 'Olivenöl',
    saltPepper: 'Salz und schwarzer Pfeffer',
    toTaste: 'nach Geschmack',
    pantry: [['Zwiebel', 'Zwiebeln'], ['Knoblauch', 'Knoblauch'], ['Gemüsebrühe', 'Gemüsebrühe']],
    prepIntro: 'Alles waschen und vorbereiten:',
    prepCut: '**{main}** in gleichmäßige Stücke schneiden',
    prepMeasure: '**{main}** abmessen',
    prepChop: '{others} fein hacken',
    season: 'Würzen: {seasoning}, Salz und Pfeffer darübergeben und alles *gleichmäßig vermengen*.',
    finish: '{others} zugeben und weitere **3 bis 5 Minuten** garen, bis alles weich und aromatisch ist.',
    serve: 'Abschmecken und warm für {servings} servieren. *Reste halten sich 2 Tage im Kühlschrank.*',
    description: '{title}: ein Gericht für {servings} (Schwierigkeit {difficulty}), fertig in etwa {total} Minuten.',
    plain: 'die übrigen Zutaten',
  },
};

export const SERVINGS_WORD: Record<Language, (n: number) => string> = {
  en: (n) => `${n} people`,
  es: (n) => `${n} raciones`,
  de: (n) => `${n} Personen`,
};

export const DIFFICULTY_WORD: Record<Language, Record<'easy' | 'medium' | 'hard', string>> = {
  en: { easy: 'easy', medium: 'medium', hard: 'challenging' },
  es: { easy: 'fácil', medium: 'media', hard: 'alta' },
  de: { easy: 'leicht', medium: 'mittel', hard: 'anspruchsvoll' },
};

export const SEASONING_DEFAULT: Record<Language, string> = {
  en: 'a pinch of dried herbs',
  es: 'una pizca de hierbas secas',
  de: 'eine Prise getrocknete Kräuter',
};
