import { describe, expect, it } from 'vitest';
import { checkRecipe } from '#core/quality/recipe-quality';
import type { GenerateRecipeInput } from '../../ai/provider';
import { bundledCookbook } from '#core/cookbook/cookbook-store';
import { ApiError } from '../../lib/errors';
import { fakeModel, goodRecipe, qualityRequestBody, repairable, unrepairable } from './quality-test-helpers';
import { generateChecked, qualityRequestOf, streamChecked, type GenerationEvent } from './recipe-checks';

/** The checks every provider's recipe passes (docs/decisions/039-recipe-quality-gate.md), with a stand-in model. */

const input: GenerateRecipeInput = {
  ingredients: [...qualityRequestBody.ingredients],
  type: 'quick',
  generationType: 'prompt',
  recipeName: qualityRequestBody.recipeName,
  language: 'en',
};

async function drain(run: AsyncGenerator<GenerationEvent, unknown, void>) {
  const events: GenerationEvent[] = [];
  for (let step = await run.next(); ; step = await run.next()) {
    if (step.done) return { events, result: step.value };
    events.push(step.value);
  }
}

describe('qualityRequestOf', () => {
  it('reads the servings and dish from the description and keeps the cook’s ingredients', () => {
    expect(qualityRequestOf(input)).toEqual({
      language: 'en',
      servings: 2,
      dish: 'Lemon Chicken with Rice',
      givenIngredients: ['chicken', 'rice'],
    });
  });

  it('leaves out a given ingredient the cook’s own profile forbids (the diet substitutes it)', () => {
    const vegan = { diets: ['vegan' as const], allergens: [], dislikes: [] };
    expect(qualityRequestOf({ ...input, diet: vegan }).givenIngredients).toEqual(['rice']);
  });
});

describe('generateChecked (whole)', () => {
  it('repairs in code what it can, with one model call', async () => {
    const { model, inputs } = fakeModel('gemini', [repairable]);
    const recipe = await generateChecked(model, input);
    expect(inputs).toHaveLength(1);
    expect(recipe).toMatchObject({ title: 'Lemon Chicken with Rice', servings: 2, cookTime: 12, difficulty: 'easy' });
    expect(recipe.ingredients).toEqual(['300 g chicken breast', '150 g basmati rice', '½ lemon', '2 tbsp olive oil', '1 egg', '35 ml soy sauce']);
    expect(checkRecipe(recipe, qualityRequestOf(input))).toEqual([]);
  });

  it('sends the findings back once and keeps the clean retry', async () => {
    const { model, inputs } = fakeModel('openai', [unrepairable, goodRecipe]);
    expect(await generateChecked(model, input)).toEqual(goodRecipe);
    expect(inputs).toHaveLength(2);
    expect(inputs[0]).not.toHaveProperty('qualityFindings');
    expect(inputs[1]!.qualityFindings!.map((f) => f.rule).sort()).toEqual(['chop_unchoppable', 'quantity_implausible', 'staple_undercooked']);
  });

  it('refuses a recipe still broken after the retry: 502 upstream_failed naming the rules', async () => {
    const { model, inputs } = fakeModel('workers-ai', [unrepairable, unrepairable]);
    const err = await generateChecked(model, input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 502, code: 'upstream_failed' });
    expect((err as ApiError).details).toMatch(/chop_unchoppable/);
    expect(inputs).toHaveLength(2);
  });

  it('keeps the diet rules: a conflict left after the retry with no sensible substitute is 422 diet_conflict, not a quality failure', async () => {
    const withMushrooms = { ...goodRecipe, ingredients: [...goodRecipe.ingredients, '100 g mushrooms'] };
    const { model, inputs } = fakeModel('openai', [withMushrooms, withMushrooms]);
    const err = await generateChecked(model, { ...input, diet: { diets: [], allergens: [], dislikes: ['mushrooms'] } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 422, code: 'diet_conflict', extra: { ingredient: '100 g mushrooms' } });
    expect(inputs[1]!.conflicts).toHaveLength(1);
    expect(inputs[1]).not.toHaveProperty('qualityFindings');
  });

  it('solves a conflict left after the retry with a substitute that keeps the dish', async () => {
    const withMilk = { ...goodRecipe, ingredients: [...goodRecipe.ingredients, '40 g Parmesan, grated'] };
    const { model, inputs } = fakeModel('openai', [withMilk, withMilk]);
    const recipe = await generateChecked(model, { ...input, diet: { diets: ['dairy_free'], allergens: [], dislikes: [] } });
    expect(inputs).toHaveLength(2);
    expect(recipe.ingredients).toContain('40 g vegan cheese, grated');
    expect(recipe.ingredients.join(' ')).not.toMatch(/parmesan/i);
  });
});

