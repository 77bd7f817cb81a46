import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { countRows, generate, quickRequest, usageOf } from './creator-test-helpers';
import { SseReader, streamGenerate } from './stream-test-helpers';

/** `POST /api/generate-recipe` with `Accept: text/event-stream`, offline chef (docs/decisions/025-streaming-generation.md). */

interface Dto {
  id: string;
  title: string;
  description: string | null;
  ingredients: string;
  instructions: string;
}

describe('the streamed creator (offline chef)', () => {
  it('streams meta, then the title, description, ingredient and step lines in order, then done with the recipe it saved once', async () => {
    const { cookie, userId } = await signIn();
    const res = await streamGenerate(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await new SseReader(res).all();

    expect(events[0]).toEqual({ event: 'meta', data: { provider: 'offline', attempt: 1 } });
    expect(events.at(-1)!.event).toBe('done');
    const lines = events.slice(1, -1);
    expect(lines.every((e) => e.event === 'line')).toBe(true);
    const sections = lines.map((e) => e.data.section);
    // Sections arrive in reading order: title, description, every ingredient, every step.
    expect(sections.join(' ')).toMatch(/^title description( ingredient)+( step)+$/);

    const { recipe } = events.at(-1)!.data as { recipe: Dto };
    const text = (section: string) => lines.filter((e) => e.data.section === section).map((e) => e.data.text);
    expect(text('title')).toEqual([recipe.title]);
    expect(text('description')).toEqual([recipe.description]);
    expect(text('ingredient').join('\n')).toBe(recipe.ingredients);
    expect(text('step').join('\n')).toBe(recipe.instructions);

    // Saved once and counted once; the saved recipe is the one `done` carried.
    expect(await countRows('recipes', userId)).toBe(1);
    expect((await usageOf(cookie)).used).toBe(1);
    const saved = await apiFetch(`/recipes/${recipe.id}`, { cookie });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ recipe: { id: recipe.id, title: recipe.title, ingredients: recipe.ingredients } });
  });

  it('answers the same recipe shape as the JSON answer, which stays as it was without the header', async () => {
    const { cookie } = await signIn({ planType: 'monthly' });
    const json = await generate(cookie);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const { recipe: plain } = await json.json<{ recipe: Record<string, unknown> }>();
    const events = await new SseReader(await streamGenerate(cookie)).all();
    const { recipe: streamed } = events.at(-1)!.data as { recipe: Record<string, unknown> };
    expect(Object.keys(streamed).sort()).toEqual(Object.keys(plain).sort());
    // The offline chef is deterministic: the same request writes the same recipe.
    expect({ ...streamed, id: '', created_at: '' }).toEqual({ ...plain, id: '', created_at: '' });
  });

  it('gives the unit back and saves nothing when the client goes away after the first line', async () => {
    const { cookie, userId } = await signIn();
    const before = await usageOf(cookie);
    const reader = new SseReader(await streamGenerate(cookie));
    await reader.until((e) => e.event === 'line');
    await reader.cancel();
    await expect.poll(async () => (await usageOf(cookie)).used).toBe(before.used);
    expect(await countRows('recipes', userId)).toBe(0);
    // The unit is usable again: the next generation works and counts one.
    expect((await generate(cookie)).status).toBe(200);
    expect((await usageOf(cookie)).used).toBe(before.used + 1);
  });
});

describe('errors before the stream starts stay plain JSON', () => {
  const expectJsonError = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ code, error: expect.any(String) });
  };

  it('401 signed out, 400 invalid body, 403 customized on free, 400 a photo that is not yours', async () => {
    await expectJsonError(await streamGenerate(''), 401, 'unauthorized');
    const { cookie, userId } = await signIn();
    await expectJsonError(await streamGenerate(cookie, { ...quickRequest, ingredients: 'chicken' }), 400, 'validation_failed');
    await expectJsonError(await streamGenerate(cookie, { ...quickRequest, type: 'customized', cuisine: 'italian' }), 403, 'plan_required');
    await expectJsonError(
      await streamGenerate(cookie, { ...quickRequest, userImageUrl: '/api/images/p/00000000-0000-4000-8000-000000000000.png' }),
      400,
      'validation_failed',
    );
    expect((await usageOf(cookie)).used).toBe(0);
    expect(await countRows('recipes', userId)).toBe(0);
  });

  it('429 limit_reached once the month is used up, with nothing reserved', async () => {
    const { cookie } = await signIn();
    const { limit } = await usageOf(cookie);
    for (let i = 0; i < limit; i++) expect((await generate(cookie)).status).toBe(200);
    await expectJsonError(await streamGenerate(cookie), 429, 'limit_reached');
    expect((await usageOf(cookie)).used).toBe(limit);
  });
});
