import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { signIn } from '../../test/helpers';
import { countRows, generate, usageOf } from '../recipes/creator-test-helpers';
import { getCreditBalance, grantCredits, listCreditTransactions, refundCredit, spendCredit } from './credits.service';

const db = createDb(env.DB);
const now = new Date('2026-05-10T10:00:00Z');

async function insertUser(id: string) {
  await env.DB.prepare("INSERT INTO users (id, email, created_at) VALUES (?, ?, '2026-01-01T00:00:00.000Z')")
    .bind(id, `${id}@test.forkcast`)
    .run();
}

async function ledgerSum(userId: string): Promise<number> {
  const row = await env.DB.prepare('SELECT coalesce(sum(delta), 0) AS total FROM credit_ledger WHERE user_id = ?')
    .bind(userId)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

describe('the credits ledger', () => {
  it('grants once per reference, keeping the balance in step with the ledger', async () => {
    await insertUser('c-grant');
    const first = await grantCredits({ db, now }, { userId: 'c-grant', amount: 25, reason: 'purchase', reference: 'cs_1' });
    expect(first).toEqual({ granted: true, balance: 25 });
    const again = await grantCredits({ db, now }, { userId: 'c-grant', amount: 25, reason: 'purchase', reference: 'cs_1' });
    expect(again).toEqual({ granted: false, balance: 25 });
    await grantCredits({ db, now }, { userId: 'c-grant', amount: 5, reason: 'bonus', reference: 'cs_1' });
    expect(await getCreditBalance({ db }, 'c-grant')).toEqual({ balance: 30, totalPurchased: 30, totalUsed: 0 });
    expect(await ledgerSum('c-grant')).toBe(30);
    await expect(
      grantCredits({ db, now }, { userId: 'c-grant', amount: 0, reason: 'grant', reference: 'x' }),
    ).rejects.toThrow(RangeError);
  });

  it('never spends below zero, even under concurrency, and refunds once', async () => {
    await insertUser('c-spend');
    await grantCredits({ db, now }, { userId: 'c-spend', amount: 3, reason: 'grant', reference: 'seed' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => spendCredit({ db, now }, { userId: 'c-spend', reference: `gen-${i}` })),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await getCreditBalance({ db }, 'c-spend')).toEqual({ balance: 0, totalPurchased: 0, totalUsed: 3 });
    expect(await ledgerSum('c-spend')).toBe(0);

    const spent = results.findIndex(Boolean);
    expect(await refundCredit({ db, now }, { userId: 'c-spend', reference: `gen-${spent}` })).toBe(true);
    expect(await refundCredit({ db, now }, { userId: 'c-spend', reference: `gen-${spent}` })).toBe(false);
    // A reference that never spent anything refunds nothing.
    const unspent = results.findIndex((r) => !r);
    expect(await refundCredit({ db, now }, { userId: 'c-spend', reference: `gen-${unspent}` })).toBe(false);
    expect(await getCreditBalance({ db }, 'c-spend')).toMatchObject({ balance: 1, totalUsed: 2 });
    expect(await ledgerSum('c-spend')).toBe(1);
    const history = await listCreditTransactions({ db }, 'c-spend');
    expect(history.map((t) => t.reason).sort()).toEqual(['grant', 'refund', 'spend', 'spend', 'spend']);
  });

  it('spends credits only beyond the monthly allowance, then answers 429', async () => {
    const { cookie, userId } = await signIn({ planType: 'free' });
    await grantCredits({ db, now }, { userId, amount: 2, reason: 'grant', reference: 'test' });
    for (let i = 0; i < 3; i++) expect((await generate(cookie)).status).toBe(200);
    expect(await usageOf(cookie)).toMatchObject({ used: 3, credits: 2 });

    const parallel = await Promise.all(Array.from({ length: 6 }, () => generate(cookie)));
    expect(parallel.filter((r) => r.status === 200)).toHaveLength(2);
    expect(parallel.filter((r) => r.status === 429)).toHaveLength(4);
    expect(await usageOf(cookie)).toMatchObject({ used: 3, credits: 0 });
    expect(await countRows('recipes', userId)).toBe(5);
    expect(await getCreditBalance({ db }, userId)).toMatchObject({ balance: 0, totalUsed: 2 });
    expect(await ledgerSum(userId)).toBe(0);
  }, 30_000);
});
