import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { IMAGES, dataUrl, detect, generate, quickRequest } from '../recipes/creator-test-helpers';
import { apiFetch, insertRecipe, setShowRealName, share } from './test-helpers';
import { signIn } from '../../test/helpers';

/**
 * docs/decisions/014-hardening.md: with show_real_name false, nothing in a public or other-user response ties
 * activity to the person: no user id in ratings, reviews, feed cards, detail or leaderboard
 * rows, nor in the shared recipe's public page, and no user id in image keys.
 */
describe('a hidden user', () => {
  it('cannot be re-identified from any response another reader or a signed-out visitor gets', async () => {
    const hidden = await signIn({ planType: 'monthly', name: 'Hidden Person' });
    const reader = await signIn({ planType: 'monthly', name: 'Reader' });
    await setShowRealName(hidden.userId, false);

    // The hidden user shares a recipe with their own photo, and rates and reviews another's.
    const upload = await detect(hidden.cookie, dataUrl('image/png', IMAGES.png));
    const { imageUrl } = await upload.json<{ imageUrl: string }>();
    const created = await generate(hidden.cookie, { ...quickRequest, userImageUrl: imageUrl });
    expect(created.status).toBe(200);
    const recipeId = (await created.json<{ recipe: { id: string } }>()).recipe.id;
    const hiddenShare = await share(hidden, recipeId);
    const readerShare = await share(reader, await insertRecipe(reader.userId));
    expect((await apiFetch(`/discover/${readerShare}/rate`, { cookie: hidden.cookie, json: { rating: 4 } })).status).toBe(200);
    expect((await apiFetch(`/discover/${readerShare}/review`, { cookie: hidden.cookie, json: { review_text: 'Lovely' } })).status).toBe(200);

    const responses: Array<[string, string | undefined]> = [
      [`/discover/${hiddenShare}`, undefined],
      [`/discover/${hiddenShare}`, reader.cookie],
      [`/discover/${readerShare}/ratings`, undefined],
      [`/discover/${readerShare}/ratings`, reader.cookie],
      [`/discover/${readerShare}/reviews`, undefined],
      [`/discover/${readerShare}/reviews`, reader.cookie],
      ['/discover?sort=recent', reader.cookie],
      ['/leaderboard', reader.cookie],
    ];
    for (const [path, cookie] of responses) {
      const res = await apiFetch(path, cookie ? { cookie } : {});
      expect(res.status, path).toBe(200);
      const text = await res.text();
      expect(text, path).not.toContain(hidden.userId);
      expect(text, path).not.toContain('Hidden Person');
      expect(text, path).not.toMatch(/"user_id"/);
    }

    // The checks are not vacuous: the hidden user's card, rating, review and rank are there.
    const feed = await (await apiFetch('/discover?sort=recent', { cookie: reader.cookie })).json<{ recipes: Array<{ shared_recipe_id: string; creator_display_name: string }> }>();
    expect(feed.recipes.find((r) => r.shared_recipe_id === hiddenShare)?.creator_display_name).toBe('Anonymous');
    const rated = await (await apiFetch(`/discover/${readerShare}/reviews`)).json<{ reviews: Array<{ review_text: string }> }>();
    expect(rated.reviews.map((r) => r.review_text)).toContain('Lovely');
    const board = await (await apiFetch('/leaderboard', { cookie: hidden.cookie })).json<{ leaderboard: Array<{ is_me: boolean; display_name: string }> }>();
    expect(board.leaderboard.find((r) => r.is_me)?.display_name).toBe('Anonymous');

    // The shared recipe's page (link preview, JSON-LD, the recipe drawn before the app).
    const assets = { fetch: async () => new Response('<!doctype html><html><head><title>Forkcast</title></head><body><div id="root"></div></body></html>', { headers: { 'content-type': 'text/html' } }) };
    const page = await app.request(`http://localhost/discover/${hiddenShare}`, {}, { ...env, ASSETS: assets });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Anonymous');
    expect(html).not.toContain(hidden.userId);
    expect(html).not.toContain('Hidden Person');

    const detail = await (await apiFetch(`/discover/${hiddenShare}`)).json<{ image_url: string; creator_display_name: string }>();
    expect(detail.creator_display_name).toBe('Anonymous');
    expect(detail.image_url).toBe(imageUrl);
    expect(detail.image_url).toMatch(/^\/api\/images\/p\/[0-9a-f-]{36}\.png$/);
  });

  it('still sees which rating and review are their own', async () => {
    const hidden = await signIn({ planType: 'monthly', name: 'Hidden Rater' });
    const other = await signIn({ planType: 'monthly', name: 'Other Rater' });
    const owner = await signIn({ planType: 'monthly', name: 'Owner' });
    await setShowRealName(hidden.userId, false);
    const id = await share(owner, await insertRecipe(owner.userId));
    await apiFetch(`/discover/${id}/rate`, { cookie: hidden.cookie, json: { rating: 2 } });
    await apiFetch(`/discover/${id}/rate`, { cookie: other.cookie, json: { rating: 5 } });
    await apiFetch(`/discover/${id}/review`, { cookie: hidden.cookie, json: { review_text: 'Mine' } });

    const ratings = await (await apiFetch(`/discover/${id}/ratings`, { cookie: hidden.cookie })).json<{
      ratings: Array<{ rating: number; is_own: boolean }>;
    }>();
    expect(ratings.ratings.filter((r) => r.is_own)).toEqual([{ rating: 2, is_own: true }]);
    const anonymous = await (await apiFetch(`/discover/${id}/ratings`)).json<{ ratings: Array<{ is_own: boolean }> }>();
    expect(anonymous.ratings.every((r) => !r.is_own)).toBe(true);
    const reviews = await (await apiFetch(`/discover/${id}/reviews`, { cookie: hidden.cookie })).json<{
      reviews: Array<{ review_text: string; is_own: boolean }>;
    }>();
    expect(reviews.reviews.find((r) => r.is_own)?.review_text).toBe('Mine');
  });
});
