import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { insertRecipe, share } from '../community/test-helpers';

/** docs/decisions/032-hardening-second-pass.md: no rendered link-preview card outlives its share, its text or its account. */

const cardsOf = async (sharedId: string) => (await env.BUCKET.list({ prefix: `og-cards/${sharedId}/` })).objects.map((o) => o.key);

async function rename(cookie: string, recipeId: string, title: string) {
  const res = await apiFetch(`/recipes/${recipeId}`, { method: 'PATCH', cookie, json: { title } });
  expect(res.status).toBe(200);
}

describe('rendered share cards in R2', () => {
  it('unsharing removes the card; renaming keeps only the current one; deleting the account leaves none', async () => {
    const email = `cards-${crypto.randomUUID()}@test.forkcast`;
    const owner = await signIn({ email, planType: 'monthly' });
    const gone = await insertRecipe(owner.userId, { title: 'Soon Unshared Soup' });
    const kept = await insertRecipe(owner.userId, { title: 'Renamed Stew' });
    const goneId = await share(owner, gone);
    const keptId = await share(owner, kept);
    expect(await cardsOf(goneId)).toHaveLength(1);
    expect(await cardsOf(keptId)).toHaveLength(1);

    // A renamed recipe's card is made anew (on re-share or the first crawler request); the old one goes.
    await rename(owner.cookie, gone, 'Renamed Before Unsharing');
    await share(owner, gone);
    await rename(owner.cookie, kept, 'Renamed Stew Twice');
    await share(owner, kept);
    expect(await cardsOf(keptId)).toHaveLength(1);

    const unshared = await apiFetch(`/recipes/${gone}/share`, { method: 'DELETE', cookie: owner.cookie });
    expect(unshared.status).toBe(200);
    expect(await cardsOf(goneId)).toEqual([]);

    const deleted = await apiFetch('/users/me', { method: 'DELETE', cookie: owner.cookie, json: { confirm_email: email } });
    expect(deleted.status).toBeLessThan(300);
    expect([...(await cardsOf(goneId)), ...(await cardsOf(keptId))]).toEqual([]);
  });
});
