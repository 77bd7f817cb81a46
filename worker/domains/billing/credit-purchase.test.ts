import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { signIn } from '../../test/helpers';
import { getCreditBalance, spendCredit } from '../credits/credits.service';
import { quickRequest } from '../recipes/creator-test-helpers';
import { buyCredits, deliver, interceptStripe, stripeApi, stripeEvent } from './billing-test-helpers';

/** Credit packages bought through Stripe (signed webhooks): refunds, and spending what was bought. */
const db = createDb(env.DB);
const NOW = Math.floor(Date.now() / 1000);

let stripe: ReturnType<typeof interceptStripe>;
beforeEach(() => {
  stripe = interceptStripe();
});
afterEach(() => stripe.restore());

describe('charge.refunded', () => {
  it('takes back only the unspent credits of the refunded purchase, never below zero, once', async () => {
    const user = await signIn();
    const { sessionId, event } = await buyCredits(user, 'popular', 'pi_refund');
    await deliver(event);
    for (const ref of ['gen-a', 'gen-b', 'gen-c']) await spendCredit({ db, now: new Date() }, { userId: user.userId, reference: ref });
    expect((await getCreditBalance({ db }, user.userId)).balance).toBe(27);

    const charge = { id: 'ch_1', object: 'charge', payment_intent: 'pi_refund', amount: 599, amount_refunded: 599, refunded: true };
    expect((await deliver(stripeEvent('charge.refunded', charge, NOW + 100))).status).toBe(200);
    expect(await getCreditBalance({ db }, user.userId)).toEqual({ balance: 0, totalPurchased: 3, totalUsed: 3 });
    await deliver(stripeEvent('charge.refunded', charge, NOW + 200));
    expect((await getCreditBalance({ db }, user.userId)).balance).toBe(0);
    const lines = await env.DB.prepare("SELECT delta, reference FROM credit_ledger WHERE user_id = ? AND reason = 'chargeback'").bind(user.userId).all();
    expect(lines.results).toEqual([{ delta: -27, reference: `${sessionId}:599` }]);

    const history = await (await stripeApi('/credits/transactions', { cookie: user.cookie })).json<{ transactions: Array<{ reason: string; delta: number; package?: string }> }>();
    expect(history.transactions.find((t) => t.reason === 'chargeback')).toMatchObject({ delta: -27, package: 'popular' });
  });

  it('takes back the refunded share of a partly refunded purchase, and nothing for an unknown payment', async () => {
    const user = await signIn();
    const { event } = await buyCredits(user, 'ultimate', 'pi_partial');
    await deliver(event);
    const half = { id: 'ch_2', object: 'charge', payment_intent: 'pi_partial', amount: 2999, amount_refunded: 1500, refunded: false };
    await deliver(stripeEvent('charge.refunded', half, NOW));
    expect((await getCreditBalance({ db }, user.userId)).balance).toBe(200 - 101);
    const stranger = { id: 'ch_3', object: 'charge', payment_intent: 'pi_not_ours', amount: 100, amount_refunded: 100, refunded: true };
    await deliver(stripeEvent('charge.refunded', stranger, NOW));
    expect((await getCreditBalance({ db }, user.userId)).balance).toBe(99);
  });

  it('a second partial refund of the same payment takes back only its further share, never below zero', async () => {
    const user = await signIn();
    const { event } = await buyCredits(user, 'popular', 'pi_twice_refunded');
    await deliver(event);
    const charge = { id: 'ch_4', object: 'charge', payment_intent: 'pi_twice_refunded', amount: 600, refunded: false };
    // A third refunded: 10 of the 30 credits go back.
    await deliver(stripeEvent('charge.refunded', { ...charge, amount_refunded: 200 }, NOW));
    expect(await getCreditBalance({ db }, user.userId)).toMatchObject({ balance: 20 });
    for (const ref of ['gen-x', 'gen-y', 'gen-z', 'gen-w', 'gen-v']) await spendCredit({ db, now: new Date() }, { userId: user.userId, reference: ref });
    expect((await getCreditBalance({ db }, user.userId)).balance).toBe(15);
    // Refunded in full later (Stripe's amount_refunded is the running total): the other 20, of which 15 are unspent.
    await deliver(stripeEvent('charge.refunded', { ...charge, amount_refunded: 600, refunded: true }, NOW + 60));
    expect(await getCreditBalance({ db }, user.userId)).toEqual({ balance: 0, totalPurchased: 5, totalUsed: 5 });
    // The same refund state delivered again (a new event id) takes nothing more.
    await deliver(stripeEvent('charge.refunded', { ...charge, amount_refunded: 600, refunded: true }, NOW + 120));
    const lines = await env.DB.prepare("SELECT delta FROM credit_ledger WHERE user_id = ? AND reason = 'chargeback' ORDER BY delta").bind(user.userId).all();
    expect(lines.results).toEqual([{ delta: -15 }, { delta: -10 }]);
    const history = await (await stripeApi('/credits/transactions', { cookie: user.cookie })).json<{ transactions: Array<{ reason: string; package?: string }> }>();
    expect(history.transactions.filter((t) => t.reason === 'chargeback').map((t) => t.package)).toEqual(['popular', 'popular']);
  });

  it('a repeated refund state after new credits were bought takes nothing from them', async () => {
    const user = await signIn();
    const first = await buyCredits(user, 'starter', 'pi_refund_then_buy');
    await deliver(first.event);
    const charge = { id: 'ch_5', object: 'charge', payment_intent: 'pi_refund_then_buy', amount: 299, amount_refunded: 299, refunded: true };
    await deliver(stripeEvent('charge.refunded', charge, NOW));
    expect((await getCreditBalance({ db }, user.userId)).balance).toBe(0);
    const second = await buyCredits(user, 'popular', 'pi_after_refund');
    await deliver(second.event);
    await deliver(stripeEvent('charge.refunded', charge, NOW + 60));
    expect(await getCreditBalance({ db }, user.userId)).toMatchObject({ balance: 30 });
  });
});

describe('credits bought through Stripe, then spent', () => {
  it('a free user buys a package (signed webhook), then one generation beyond the allowance spends exactly one credit', async () => {
    const user = await signIn({ planType: 'free' });
    const generate = () => stripeApi('/generate-recipe', { cookie: user.cookie, json: quickRequest });
    const usage = async () => (await stripeApi('/usage', { cookie: user.cookie })).json<{ used: number; limit: number; credits: number }>();
    const { event } = await buyCredits(user, 'starter', 'pi_spend_one');
    expect((await deliver(event)).status).toBe(200);
    expect(await usage()).toMatchObject({ used: 0, limit: 3, credits: 10 });

    for (let i = 0; i < 3; i++) expect((await generate()).status).toBe(200);
    expect(await usage()).toMatchObject({ used: 3, credits: 10 });
    expect((await generate()).status).toBe(200);
    expect(await usage()).toMatchObject({ used: 3, credits: 9 });
    expect(await getCreditBalance({ db }, user.userId)).toEqual({ balance: 9, totalPurchased: 10, totalUsed: 1 });
    const spends = await env.DB.prepare("SELECT delta FROM credit_ledger WHERE user_id = ? AND reason = 'spend'").bind(user.userId).all();
    expect(spends.results).toEqual([{ delta: -1 }]);
  }, 30_000);
});
