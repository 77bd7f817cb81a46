import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { review } from './feedback.service';
import { apiFetch, insertRecipe, setPicture, setShowRealName, share } from './test-helpers';
import { signIn } from '../../test/helpers';

describe('ratings and reviews', () => {
  it('permission matrix: reads for anyone; rate/review need Pro; no rating of your own recipe', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const free = await signIn({ planType: 'free' });
    const pro = await signIn({ planType: 'weekly' });
    const id = await share(owner, await insertRecipe(owner.userId));
    for (const cookie of [undefined, free.cookie, pro.cookie, owner.cookie]) {
      expect((await apiFetch(`/discover/${id}/ratings`, cookie ? { cookie } : {})).status).toBe(200);
      expect((await apiFetch(`/discover/${id}/reviews`, cookie ? { cookie } : {})).status).toBe(200);
    }
    expect((await apiFetch('/discover/nope/ratings')).status).toBe(404);
    expect((await apiFetch('/discover/nope/reviews')).status).toBe(404);
    expect((await apiFetch(`/discover/${id}/rate`, { json: { rating: 4 } })).status).toBe(401);
    expect((await apiFetch(`/discover/${id}/review`, { json: { review_text: 'Nice' } })).status).toBe(401);
    const freeRate = await apiFetch(`/discover/${id}/rate`, { cookie: free.cookie, json: { rating: 4 } });
    expect(freeRate.status).toBe(403);
    expect(await freeRate.json()).toMatchObject({ code: 'plan_required' });
    const freeReview = await apiFetch(`/discover/${id}/review`, { cookie: free.cookie, json: { review_text: 'Nice' } });
    expect(await freeReview.json()).toMatchObject({ code: 'plan_required' });
    const ownRate = await apiFetch(`/discover/${id}/rate`, { cookie: owner.cookie, json: { rating: 5 } });
    expect(ownRate.status).toBe(403);
    expect(await ownRate.json()).toMatchObject({ code: 'forbidden' });
    expect((await apiFetch(`/discover/${id}/rate`, { cookie: pro.cookie, json: { rating: 4 } })).status).toBe(200);
    expect((await apiFetch(`/discover/nope/rate`, { cookie: pro.cookie, json: { rating: 4 } })).status).toBe(404);
    expect((await apiFetch(`/discover/${id}/review`, { cookie: pro.cookie, json: { review_text: 'Nice' } })).status).toBe(200);
    for (const rating of [0, 6, 3.5, '4']) {
      expect((await apiFetch(`/discover/${id}/rate`, { cookie: pro.cookie, json: { rating } })).status, String(rating)).toBe(400);
    }
  });

  it('the average follows one updatable rating per user', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const a = await signIn({ planType: 'monthly' });
    const b = await signIn({ planType: 'monthly' });
    const c = await signIn({ planType: 'yearly' });
    const id = await share(owner, await insertRecipe(owner.userId));
    expect(await (await apiFetch(`/discover/${id}/ratings`)).json()).toEqual({ average_rating: 0, total_ratings: 0, ratings: [], user_rating: null });
    await apiFetch(`/discover/${id}/rate`, { cookie: a.cookie, json: { rating: 5 } });
    await apiFetch(`/discover/${id}/rate`, { cookie: b.cookie, json: { rating: 4 } });
    const third = await apiFetch(`/discover/${id}/rate`, { cookie: c.cookie, json: { rating: 4 } });
    expect(await third.json()).toEqual({ average_rating: 4.33, total_ratings: 3, user_rating: 4 });
    await apiFetch(`/discover/${id}/rate`, { cookie: a.cookie, json: { rating: 1 } });
    const got = await (await apiFetch(`/discover/${id}/ratings`, { cookie: a.cookie })).json<{
      average_rating: number;
      total_ratings: number;
      ratings: Array<{ rating: number; is_own: boolean }>;
      user_rating: number;
    }>();
    expect(got.average_rating).toBe(3);
    expect(got.total_ratings).toBe(3);
    expect(got.user_rating).toBe(1);
    expect([...got.ratings].sort((x, y) => x.rating - y.rating)).toEqual([
      { rating: 1, is_own: true },
      { rating: 4, is_own: false },
      { rating: 4, is_own: false },
    ]);
    const detail = await (await apiFetch(`/discover/${id}`)).json();
    expect(detail).toMatchObject({ average_rating: 3, total_ratings: 3 });
  });

  it('review bounds: blank and 501 refused, 500 accepted, text trimmed, one per user updated', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const pro = await signIn({ planType: 'monthly' });
    const id = await share(owner, await insertRecipe(owner.userId));
    const post = (review_text: unknown) => apiFetch(`/discover/${id}/review`, { cookie: pro.cookie, json: { review_text } });
    for (const bad of ['', '    ', 'x'.repeat(501), `  ${'x'.repeat(501)}  `]) {
      const res = await post(bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await post('y'.repeat(500))).status).toBe(200);
    const trimmed = await (await post(`   ${'z'.repeat(500)}   `)).json<{ review: { review_text: string } }>();
    expect(trimmed.review.review_text).toBe('z'.repeat(500));
    const list = await (await apiFetch(`/discover/${id}/reviews`, { cookie: pro.cookie })).json<{ reviews: Array<Record<string, unknown>> }>();
    expect(list.reviews).toHaveLength(1);
    expect(list.reviews[0]).toMatchObject({ review_text: 'z'.repeat(500), is_own: true });
  });

  it('reviews: newest first, names and avatars only for show_real_name', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const named = await signIn({ planType: 'monthly', name: 'Named Reviewer' });
    const hidden = await signIn({ planType: 'monthly', name: 'Hidden Reviewer' });
    await setShowRealName(named.userId, true);
    await setPicture(named.userId, 'https://example.com/n.png');
    await setPicture(hidden.userId, 'https://example.com/h.png');
    const id = await share(owner, await insertRecipe(owner.userId));
    // A controlled clock (the service takes `now`): the second review is written one minute later.
    const db = createDb(env.DB);
    await review({ db, now: new Date('2026-05-01T12:00:00.000Z') }, named.userId, id, 'First');
    await review({ db, now: new Date('2026-05-01T12:01:00.000Z') }, hidden.userId, id, 'Second');
    const { reviews } = await (await apiFetch(`/discover/${id}/reviews`)).json<{ reviews: Array<Record<string, unknown>> }>();
    expect(reviews.map((r) => r.review_text)).toEqual(['Second', 'First']);
    expect(reviews[0]).toMatchObject({ user_name: 'Anonymous', user_avatar: null, is_own: false });
    expect(reviews[1]).toMatchObject({ user_name: 'Named Reviewer', user_avatar: 'https://example.com/n.png' });
    expect(Object.keys(reviews[0] ?? {})).toEqual(expect.arrayContaining(['id', 'user_name', 'user_avatar', 'review_text', 'created_at']));
    expect(JSON.stringify(reviews)).not.toContain('Hidden Reviewer');
  });
});
