import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, insertRecipe, setShowRealName, share } from './test-helpers';
import { signIn } from '../../test/helpers';

/**
 * What a saved copy keeps of the shared recipe (remix.service.ts, recipes/shared-recipe-sources.service.ts
 * copyRecipeStatement): the texts, times, nutrition and source, with the credit; never the notes,
 * pictures, diet facts or version links of the creator's recipe.
 */

const remix = (id: string, cookie: string) => apiFetch(`/discover/${id}/remix`, { json: {}, cookie });

type Row = Record<string, unknown>;
const row = async (id: string) => (await env.DB.prepare('SELECT * FROM recipes WHERE id = ?1').bind(id).first<Row>()) as Row;

describe('a saved copy', () => {
  it('copies the recipe column by column and leaves the creator-only columns empty', async () => {
    const creator = await signIn({ planType: 'monthly', name: 'Rosa Chef' });
    const reader = await signIn({ planType: 'weekly' });
    const source = await insertRecipe(creator.userId, { title: 'Lemon tart', imageUrl: '/api/images/tart.jpg' });
    const nutrition = JSON.stringify({ calories: 320, protein: 5, carbs: 40, fat: 15, fiber: 1, sugar: 22, sodium: 0.2 });
    await env.DB.prepare(
      `UPDATE recipes SET description = 'Sharp and sweet', total_time = 95, nutrition = ?2, source_url = 'https://example.com/tart',
         model = 'some-model', notes = 'my notes', ai_image_url = '/api/images/p/ai.png', picture_status = 'ready',
         diet_facts = '{"k":1}', refine_instruction = 'less sugar', language = 'es', recipe_type = 'customized', generation_type = 'image'
       WHERE id = ?1`,
    )
      .bind(source, nutrition)
      .run();
    const sharedId = await share(creator, source);
    const res = await remix(sharedId, reader.cookie);
    expect(res.status).toBe(201);
    const { recipe } = await res.json<{ recipe: { id: string } }>();
    const [from, copy] = [await row(source), await row(recipe.id)];
    for (const column of [
      'title', 'description', 'cuisine', 'cooking_method', 'prep_time', 'cook_time', 'total_time', 'servings', 'difficulty',
      'ingredients', 'instructions', 'language', 'generation_type', 'recipe_type', 'provider', 'model', 'nutrition', 'source_url',
    ]) {
      expect(copy[column], column).toEqual(from[column]);
    }
    expect(copy).toMatchObject({
      user_id: reader.userId,
      remix_of: sharedId,
      remix_of_title: 'Lemon tart',
      remix_of_creator: 'Anonymous',
      notes: null,
      image_url: null,
      ai_image_url: null,
      picture_status: 'none',
      picture_requested_at: null,
      parent_recipe_id: null,
      refine_instruction: null,
      diet_facts: null,
    });
    expect(typeof copy.created_at).toBe('string');
  });

  it('credits "Anonymous" for a shown but blank name, the trimmed name otherwise', async () => {
    const blank = await signIn({ planType: 'monthly' });
    await env.DB.prepare("UPDATE users SET name = '   ' WHERE id = ?1").bind(blank.userId).run();
    await setShowRealName(blank.userId, true);
    const spaced = await signIn({ planType: 'monthly' });
    await env.DB.prepare("UPDATE users SET name = '  Ana Cook ' WHERE id = ?1").bind(spaced.userId).run();
    await setShowRealName(spaced.userId, true);
    const reader = await signIn({ planType: 'weekly' });
    for (const [creator, credit] of [[blank, 'Anonymous'], [spaced, 'Ana Cook']] as const) {
      const sharedId = await share(creator, await insertRecipe(creator.userId));
      const body = await (await remix(sharedId, reader.cookie)).json<{ recipe: { remix_of_creator: string } }>();
      expect(body.recipe.remix_of_creator).toBe(credit);
    }
  });
});
