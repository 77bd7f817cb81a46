import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { FEEDBACK_LIST_LIMIT, getRatings } from './feedback.service';
import { insertRecipe, share } from './test-helpers';
import { signIn } from '../../test/helpers';

/** The ratings list is capped; the reader's own rating is found past the cap (feedback.service.ts getRatings). */
describe('the reader’s own rating past the list cap', () => {
  it('is read on its own when the capped list does not hold it', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const id = await share(owner, await insertRecipe(owner.userId));
    const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    // Raters whose ids sort before the reader's: the list (ordered by user id) ends before the reader.
    const raters = Array.from({ length: FEEDBACK_LIST_LIMIT }, (_, i) => `!rater-${tag}-${String(i).padStart(3, '0')}`);
    const reader = `~reader-${tag}`;
    const at = new Date().toISOString();
    const people = [...raters, reader];
    await env.DB.batch([
      ...people.map((u) =>
        env.DB.prepare('INSERT INTO users (id, email, name, given_name, created_at) VALUES (?1, ?2, ?3, ?3, ?4)').bind(u, `${u}@test.forkcast`, u, at),
      ),
      ...people.map((u, i) =>
        env.DB.prepare('INSERT INTO recipe_ratings (shared_recipe_id, user_id, rating, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4)').bind(
          id,
          u,
          u === reader ? 2 : (i % 5) + 1,
          at,
        ),
      ),
      env.DB.prepare('UPDATE shared_recipes SET ratings_count = ?2, ratings_sum = ?3 WHERE id = ?1').bind(id, people.length, 300),
    ]);
    const deps = { db: createDb(env.DB), now: new Date() };
    const mine = await getRatings(deps, id, reader);
    expect(mine.ratings).toHaveLength(FEEDBACK_LIST_LIMIT);
    expect(mine.ratings.every((r) => !r.is_own)).toBe(true);
    expect(mine.user_rating).toBe(2);
    expect(mine.total_ratings).toBe(people.length);
    expect(mine.average_rating).toBe(Math.round((300 / people.length) * 100) / 100);
    // Within the cap: marked in the list; a reader who did not rate: null.
    const first = await getRatings(deps, id, raters[0] as string);
    expect(first.ratings[0]).toEqual({ rating: 1, is_own: true });
    expect(first.user_rating).toBe(1);
    expect((await getRatings(deps, id, owner.userId)).user_rating).toBeNull();
  });
});
