/**
 * The five built-in sample recipes of the dashboard's Recipe Inspiration grid (docs/product.md
 * "Dashboard"), written in every interface language. Images ship in public/samples/.
 */
import type { Allergen, Diet, DietProfile } from '#core/diet/allergens-profile';

export type SampleLanguage = 'en' | 'es' | 'de';
export type SampleDifficulty = 'easy' | 'medium' | 'hard';

export interface SampleNutrition {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber?: number;
  sodium: number;
}

interface SampleText {
  title: string;
  ingredients: string[];
  /** Markdown with cooking time, difficulty and servings lines, then numbered steps. */
  markdown: string;
}

interface SampleSource {
  id: string;
  isVegetarian: boolean;
  /** The diets the dish fits as written (checked against the diet checker by sample-recipes.test.ts). */
  fits: readonly Diet[];
  /** The allergens it holds (at least every one the diet checker finds). */
  holds: readonly Allergen[];
  offlineImageKey: string;
  /** Per serving. */
  nutritionalInfo: SampleNutrition;
  text: Record<SampleLanguage, SampleText>;
}

export interface SampleRecipe extends SampleText {
  id: string;
  isVegetarian: boolean;
  fits: readonly Diet[];
  holds: readonly Allergen[];
  offlineImageKey: string;
  nutritionalInfo: SampleNutrition;
}

const meta = {
  en: (time: number, difficulty: string, servings: number) =>
    `**Cooking time:** ${time} minutes\n**Difficulty:** ${difficulty}\n**Servings:** ${servings}`,
  es: (time: number, difficulty: string, servings: number) =>
    `**Tiempo de cocción:** ${time} minutos\n**Dificultad:** ${difficulty}\n**Porciones:** ${servings}`,
  de: (time: number, difficulty: string, servings: number) =>
    `**Kochzeit:** ${time} Minuten\n**Schwierigkeit:** ${difficulty}\n**Portionen:** ${servings}`,
};

const steps = (list: string[]) => list.map((s, i) => `${i + 1}. ${s}`).join('\n');

