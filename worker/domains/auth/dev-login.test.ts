import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { apiFetch, cookieFrom, freshIp, signIn } from '../../test/helpers';

const devOff = { ...env, DEV_LOGIN: 'false' };

async function codeFor(body: unknown) {
  const res = await apiFetch('/dev/codes', { method: 'POST', json: body, headers: { 'cf-connecting-ip': freshIp() } });
  return res;
}

async function stateCookie() {
  const res = await apiFetch('/oauth/google/redirect_url', { headers: { 'cf-connecting-ip': freshIp() } });
  const cookie = cookieFrom(res, '__Host-fc_oauth_state');
  if (!cookie) throw new Error('no state cookie');
  return { cookie, state: cookie.slice('__Host-fc_oauth_state='.length) };
}

describe('dev sign-in', () => {
  it('lists the demo users with their plans', async () => {
    const res = await apiFetch('/dev/users');
    expect(res.status).toBe(200);
    const body = await res.json<{ users: { email: string; plan_type: string }[] }>();
    expect(body.users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'cook@forkcast.test', plan_type: 'free' }),
        expect.objectContaining({ email: 'chef@forkcast.test', plan_type: 'monthly' }),
      ]),
    );
  });

  it('signs a new user in with a dev code, on the requested plan', async () => {
    const { cookie, userId } = await signIn({ email: 'Pro.Person@Example.com', name: 'Pro Person', planType: 'yearly' });
    const me = await apiFetch('/users/me', { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      id: userId,
      email: 'pro.person@example.com',
      google_user_data: { name: 'Pro Person', given_name: 'Pro', picture: null },
      subscription: { plan_type: 'yearly' },
    });
  });

  it('writes a free user with a settings row and no subscription', async () => {
    const { userId } = await signIn({ name: 'Free Person' });
    const sub = await env.DB.prepare('SELECT plan_type FROM subscriptions WHERE user_id = ?').bind(userId).first();
    const settings = await env.DB.prepare('SELECT show_real_name FROM user_settings WHERE user_id = ?').bind(userId).first();
    expect(sub).toBeNull();
    expect(settings).toEqual({ show_real_name: 0 });
  });

  it('gives a paid choice a simulated subscription through the billing event handler', async () => {
    const { userId } = await signIn({ name: 'Paid Person', planType: 'weekly' });
    const sub = await env.DB.prepare(
      'SELECT plan_type, status, stripe_subscription_id, stripe_customer_id FROM subscriptions WHERE user_id = ?',
    )
      .bind(userId)
      .first();
    expect(sub).toEqual({
      plan_type: 'weekly',
      status: 'active',
      stripe_subscription_id: expect.stringMatching(/^sub_sim_/),
      stripe_customer_id: expect.stringMatching(/^cus_sim_/),
    });
    const event = await env.DB.prepare('SELECT type FROM stripe_events WHERE id = ?').bind(`evt_sim_start_${userId}`).first();
    expect(event).toEqual({ type: 'customer.subscription.created' });
  });

  it('keeps an existing user on their plan and gives each sign-in a new token', async () => {
    const first = await signIn({ email: 'again@example.com', name: 'Again', planType: 'monthly' });
    const second = await signIn({ email: 'again@example.com', name: 'Again', planType: 'free' });
    expect(second.userId).toBe(first.userId);
    expect(second.cookie).not.toBe(first.cookie);
    const me = await apiFetch('/users/me', { cookie: second.cookie });
    expect(await me.json()).toMatchObject({ subscription: { plan_type: 'monthly' } });
  });

  it('stores only the hash of a dev code, and a code works once', async () => {
    const res = await codeFor({ email: 'once@example.com', name: 'Once' });
    const { code } = await res.json<{ code: string }>();
    expect(code.startsWith('dev_')).toBe(true);
    const raw = await env.DB.prepare('SELECT * FROM dev_login_codes WHERE code_hash = ?').bind(code).first();
    expect(raw).toBeNull();
    const { cookie, state } = await stateCookie();
    const ok = await apiFetch('/sessions', { method: 'POST', cookie, json: { code, state }, headers: { 'cf-connecting-ip': freshIp() } });
    expect(ok.status).toBe(200);
    const again = await stateCookie();
    const reused = await apiFetch('/sessions', {
      method: 'POST',
      cookie: again.cookie,
      json: { code, state: again.state },
      headers: { 'cf-connecting-ip': freshIp() },
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'sign_in_failed' });
  });

  it('refuses an unknown dev code with 400 sign_in_failed', async () => {
    const { cookie, state } = await stateCookie();
    const res = await apiFetch('/sessions', {
      method: 'POST',
      cookie,
      json: { code: 'dev_nope', state },
      headers: { 'cf-connecting-ip': freshIp() },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String), code: 'sign_in_failed' });
  });

  it('validates the dev code request', async () => {
    const res = await codeFor({ email: 'not-an-email', name: '' });
    expect(res.status).toBe(400);
    const body = await res.json<{ code: string; details: string }>();
    expect(body.code).toBe('validation_failed');
    expect(body.details).toContain('email');
    expect(body.details).toContain('name');
    const plan = await codeFor({ email: 'a@example.com', name: 'A', planType: 'platinum' });
    expect(plan.status).toBe(400);
    expect((await plan.json<{ details: string }>()).details).toContain('planType');
  });
});

describe('dev sign-in when DEV_LOGIN is not "true"', () => {
  it('answers 404 for GET /api/dev/users', async () => {
    const res = await app.request('/api/dev/users', {}, devOff);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('answers 404 for POST /api/dev/codes', async () => {
    const res = await app.request(
      '/api/dev/codes',
      {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'x@example.com', name: 'X' }),
      },
      devOff,
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });

  it('refuses a dev code at POST /api/sessions', async () => {
    const { code } = await (await codeFor({ email: 'late@example.com', name: 'Late' })).json<{ code: string }>();
    const { cookie, state } = await stateCookie();
    const res = await app.request(
      '/api/sessions',
      {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/json', cookie },
        body: JSON.stringify({ code, state }),
      },
      devOff,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'sign_in_failed' });
  });
});
