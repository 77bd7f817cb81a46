import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { checkRecipeDiet, type DietProfile } from '#core/diet/allergens';
import { dietFacts, factsKey, findingsFromFacts, parseDietFacts } from '#core/diet/recipe-diet-facts';
import { createDb } from '../../db/client';
import { createOfflineProvider } from '../../ai/offline.provider';
import { COOKBOOK_FILES } from '#core/cookbook/cookbook-files';
import { dietFactsOf } from './diet-facts.service';
import { recipes } from './recipes.table';
import { db, makeRecipe } from './read-test-helpers';
import { signIn } from '../../test/helpers';

const storedOf = async (id: string) => (await db().select({ f: recipes.dietFacts }).from(recipes).where(eq(recipes.id, id)).get())?.f ?? null;
const lines = (text: string) => text.split('\n');

describe('dietFactsOf', () => {
  it('reads missing facts, writes them back, then answers the stored ones without reading the lines', async () => {
    const owner = await signIn();
    const recipe = await makeRecipe(owner.userId, { title: 'Prawn spaghetti', ingredients: '200 g spaghetti\n150 g prawns\n2 tbsp butter' });
    const input = { id: recipe.id, title: recipe.title, ingredients: lines(recipe.ingredients) };
    expect(await storedOf(recipe.id)).toBeNull();
    const first = (await dietFactsOf({ db: db() }, [input])).get(recipe.id)!;
    expect(first).toEqual(dietFacts(input));
    expect(parseDietFacts(await storedOf(recipe.id))).toEqual(first);
    // Stored facts with the current key are taken as they are (a marker shows they were not read again).
    const marked = { ...first, l: { ...first.l, 0: { soy: 'marker' } } };
    await db().update(recipes).set({ dietFacts: JSON.stringify(marked) }).where(eq(recipes.id, recipe.id));
    expect((await dietFactsOf({ db: db() }, [input])).get(recipe.id)).toEqual(marked);
    // The stored value given by the caller is used without a read.
    expect((await dietFactsOf({ db: db() }, [{ ...input, dietFacts: JSON.stringify(marked) }])).get(recipe.id)).toEqual(marked);
  });

  it('treats facts of an edited recipe as stale: read again and written back, whatever path edited it', async () => {
    const owner = await signIn();
    const recipe = await makeRecipe(owner.userId, { title: 'Tomato pasta', ingredients: '300 g pasta\n400 g tomatoes' });
    const before = { id: recipe.id, title: recipe.title, ingredients: lines(recipe.ingredients) };
    await dietFactsOf({ db: db() }, [before]);
    // An edit straight in the table (no path clears the facts): the key no longer matches.
    await db().update(recipes).set({ ingredients: '300 g pasta\n400 g tomatoes\n50 g parmesan' }).where(eq(recipes.id, recipe.id));
    const after = { ...before, ingredients: ['300 g pasta', '400 g tomatoes', '50 g parmesan'] };
    const facts = (await dietFactsOf({ db: db() }, [after])).get(recipe.id)!;
    expect(facts.k).toBe(factsKey(after));
    expect(facts.k).not.toBe(factsKey(before));
    expect(facts.l['2']).toMatchObject({ milk: 'parmesan', vegan: 'parmesan' });
    expect(parseDietFacts(await storedOf(recipe.id))).toEqual(facts);
    const vegan: DietProfile = { diets: ['vegan'], allergens: [], dislikes: [] };
    expect(findingsFromFacts(facts, vegan, after)).toEqual(checkRecipeDiet(after, vegan));
  });

  it('reads damaged stored facts again; a failed write still answers the facts', async () => {
    const owner = await signIn();
    const recipe = await makeRecipe(owner.userId, { title: 'Egg fried rice', ingredients: '2 eggs\n300 g rice' });
    await db().update(recipes).set({ dietFacts: '{not json' }).where(eq(recipes.id, recipe.id));
    const input = { id: recipe.id, title: recipe.title, ingredients: lines(recipe.ingredients) };
    const real = db();
    const failing = Object.create(real) as typeof real;
    failing.batch = (() => Promise.reject(new Error('D1 is read-only'))) as unknown as typeof real.batch;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const facts = (await dietFactsOf({ db: failing }, [input])).get(recipe.id)!;
    expect(facts).toEqual(dietFacts(input));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('diet_facts_write_failed'));
    warn.mockRestore();
    expect(await storedOf(recipe.id)).toBe('{not json');
  });

  it('reads many recipes in chunks (more than one statement’s bound values) and writes them in one batch', async () => {
    const owner = await signIn();
    const made = await Promise.all(Array.from({ length: 120 }, (_, i) => makeRecipe(owner.userId, { title: `Dish ${i}`, ingredients: i % 2 ? '1 onion\n100 g walnuts' : '2 eggs' })));
    const input = made.map((r) => ({ id: r.id, title: r.title, ingredients: lines(r.ingredients) }));
    const d = createDb(env.DB);
    const batch = vi.spyOn(d, 'batch');
    const facts = await dietFactsOf({ db: d }, input);
    expect(facts.size).toBe(120);
    expect(batch).toHaveBeenCalledTimes(1);
    expect(facts.get(made[1]!.id)!.l['1']).toMatchObject({ tree_nuts: 'walnuts' });
    batch.mockClear();
    await dietFactsOf({ db: d }, input);
    expect(batch).not.toHaveBeenCalled();
  });
});

describe('the cookbook chef’s recipes: the facts find what checkRecipeDiet finds', () => {
  const chef = createOfflineProvider();
  const profiles: DietProfile[] = [
    { diets: ['vegetarian'], allergens: ['tree_nuts', 'peanuts'], dislikes: ['onion'] },
    { diets: ['vegan', 'gluten_free'], allergens: ['sesame', 'mustard', 'celery'], dislikes: [] },
    { diets: ['pescatarian', 'dairy_free', 'halal', 'low_carb'], allergens: ['eggs', 'fish', 'crustaceans', 'molluscs', 'soy', 'sulphites', 'lupin'], dislikes: ['Zwiebel', 'ajo'] },
  ];
  it.each((['en', 'es', 'de'] as const).map((language) => [language]))('cookbook dishes in %s (every tenth)', { timeout: 60_000 }, async (language) => {
    const dishes = Object.values(COOKBOOK_FILES).flat() as Array<{ id: string }>;
    for (const dish of dishes.filter((_, i) => i % 10 === 0)) {
      const made = await chef.generateRecipe({ ingredients: [], language, type: 'quick', generationType: 'prompt', dishId: dish.id });
      const recipe = { title: made.title, ingredients: made.ingredients };
      const facts = dietFacts(recipe);
      for (const profile of profiles) expect(findingsFromFacts(facts, profile, recipe)).toEqual(checkRecipeDiet(recipe, profile));
    }
  });
});