const SOURCES: SampleSource[] = [
  {
    id: 'sample-chickpea-salad',
    fits: ['vegetarian', 'pescatarian', 'gluten_free', 'halal'],
    holds: ['milk'],
    isVegetarian: true,
    offlineImageKey: 'chickpea-salad',
    nutritionalInfo: { calories: 390, protein: 14, carbs: 42, fat: 19, fiber: 11, sodium: 480 },
    text: {
      en: {
        title: 'Mediterranean Chickpea Salad',
        ingredients: ['2 cans chickpeas, drained', '1 cucumber, diced', '250 g cherry tomatoes, halved', '½ red onion, finely sliced', '100 g feta, crumbled', '3 tbsp olive oil', '1 lemon, juiced', 'Fresh parsley, salt and pepper'],
        markdown: `${meta.en(15, 'Easy', 4)}\n\n${steps(['Rinse the **chickpeas** and pat them dry.', 'Combine chickpeas, cucumber, tomatoes and onion in a large bowl.', 'Whisk the olive oil with the lemon juice, salt and pepper.', 'Toss the salad with the dressing and scatter over the *feta* and parsley.', 'Rest for **10 minutes** so the flavours mingle, then serve.'])}`,
      },
      es: {
        title: 'Ensalada mediterránea de garbanzos',
        ingredients: ['2 latas de garbanzos, escurridos', '1 pepino, en dados', '250 g de tomates cherry, en mitades', '½ cebolla morada, en láminas finas', '100 g de queso feta, desmenuzado', '3 cdas de aceite de oliva', '1 limón, exprimido', 'Perejil fresco, sal y pimienta'],
        markdown: `${meta.es(15, 'Fácil', 4)}\n\n${steps(['Enjuaga los **garbanzos** y sécalos.', 'Mezcla garbanzos, pepino, tomates y cebolla en un bol grande.', 'Bate el aceite con el zumo de limón, sal y pimienta.', 'Aliña la ensalada y reparte por encima el *feta* y el perejil.', 'Deja reposar **10 minutos** para que se mezclen los sabores y sirve.'])}`,
      },
      de: {
        title: 'Mediterraner Kichererbsensalat',
        ingredients: ['2 Dosen Kichererbsen, abgetropft', '1 Gurke, gewürfelt', '250 g Kirschtomaten, halbiert', '½ rote Zwiebel, fein geschnitten', '100 g Feta, zerbröselt', '3 EL Olivenöl', '1 Zitrone, ausgepresst', 'Frische Petersilie, Salz und Pfeffer'],
        markdown: `${meta.de(15, 'Einfach', 4)}\n\n${steps(['Die **Kichererbsen** abspülen und trocken tupfen.', 'Kichererbsen, Gurke, Tomaten und Zwiebel in einer großen Schüssel mischen.', 'Olivenöl mit Zitronensaft, Salz und Pfeffer verquirlen.', 'Den Salat mit dem Dressing mischen, *Feta* und Petersilie darüberstreuen.', '**10 Minuten** ziehen lassen, damit sich die Aromen verbinden, dann servieren.'])}`,
      },
    },
  },
  {
    id: 'sample-lemon-chicken',
    fits: ['gluten_free', 'dairy_free', 'halal'],
    holds: [],
    isVegetarian: false,
    offlineImageKey: 'lemon-chicken',
    nutritionalInfo: { calories: 460, protein: 38, carbs: 24, fat: 23, fiber: 4, sodium: 620 },
    text: {
      en: {
        title: 'Lemon Garlic Roast Chicken',
        ingredients: ['4 chicken thighs', '500 g baby potatoes, halved', '1 lemon, sliced', '6 cloves garlic, smashed', '2 tbsp olive oil', '1 tsp dried thyme', 'Salt and pepper'],
        markdown: `${meta.en(45, 'Medium', 4)}\n\n${steps(['Heat the oven to **220 °C**.', 'Toss the potatoes with half the oil, salt and pepper in a roasting tin.', 'Rub the chicken with the remaining oil, thyme and garlic; lay it on the potatoes.', 'Tuck the *lemon slices* around the chicken.', 'Roast for **40 minutes** until the skin is golden and the juices run clear.', 'Rest for 5 minutes and spoon the pan juices over before serving.'])}`,
      },
      es: {
        title: 'Pollo asado al limón y ajo',
        ingredients: ['4 muslos de pollo', '500 g de patatas baby, en mitades', '1 limón, en rodajas', '6 dientes de ajo, machacados', '2 cdas de aceite de oliva', '1 cdta de tomillo seco', 'Sal y pimienta'],
        markdown: `${meta.es(45, 'Media', 4)}\n\n${steps(['Precalienta el horno a **220 °C**.', 'Mezcla las patatas con la mitad del aceite, sal y pimienta en una bandeja.', 'Unta el pollo con el resto del aceite, el tomillo y el ajo; colócalo sobre las patatas.', 'Reparte las *rodajas de limón* alrededor del pollo.', 'Asa **40 minutos** hasta que la piel esté dorada y los jugos salgan claros.', 'Deja reposar 5 minutos y riega con los jugos antes de servir.'])}`,
      },
      de: {
        title: 'Zitronen-Knoblauch-Ofenhähnchen',
        ingredients: ['4 Hähnchenschenkel', '500 g Drillinge, halbiert', '1 Zitrone, in Scheiben', '6 Knoblauchzehen, angedrückt', '2 EL Olivenöl', '1 TL getrockneter Thymian', 'Salz und Pfeffer'],
        markdown: `${meta.de(45, 'Mittel', 4)}\n\n${steps(['Den Ofen auf **220 °C** vorheizen.', 'Die Kartoffeln mit der Hälfte des Öls, Salz und Pfeffer in einer Form mischen.', 'Das Hähnchen mit restlichem Öl, Thymian und Knoblauch einreiben und auf die Kartoffeln legen.', 'Die *Zitronenscheiben* rund um das Hähnchen verteilen.', '**40 Minuten** rösten, bis die Haut goldbraun ist und der Saft klar austritt.', '5 Minuten ruhen lassen und mit dem Bratensaft beträufeln.'])}`,
      },
    },
  },
  {
    id: 'sample-mushroom-risotto',
    fits: ['vegetarian', 'pescatarian', 'gluten_free'],
    holds: ['milk', 'sulphites', 'celery'],
    isVegetarian: true,
    offlineImageKey: 'mushroom-risotto',
    nutritionalInfo: { calories: 520, protein: 15, carbs: 74, fat: 17, fiber: 3, sodium: 710 },
    text: {
      en: {
        title: 'Creamy Mushroom Risotto',
        ingredients: ['300 g arborio rice', '300 g mixed mushrooms, sliced', '1 onion, finely chopped', '1 l hot vegetable stock', '120 ml dry white wine', '50 g parmesan, grated', '2 tbsp butter'],
        markdown: `${meta.en(35, 'Medium', 4)}\n\n${steps(['Fry the **mushrooms** in half the butter until golden; set aside.', 'Soften the onion in the remaining butter, then stir in the rice for 1 minute.', 'Pour in the wine and let it bubble away.', 'Add the stock a ladle at a time, stirring, for about **18 minutes**.', 'Fold in the mushrooms and *parmesan*; rest for 2 minutes before serving.'])}`,
      },
      es: {
        title: 'Risotto cremoso de setas',
        ingredients: ['300 g de arroz arborio', '300 g de setas variadas, laminadas', '1 cebolla, picada fina', '1 l de caldo de verduras caliente', '120 ml de vino blanco seco', '50 g de parmesano, rallado', '2 cdas de mantequilla'],
        markdown: `${meta.es(35, 'Media', 4)}\n\n${steps(['Dora las **setas** en la mitad de la mantequilla y resérvalas.', 'Pocha la cebolla en el resto de la mantequilla y rehoga el arroz 1 minuto.', 'Vierte el vino y deja que se evapore.', 'Añade el caldo cazo a cazo, removiendo, durante unos **18 minutos**.', 'Incorpora las setas y el *parmesano*; deja reposar 2 minutos y sirve.'])}`,
      },
      de: {
        title: 'Cremiges Pilzrisotto',
        ingredients: ['300 g Arborio-Reis', '300 g gemischte Pilze, in Scheiben', '1 Zwiebel, fein gehackt', '1 l heiße Gemüsebrühe', '120 ml trockener Weißwein', '50 g Parmesan, gerieben', '2 EL Butter'],
        markdown: `${meta.de(35, 'Mittel', 4)}\n\n${steps(['Die **Pilze** in der Hälfte der Butter goldbraun braten und beiseitestellen.', 'Die Zwiebel in der restlichen Butter glasig dünsten, den Reis 1 Minute mitrühren.', 'Mit dem Wein ablöschen und einkochen lassen.', 'Die Brühe kellenweise unter Rühren zugeben, etwa **18 Minuten**.', 'Pilze und *Parmesan* unterheben; 2 Minuten ruhen lassen und servieren.'])}`,
      },
    },
  },
  {
    id: 'sample-shrimp-tacos',
    fits: ['pescatarian', 'halal'],
    holds: ['gluten', 'crustaceans', 'milk'],
    isVegetarian: false,
    offlineImageKey: 'shrimp-tacos',
    nutritionalInfo: { calories: 410, protein: 27, carbs: 38, fat: 16, fiber: 6, sodium: 790 },
    text: {
      en: {
        title: 'Spicy Shrimp Tacos',
        ingredients: ['400 g shrimp, peeled', '8 small corn tortillas', '1 avocado, sliced', '2 cups shredded red cabbage', '1 lime, cut into wedges', '1 tsp smoked paprika', '½ tsp chili flakes', '2 tbsp sour cream'],
        markdown: `${meta.en(20, 'Easy', 4)}\n\n${steps(['Season the **shrimp** with paprika, chili flakes and a pinch of salt.', 'Sear in a hot pan for *2 minutes per side*.', 'Warm the tortillas in a dry pan.', 'Fill with cabbage, shrimp and avocado.', 'Top with sour cream and a squeeze of **lime**.'])}`,
      },
      es: {
        title: 'Tacos picantes de gambas',
        ingredients: ['400 g de gambas peladas', '8 tortillas de maíz pequeñas', '1 aguacate, en láminas', '2 tazas de lombarda rallada', '1 lima, en gajos', '1 cdta de pimentón ahumado', '½ cdta de guindilla en copos', '2 cdas de nata agria'],
        markdown: `${meta.es(20, 'Fácil', 4)}\n\n${steps(['Sazona las **gambas** con pimentón, guindilla y una pizca de sal.', 'Saltéalas en una sartén caliente *2 minutos por lado*.', 'Calienta las tortillas en una sartén sin aceite.', 'Rellena con lombarda, gambas y aguacate.', 'Termina con nata agria y un chorrito de **lima**.'])}`,
      },
      de: {
        title: 'Scharfe Garnelen-Tacos',
        ingredients: ['400 g Garnelen, geschält', '8 kleine Maistortillas', '1 Avocado, in Scheiben', '2 Tassen geraspelter Rotkohl', '1 Limette, in Spalten', '1 TL geräuchertes Paprikapulver', '½ TL Chiliflocken', '2 EL Sauerrahm'],
        markdown: `${meta.de(20, 'Einfach', 4)}\n\n${steps(['Die **Garnelen** mit Paprika, Chiliflocken und einer Prise Salz würzen.', 'In einer heißen Pfanne *2 Minuten pro Seite* anbraten.', 'Die Tortillas in einer trockenen Pfanne erwärmen.', 'Mit Rotkohl, Garnelen und Avocado füllen.', 'Mit Sauerrahm und einem Spritzer **Limette** servieren.'])}`,
      },
    },
  },
  {
    id: 'sample-berry-oats',
    fits: ['vegetarian', 'pescatarian', 'halal'],
    holds: ['gluten', 'milk'],
    isVegetarian: true,
    offlineImageKey: 'berry-oats',
    nutritionalInfo: { calories: 340, protein: 12, carbs: 52, fat: 9, fiber: 8, sodium: 95 },
    text: {
      en: {
        title: 'Berry Overnight Oats',
        ingredients: ['1 cup rolled oats', '1 cup milk', '½ cup Greek yogurt', '1 tbsp chia seeds', '1 tbsp honey', '1 cup mixed berries'],
        markdown: `${meta.en(5, 'Easy', 2)}\n\n${steps(['Stir the **oats**, milk, yogurt, chia seeds and honey together.', 'Divide between two jars and cover.', 'Chill *overnight* (at least 6 hours).', 'Top with the berries in the morning and enjoy cold.'])}`,
      },
      es: {
        title: 'Avena nocturna con frutos rojos',
        ingredients: ['1 taza de copos de avena', '1 taza de leche', '½ taza de yogur griego', '1 cda de semillas de chía', '1 cda de miel', '1 taza de frutos rojos variados'],
        markdown: `${meta.es(5, 'Fácil', 2)}\n\n${steps(['Mezcla la **avena**, la leche, el yogur, la chía y la miel.', 'Reparte en dos tarros y tápalos.', 'Refrigera *toda la noche* (al menos 6 horas).', 'Por la mañana añade los frutos rojos y disfruta en frío.'])}`,
      },
      de: {
        title: 'Beeren-Overnight-Oats',
        ingredients: ['1 Tasse Haferflocken', '1 Tasse Milch', '½ Tasse griechischer Joghurt', '1 EL Chiasamen', '1 EL Honig', '1 Tasse gemischte Beeren'],
        markdown: `${meta.de(5, 'Einfach', 2)}\n\n${steps(['**Haferflocken**, Milch, Joghurt, Chiasamen und Honig verrühren.', 'Auf zwei Gläser verteilen und verschließen.', '*Über Nacht* (mindestens 6 Stunden) kühlen.', 'Morgens mit den Beeren toppen und kalt genießen.'])}`,
      },
    },
  },
];

