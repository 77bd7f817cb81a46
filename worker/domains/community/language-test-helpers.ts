import { env } from 'cloudflare:workers';
import type { SignedIn } from '../../test/helpers';
import { share } from './test-helpers';

/** Recipes written in a language, shared through the API (the share reads their words). */

export const TEXTS = {
  en: {
    title: 'Garlic Mushrooms',
    ingredients: '400 g mushrooms\n2 cloves garlic, minced\n1 tbsp olive oil\nSalt and pepper',
    instructions: 'Heat the oil in a pan and add the garlic.\nAdd the mushrooms and cook for 8 minutes.\nSeason with salt and pepper and serve.',
  },
  es: {
    title: 'Champiñones al ajillo',
    ingredients: '400 g de champiñones\n2 dientes de ajo picados\n1 cucharada de aceite de oliva\nSal y pimienta',
    instructions: 'Calienta el aceite en una sartén y añade el ajo.\nAñade los champiñones y cocina 8 minutos.\nSazona con sal y pimienta y sirve.',
  },
  de: {
    title: 'Knoblauchpilze',
    ingredients: '400 g Champignons\n2 Zehen Knoblauch, gehackt\n1 EL Olivenöl\nSalz und Pfeffer',
    instructions: 'Das Öl in einer Pfanne erhitzen und den Knoblauch hinzufügen.\nDie Pilze dazugeben und 8 Minuten braten.\nMit Salz und Pfeffer würzen und servieren.',
  },
} as const;

let counter = 0;

/**
 * A recipe of `owner` with the texts of `written` and `stored` as its language column (a
 * hand-written recipe keeps the cook's interface language), shared; answers the shared id.
 */
export async function shareWritten(owner: SignedIn, written: keyof typeof TEXTS, stored: 'en' | 'es' | 'de' = written, title?: string) {
  counter += 1;
  const id = `lang-recipe-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}`;
  const texts = TEXTS[written];
  await env.DB.prepare(
    `INSERT INTO recipes (id, user_id, title, description, prep_time, cook_time, servings, difficulty, ingredients, instructions,
       language, generation_type, recipe_type, provider, created_at)
     VALUES (?1, ?2, ?3, ?4, 5, 10, 2, 'easy', ?5, ?6, ?7, 'prompt', 'quick', 'manual', ?8)`,
  )
    .bind(id, owner.userId, title ?? texts.title, '', texts.ingredients, texts.instructions, stored, new Date().toISOString())
    .run();
  return { recipeId: id, sharedId: await share(owner, id) };
}
