import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../db/client';
import { apiFetch, signIn } from '../../test/helpers';
import { countRows, generate, usageOf } from '../recipes/creator-test-helpers';
import { getUsage, releaseGeneration, reserveAllowance, reserveGeneration } from './usage.service';

const db = createDb(env.DB);

async function insertUser(id: string) {
  await env.DB.prepare("INSERT INTO users (id, email, created_at) VALUES (?, ?, '2026-01-01T00:00:00.000Z')")
    .bind(id, `${id}@test.forkcast`)
    .run();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/usage', () => {
  it('answers the plan tier, billing period, used, limit and credits from the plan table', async () => {
    const free = await signIn({ planType: 'free' });
    expect(await usageOf(free.cookie)).toEqual({ planType: 'free', billingPeriod: null, used: 0, limit: 3, credits: 0 });
    const weekly = await signIn({ planType: 'weekly' });
    expect(await usageOf(weekly.cookie)).toEqual({ planType: 'pro', billingPeriod: 'weekly', used: 0, limit: 1000, credits: 0 });
    await generate(weekly.cookie);
    expect(await usageOf(weekly.cookie)).toMatchObject({ used: 1, limit: 1000 });
  });

  it('answers 401 when signed out', async () => {
    expect((await apiFetch('/usage')).status).toBe(401);
  });
});

describe('usage accounting', () => {
  it('gives exactly 3 recipes and 17 answers of 429 to 20 parallel generations on the free plan', async () => {
    const { cookie, userId } = await signIn({ planType: 'free' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => generate(cookie)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    const limited = responses.find((r) => r.status === 429)!;
    expect(await limited.json()).toEqual({
      error: 'Recipe limit reached. Please upgrade your plan to continue.',
      code: 'limit_reached',
    });
    expect(await countRows('recipes', userId)).toBe(3);
    expect(await usageOf(cookie)).toMatchObject({ used: 3, limit: 3 });
  }, 30_000);

  it('counts per calendar month in UTC: the allowance comes back in a new month', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-31T23:58:00.000Z'));
    const { cookie } = await signIn({ planType: 'free' });
    for (let i = 0; i < 3; i++) expect((await generate(cookie)).status).toBe(200);
    expect((await generate(cookie)).status).toBe(429);

    vi.setSystemTime(new Date('2026-02-01T00:00:01.000Z'));
    expect(await usageOf(cookie)).toMatchObject({ used: 0, limit: 3 });
    expect((await generate(cookie)).status).toBe(200);
    expect(await usageOf(cookie)).toMatchObject({ used: 1 });
  });

  it('reserves with one conditional statement per period and gives back exactly one unit', async () => {
    await insertUser('usage-svc');
    const user = { id: 'usage-svc', planType: 'free' as const };
    const march = { db, now: new Date('2026-03-15T12:00:00Z') };
    const april = { db, now: new Date('2026-04-01T00:00:00Z') };
    const taken = await Promise.all(Array.from({ length: 6 }, () => reserveAllowance(march, user)));
    expect(taken.filter(Boolean)).toEqual(['2026-03', '2026-03', '2026-03']);
    expect(await reserveAllowance(april, user)).toBe('2026-04');

    await releaseGeneration(march, { kind: 'allowance', userId: user.id, period: '2026-03' });
    expect(await getUsage(march, user)).toMatchObject({ used: 2, limit: 3 });
    expect(await getUsage(april, user)).toMatchObject({ used: 1 });
    // Neither allowance nor credits: nothing reserved.
    await reserveAllowance(march, user);
    expect(await reserveGeneration(march, user, 'gen-1')).toBeNull();
  });
});
