import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ModelProvider } from '../../ai/provider';
import { createDb } from '../../db/client';
import { getSharedRecipe } from './shared-recipe.service';
import { shareWritten } from './language-test-helpers';
import { inReaderLanguage } from './translation.service';
import { signIn } from '../../test/helpers';

/**
 * The translation cache's write (translation.service.ts `store`): one row per shared recipe and
 * language with the model and the time, written only while the share exists.
 */

const SPANISH = {
  title: 'Champiñones al ajillo',
  description: '',
  ingredients: ['400 g de champiñones', '2 dientes de ajo picados', '1 cucharada de aceite de oliva', 'Sal y pimienta'],
  instructions: ['Calienta el aceite en una sartén y añade el ajo.', 'Añade las setas y fríelas 8 minutos.', 'Sazona con sal y pimienta y sirve.'],
};

function deps(now: Date) {
  const model = { model: 'test-translator', translateRecipe: async () => SPANISH } as unknown as ModelProvider;
  return { db: createDb(env.DB), now, model, reader: 'u:test' };
}

async function stored(sharedId: string) {
  return env.DB.prepare('SELECT * FROM shared_recipe_translations WHERE shared_recipe_id = ?1').bind(sharedId).all<Record<string, unknown>>();
}

describe('the translation cache', () => {
  it('stores the translation with its source hash, model and time', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const { sharedId } = await shareWritten(creator, 'de');
    const now = new Date('2026-11-20T08:00:00.000Z');
    const detail = await getSharedRecipe(deps(now), sharedId, { userId: null, key: 'a:test' });
    const answer = await inReaderLanguage(deps(now), detail, 'es');
    expect(answer).toMatchObject({ translated: true, title: SPANISH.title });
    const { results } = await stored(sharedId);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      language: 'es',
      title: SPANISH.title,
      description: '',
      ingredients: SPANISH.ingredients.join('\n'),
      instructions: SPANISH.instructions.join('\n'),
      model: 'test-translator',
      created_at: now.toISOString(),
    });
    expect(String(results[0]?.source_hash)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a share gone before the translation is claimed asks no model and leaves nothing behind', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const { sharedId } = await shareWritten(creator, 'de');
    const now = new Date();
    const detail = await getSharedRecipe(deps(now), sharedId, { userId: null, key: 'a:test' });
    await env.DB.prepare('DELETE FROM shared_recipes WHERE id = ?1').bind(sharedId).run();
    const answer = await inReaderLanguage(deps(now), detail, 'es');
    expect(answer).toMatchObject({ translated: false, translation_unavailable: true, title: 'Knoblauchpilze' });
    expect((await stored(sharedId)).results).toHaveLength(0);
  });
});