/** The five samples in the given language (English for any other). */
export function sampleRecipes(language: string): SampleRecipe[] {
  const lang: SampleLanguage = language === 'es' || language === 'de' ? language : 'en';
  return SOURCES.map(({ text, ...rest }) => ({ ...rest, ...text[lang] }));
}

/**
 * Whether a sample suits a cook's diet profile, as the creator's idea chips do: every diet fitted,
 * no allergen held, no disliked food in its title or ingredients. Without a profile, every sample.
 * Read from the samples' facts, so the dashboard needs no food index.
 */
export function sampleFits(sample: Pick<SampleRecipe, 'fits' | 'holds' | 'title' | 'ingredients'>, profile: DietProfile | null | undefined): boolean {
  if (!profile) return true;
  const text = [sample.title, ...sample.ingredients].join(' ').toLocaleLowerCase();
  return (
    profile.diets.every((diet) => sample.fits.includes(diet)) &&
    !profile.allergens.some((allergen) => sample.holds.includes(allergen)) &&
    !profile.dislikes.some((dislike) => dislike.trim() && text.includes(dislike.trim().toLocaleLowerCase()))
  );
}

export const SAMPLE_FALLBACKS = { cookingTime: 30, difficulty: 'medium', servings: 2 } as const;

const TIME_LABELS = /^\**\s*(?:cooking time|tiempo de cocción|kochzeit)\s*:?\**\s*:?\s*(\d+)/i;
const SERVINGS_LABELS = /^\**\s*(?:servings|porciones|portionen)\s*:?\**\s*:?\s*(\d+)/i;
const DIFFICULTY_LABELS = /^\**\s*(?:difficulty|dificultad|schwierigkeit)\s*:?\**\s*:?\s*(\S+)/i;
const DIFFICULTY_WORDS: Record<string, SampleDifficulty> = {
  easy: 'easy',
  fácil: 'easy',
  facil: 'easy',
  einfach: 'easy',
  medium: 'medium',
  media: 'medium',
  mittel: 'medium',
  hard: 'hard',
  difícil: 'hard',
  dificil: 'hard',
  schwer: 'hard',
};

export interface SampleDetails {
  cookingTime: number;
  difficulty: SampleDifficulty;
  servings: number;
  /** Numbered steps with their numbers stripped; may contain **bold** and *italic*. */
  steps: string[];
}

/** Reads cooking time, difficulty, servings and the steps out of a sample's markdown, with fallbacks. */
export function parseSampleMarkdown(markdown: string): SampleDetails {
  const details: SampleDetails = { ...SAMPLE_FALLBACKS, steps: [] };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const time = TIME_LABELS.exec(line);
    const servings = SERVINGS_LABELS.exec(line);
    const difficulty = DIFFICULTY_LABELS.exec(line);
    const step = /^\d+[.)]\s+(.+)$/.exec(line);
    if (time) details.cookingTime = Number(time[1]);
    else if (servings) details.servings = Number(servings[1]);
    else if (difficulty) details.difficulty = DIFFICULTY_WORDS[(difficulty[1] ?? '').toLowerCase()] ?? 'medium';
    else if (step?.[1]) details.steps.push(step[1]);
  }
  return details;
}
