import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAX_HOUSEHOLD_MEMBERS } from '#core/schemas/household';
import { apiFetch, signIn } from '../../test/helpers';
import { jsonOf } from '../../test/kitchen-helpers';
import { db } from '../recipes/read-test-helpers';
import { household, invite, join, makeHousehold } from './household-test-helpers';
import { detachRecipesStatement } from '../meal-plans/meal-plans.service';
import { createInvite, leaveAllHouseholds } from './households.service';

async function refused(res: Promise<Response>, status: number, code: string) {
  const r = await res;
  const body = await r.json<{ error: string; code: string }>();
  expect(r.status, JSON.stringify(body)).toBe(status);
  expect(body.code).toBe(code);
  expect(body.error).toEqual(expect.any(String));
}

describe('household invites', () => {
  it('a Pro user invites with a single-use link that a free user accepts', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const res = await jsonOf<{ token: string; invite_url: string; expires_at: string }>(
      apiFetch('/household/invites', { method: 'POST', cookie: owner.cookie }),
      201,
    );
    expect(res.invite_url).toBe(`http://localhost/household/join?token=${res.token}`);
    expect(res.token.length).toBeGreaterThanOrEqual(43);
    const days = (Date.parse(res.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // Only the hash is stored.
    const stored = await env.DB.prepare('SELECT token_hash FROM household_invites').all<{ token_hash: string }>();
    expect(stored.results.map((r) => r.token_hash)).not.toContain(res.token);

    const member = await signIn({ planType: 'free' });
    expect(await jsonOf(join(member, res.token))).toEqual({ household_id: expect.any(String) });
    const seen = await household(member);
    expect(seen).toMatchObject({ role: 'member', kitchen_pro: true, max_members: MAX_HOUSEHOLD_MEMBERS });
    expect(seen?.members.map((m) => [m.role, m.is_me])).toEqual([
      ['owner', false],
      ['member', true],
    ]);
    expect(seen?.owner_id).toBe(seen?.members[0]?.id);
    // No user id anywhere in the answer (docs/decisions/014-hardening.md): members are opaque handles.
    const values = JSON.stringify(seen).match(/"[^"]*"/g) ?? [];
    expect(values).not.toContain(`"${owner.userId}"`);
    expect(values).not.toContain(`"${member.userId}"`);
    expect(await household(owner)).toMatchObject({ id: seen?.id, role: 'owner', members: [{ is_me: true }, { is_me: false }] });
  });

  it('refuses a used, an expired and an unknown link with their own codes', async () => {
    const owner = await signIn({ planType: 'yearly' });
    const token = await invite(owner);
    await jsonOf(join(await signIn({ planType: 'free' }), token));
    await refused(join(await signIn({ planType: 'free' }), token), 410, 'invite_used');

    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const old = await createInvite({ db: db(), now: eightDaysAgo }, { id: owner.userId, planType: 'yearly' }, 'http://localhost');
    const late = await signIn({ planType: 'free' });
    await refused(join(late, old.token), 410, 'invite_expired');
    await refused(join(late, 'not-a-real-token'), 404, 'invite_invalid');
    await refused(apiFetch('/household/join', { cookie: late.cookie, json: { token: '' } }), 400, 'validation_failed');
    expect(await household(late)).toBeNull();
  });

  it('one link, two people at once: exactly one gets in', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const token = await invite(owner);
    const [a, b] = [await signIn({ planType: 'free' }), await signIn({ planType: 'free' })];
    const answers = await Promise.all([join(a, token), join(b, token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410]);
    expect((await household(owner))?.members).toHaveLength(2);
  });

  it('refuses joining while in a household; an owner alone may move to another', async () => {
    const { owner, members } = await makeHousehold(1);
    const other = await signIn({ planType: 'monthly' });
    await refused(join(members[0]!, await invite(other)), 409, 'already_in_household');
    await refused(join(owner, await invite(other)), 409, 'already_in_household');
    await refused(join(members[0]!, await invite(owner)), 409, 'already_in_household');

    const alone = await signIn({ planType: 'weekly' });
    await invite(alone); // makes a household with only them in it
    await jsonOf(join(alone, await invite(other)));
    expect((await household(alone))?.role).toBe('member');
  });

  it('a household is full at the maximum', async () => {
    const { owner } = await makeHousehold(MAX_HOUSEHOLD_MEMBERS - 1);
    await refused(join(await signIn({ planType: 'free' }), await invite(owner)), 409, 'household_full');
  });

  it('only a Pro owner invites: free 403 plan_required, a member 403 forbidden, signed out 401', async () => {
    await refused(apiFetch('/household/invites', { method: 'POST', cookie: (await signIn({ planType: 'free' })).cookie }), 403, 'plan_required');
    const { members } = await makeHousehold(1, 'monthly');
    await refused(apiFetch('/household/invites', { method: 'POST', cookie: members[0]!.cookie }), 403, 'forbidden');
    await refused(apiFetch('/household/invites', { method: 'POST' }), 401, 'unauthorized');
    await refused(apiFetch('/household'), 401, 'unauthorized');
  });
});

describe('GET /api/household/invites/{token}: whose household, before signing in', () => {
  const showName = (userId: string, show: boolean) =>
    env.DB.prepare(
      `INSERT INTO user_settings (user_id, show_real_name, updated_at) VALUES (?1, ?2, '2026-01-01T00:00:00.000Z')
       ON CONFLICT (user_id) DO UPDATE SET show_real_name = excluded.show_real_name`,
    )
      .bind(userId, show ? 1 : 0)
      .run();

  it('signed out, names the owner as the household shows them when they show their name, and spends nothing', async () => {
    const owner = await signIn({ planType: 'monthly' });
    await showName(owner.userId, true);
    const token = await invite(owner);
    const res = await apiFetch(`/household/invites/${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    const body = await res.json<Record<string, unknown>>();
    expect(body).toEqual({ owner_name: owner.name, status: 'open', expires_at: expect.any(String) });
    // Nothing else about the household, no ids.
    expect(JSON.stringify(body)).not.toContain(owner.userId.slice(0, 12) + '"');
    // The link still works for the invitee.
    expect(await jsonOf(join(await signIn({ planType: 'free' }), token))).toEqual({ household_id: expect.any(String) });
  });

  it('keeps a private owner unnamed (show_real_name off, or never set)', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const token = await invite(owner);
    expect(await jsonOf(apiFetch(`/household/invites/${encodeURIComponent(token)}`))).toMatchObject({ owner_name: null, status: 'open' });
    await showName(owner.userId, false);
    expect(await jsonOf(apiFetch(`/household/invites/${encodeURIComponent(token)}`))).toMatchObject({ owner_name: null });
  });

  it('says when the link is used, expired, the household full, or no invite at all', async () => {
    const owner = await signIn({ planType: 'yearly' });
    const used = await invite(owner);
    await jsonOf(join(await signIn({ planType: 'free' }), used));
    expect(await jsonOf(apiFetch(`/household/invites/${encodeURIComponent(used)}`))).toMatchObject({ status: 'used' });
    const old = await createInvite({ db: db(), now: new Date(Date.now() - 8 * 86_400_000) }, { id: owner.userId, planType: 'yearly' }, 'http://localhost');
    expect(await jsonOf(apiFetch(`/household/invites/${encodeURIComponent(old.token)}`))).toMatchObject({ status: 'expired' });
    const { owner: fullOwner } = await makeHousehold(MAX_HOUSEHOLD_MEMBERS - 1);
    expect(await jsonOf(apiFetch(`/household/invites/${encodeURIComponent(await invite(fullOwner))}`))).toMatchObject({ status: 'full' });
    expect(await jsonOf(apiFetch('/household/invites/not-a-real-token'))).toEqual({ owner_name: null, status: 'invalid', expires_at: null });
  });
});

describe('leaving and removal', () => {
  it('the owner removes a member by handle; a member cannot remove anyone', async () => {
    const { owner, members } = await makeHousehold(2);
    const [a, b] = [members[0]!, members[1]!];
    const list = (await household(owner))!.members;
    const handleOf = (i: number) => list[i]!.id;
    await refused(apiFetch(`/household/members/${handleOf(2)}`, { method: 'DELETE', cookie: a.cookie }), 403, 'forbidden');
    await refused(apiFetch(`/household/members/${handleOf(0)}`, { method: 'DELETE', cookie: owner.cookie }), 409, 'conflict');
    // A real user id is not a handle.
    await refused(apiFetch(`/household/members/${b.userId}`, { method: 'DELETE', cookie: owner.cookie }), 404, 'not_found');
    // Another household's owner cannot remove our member.
    const stranger = await makeHousehold(0);
    await invite(stranger.owner);
    await refused(apiFetch(`/household/members/${handleOf(2)}`, { method: 'DELETE', cookie: stranger.owner.cookie }), 404, 'not_found');

    expect(await jsonOf(apiFetch(`/household/members/${handleOf(2)}`, { method: 'DELETE', cookie: owner.cookie }))).toEqual({ success: true });
    expect(await household(b)).toBeNull();
    expect((await household(owner))?.members).toHaveLength(2);
    expect((await household(a))?.members).toHaveLength(2);
  });

  it('a member leaves; an owner leaving dissolves the household', async () => {
    const { owner, members } = await makeHousehold(2);
    expect(await jsonOf(apiFetch('/household/leave', { method: 'POST', cookie: members[0]!.cookie }))).toEqual({ success: true, dissolved: false });
    expect(await household(members[0]!)).toBeNull();
    expect(await jsonOf(apiFetch('/household/leave', { method: 'POST', cookie: owner.cookie }))).toEqual({ success: true, dissolved: true });
    expect(await household(members[1]!)).toBeNull();
    expect(await household(owner)).toBeNull();
    await refused(apiFetch('/household/leave', { method: 'POST', cookie: owner.cookie }), 404, 'not_found');
  });

  it('leaveAllHouseholds (account deletion): member leaves, owner dissolves, nobody else is touched', async () => {
    const { owner, members } = await makeHousehold(2);
    expect(await leaveAllHouseholds({ db: db(), detachRecipes: detachRecipesStatement }, members[0]!.userId)).toEqual({ left: true, dissolved: false });
    expect((await household(owner))?.members).toHaveLength(2);
    const id = (await household(owner))!.id;
    const item = await jsonOf<{ item: { id: string } }>(apiFetch('/shopping-list', { cookie: members[1]!.cookie, json: { name: 'Eggs' } }), 201);
    expect(await leaveAllHouseholds({ db: db(), detachRecipes: detachRecipesStatement }, owner.userId)).toEqual({ left: true, dissolved: true });
    expect(await household(members[1]!)).toBeNull();
    expect(await leaveAllHouseholds({ db: db(), detachRecipes: detachRecipesStatement }, owner.userId)).toEqual({ left: false, dissolved: false });
    // The household's rows were the owner's: the owner keeps them.
    const mine = await jsonOf<{ items: { id: string }[] }>(apiFetch('/shopping-list', { cookie: owner.cookie }));
    expect(mine.items.map((i) => i.id)).toEqual([item.item.id]);
    const left = await env.DB.prepare('SELECT count(*) AS n FROM household_invites WHERE household_id = ?').bind(id).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it('GET /api/users/me carries the household summary', async () => {
    const { owner } = await makeHousehold(1);
    const me = await jsonOf<{ household: unknown }>(apiFetch('/users/me', { cookie: owner.cookie }));
    expect(me.household).toEqual({ id: expect.any(String), role: 'owner', member_count: 2, kitchen_pro: true });
    const loner = await signIn({ planType: 'free' });
    expect((await jsonOf<{ household: unknown }>(apiFetch('/users/me', { cookie: loner.cookie }))).household).toBeNull();
  });
});
