import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';

describe('GET /api/users/me', () => {
  it('answers 401 with the error shape when signed out', async () => {
    const res = await apiFetch('/users/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'unauthorized' });
  });

  it('answers 401 for an unknown session token and clears the cookie', async () => {
    const res = await apiFetch('/users/me', { cookie: '__Host-fc_session=not-a-real-token' });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/__Host-fc_session=;.*Max-Age=0/);
  });

  it('answers the signed-in user in the shape docs/api.md lists', async () => {
    const { cookie, userId } = await signIn({ email: 'me@example.com', name: 'Maria Sanchez', planType: 'weekly' });
    const res = await apiFetch('/users/me', { cookie });
    expect(res.status).toBe(200);
    const body = await res.json<Record<string, unknown>>();
    expect(body).toEqual({
      id: userId,
      email: 'me@example.com',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      google_user_data: { name: 'Maria Sanchez', given_name: 'Maria', picture: null },
      subscription: {
        plan_type: 'weekly',
        status: 'active',
        current_period_end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        cancel_at_period_end: false,
        is_pro: true,
        has_customer: true,
      },
      household: null,
      // The tests run without a model: the offline chef, which cannot see photos.
      chef: { provider: 'offline', sees_photos: false, translates: false },
    });
  });

  it('answers a free user without a subscription', async () => {
    const { cookie } = await signIn({ name: 'Free Me' });
    const body = await (await apiFetch('/users/me', { cookie })).json();
    expect(body).toMatchObject({
      subscription: { plan_type: 'free', status: null, current_period_end: null, cancel_at_period_end: false, is_pro: false, has_customer: false },
    });
  });

  it('treats a user without a subscriptions row as free', async () => {
    const { cookie, userId } = await signIn({ name: 'No Row', planType: 'monthly' });
    await env.DB.prepare('DELETE FROM subscriptions WHERE user_id = ?').bind(userId).run();
    const res = await apiFetch('/users/me', { cookie });
    expect(await res.json()).toMatchObject({ subscription: { plan_type: 'free' } });
  });
});

describe('leaderboard name setting', () => {
  it('is 401 when signed out, for GET and POST', async () => {
    const get = await apiFetch('/leaderboard/settings');
    expect(get.status).toBe(401);
    expect(await get.json()).toEqual({ error: expect.any(String), code: 'unauthorized' });
    const post = await apiFetch('/leaderboard/settings', { method: 'POST', json: { show_real_name: true } });
    expect(post.status).toBe(401);
  });

  it('defaults to false, toggles and persists', async () => {
    const { cookie, userId } = await signIn({ name: 'Toggler' });
    expect(await (await apiFetch('/leaderboard/settings', { cookie })).json()).toEqual({ show_real_name: false });

    const on = await apiFetch('/leaderboard/settings', { method: 'POST', cookie, json: { show_real_name: true } });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ ok: true, show_real_name: true });
    expect(await (await apiFetch('/leaderboard/settings', { cookie })).json()).toEqual({ show_real_name: true });
    const row = await env.DB.prepare('SELECT show_real_name FROM user_settings WHERE user_id = ?').bind(userId).first();
    expect(row).toEqual({ show_real_name: 1 });

    const off = await apiFetch('/leaderboard/settings', { method: 'POST', cookie, json: { show_real_name: false } });
    expect(await off.json()).toEqual({ ok: true, show_real_name: false });
    expect(await (await apiFetch('/leaderboard/settings', { cookie })).json()).toEqual({ show_real_name: false });
  });

  it('creates the settings row when a user has none', async () => {
    const { cookie, userId } = await signIn({ name: 'No Settings' });
    await env.DB.prepare('DELETE FROM user_settings WHERE user_id = ?').bind(userId).run();
    expect(await (await apiFetch('/leaderboard/settings', { cookie })).json()).toEqual({ show_real_name: false });
    const res = await apiFetch('/leaderboard/settings', { method: 'POST', cookie, json: { show_real_name: true } });
    expect(res.status).toBe(200);
    expect(await (await apiFetch('/leaderboard/settings', { cookie })).json()).toEqual({ show_real_name: true });
  });

  it('answers 400 validation_failed naming the field for a wrong type', async () => {
    const { cookie } = await signIn({ name: 'Wrong Type' });
    const res = await apiFetch('/leaderboard/settings', { method: 'POST', cookie, json: { show_real_name: 'yes' } });
    expect(res.status).toBe(400);
    const body = await res.json<{ code: string; details: string }>();
    expect(body.code).toBe('validation_failed');
    expect(body.details).toMatch(/^show_real_name: /);
  });

  it('answers 400 invalid_json for a malformed body', async () => {
    const { cookie } = await signIn({ name: 'Bad Json' });
    const res = await apiFetch('/leaderboard/settings', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: '{show_real_name: true',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_json' });
  });
});