describe('a named dish the cookbook knows keeps its defining ingredients', () => {
  const guacamole: GenerateRecipeInput = { ingredients: [], type: 'quick', generationType: 'prompt', recipeName: 'Guacamole for 4', language: 'en' };
  const withoutAvocado = {
    title: 'Guacamole',
    description: 'A fresh dip.',
    prepTime: 10,
    cookTime: 0,
    servings: 4,
    difficulty: 'easy' as const,
    ingredients: ['3 tomatoes', '1 red onion', '1 lime', '15 g coriander'],
    instructions: ['Finely chop the tomatoes, the onion and the coriander.', 'Mix with the juice of the lime and a pinch of salt and serve.'],
  };

  it('a guacamole without avocado goes back to the model, then is refused with the cookbook’s guacamole offered first', async () => {
    const { model, inputs } = fakeModel('openai', [withoutAvocado, withoutAvocado]);
    const err = await generateChecked(model, guacamole).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 502, code: 'upstream_failed' });
    expect(inputs[1]!.qualityFindings!.some((f) => f.rule === 'dish_mismatch' && /avocado/i.test(f.message))).toBe(true);
    expect(((err as ApiError).extra as { alternatives: Array<{ dish_id: string }> }).alternatives[0]!.dish_id).toBe('guacamole');
  });

  it('a vegetarian cook’s lasagne is held to its pasta, not to the meat the profile forbids', async () => {
    const lasagne = (await bundledCookbook.findByName('Lasagne', 'en'))!.dish;
    const meat = lasagne.ingredients.filter((x) => (x.role === 'main' || x.role === 'defining') && /beef|pork|veal|mince|meat/.test(x.food));
    expect(meat.length).toBeGreaterThan(0);
    const asked = { ...guacamole, recipeName: 'Lasagne' };
    const anyone = qualityRequestOf(asked, false, lasagne).definingIngredients!.flat();
    const vegetarian = qualityRequestOf({ ...asked, diet: { diets: ['vegetarian'], allergens: [], dislikes: [] } }, false, lasagne).definingIngredients!.flat();
    for (const x of meat) {
      expect(anyone).toContain(x.food);
      expect(vegetarian).not.toContain(x.food);
    }
    expect(vegetarian.length).toBeGreaterThan(0);
  });
});

describe('streamChecked (streamed)', () => {
  it('returns the repaired recipe at the end, without a restart', async () => {
    const { model, inputs } = fakeModel('gemini', [repairable]);
    const { events, result } = await drain(streamChecked(model, input));
    expect(events.every((e) => e.type === 'line')).toBe(true);
    expect(inputs).toHaveLength(1);
    expect(result).toMatchObject({ title: 'Lemon Chicken with Rice', servings: 2 });
  });

  it('announces a quality restart and streams the retry, which carries the findings', async () => {
    const { model, inputs } = fakeModel('openai', [unrepairable, goodRecipe]);
    const { events, result } = await drain(streamChecked(model, input));
    const restarts = events.filter((e) => e.type === 'restart');
    expect(restarts).toEqual([{ type: 'restart', attempt: 2, reason: 'quality' }]);
    // The second attempt's lines follow the restart in full.
    const after = events.slice(events.indexOf(restarts[0]!) + 1);
    expect(after.filter((e) => e.type === 'line')).toHaveLength(2 + goodRecipe.ingredients.length + goodRecipe.instructions.length);
    expect(result).toEqual(goodRecipe);
    expect(inputs[1]!.qualityFindings!.length).toBeGreaterThan(0);
  });

  it('ends in 502 upstream_failed when the retry is broken too, returning nothing', async () => {
    const { model } = fakeModel('workers-ai', [unrepairable, unrepairable]);
    const run = streamChecked(model, input);
    const err = await drain(run).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: 'upstream_failed' });
  });
});
