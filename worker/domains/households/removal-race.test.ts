import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Household } from '#core/schemas/household';
import { apiFetch } from '../../test/helpers';
import { inDays, jsonOf } from '../../test/kitchen-helpers';
import { household, makeHousehold } from './household-test-helpers';

/** docs/decisions/032-hardening-second-pass.md: removing a member wins over their writes in flight. */
describe('removing a household member while they write to the plan', { timeout: 60_000 }, () => {
  it('24 parallel meal-plan writes racing the removal leave nothing linked to the ex-member’s recipe', async () => {
    const { owner, members } = await makeHousehold(1);
    const member = members[0]!;
    const created = await jsonOf<{ recipe: { id: string } }>(
      apiFetch('/recipes', { cookie: member.cookie, json: { title: 'Member Stew', ingredients: ['2 carrots'], instructions: ['Stew'] } }),
      201,
    );
    const recipeId = created.recipe.id;
    const handle = ((await household(owner)) as Household).members.find((m) => !m.is_me)!.id;

    const write = (i: number) =>
      apiFetch('/meal-plans', { cookie: member.cookie, json: { plan_date: inDays(i + 1), meal_type: 'dinner', recipe_id: recipeId } });
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => write(i)),
      apiFetch(`/household/members/${handle}`, { method: 'DELETE', cookie: owner.cookie }),
      ...Array.from({ length: 12 }, (_, i) => write(i + 12)),
    ]);
    expect(answers[12]!.status).toBe(200);
    for (const res of answers) expect(res.status).toBeLessThan(500);

    const linked = await env.DB.prepare('SELECT count(*) AS n FROM meal_plans WHERE owner_id = ?1 AND recipe_id = ?2')
      .bind(owner.userId, recipeId)
      .first<{ n: number }>();
    expect(linked?.n).toBe(0);

    // The ex-member's later edits never show in the owner's plan or shopping list.
    const edited = await apiFetch(`/recipes/${recipeId}`, { method: 'PATCH', cookie: member.cookie, json: { title: 'Secret Renamed', ingredients: ['1 kg saffron'] } });
    expect(edited.status).toBe(200);
    const plan = await jsonOf<{ meals: Array<{ recipe_title: string; recipe_id: string | null }> }>(
      apiFetch(`/meal-plans?start=${inDays(1)}&end=${inDays(24)}`, { cookie: owner.cookie }),
    );
    expect(plan.meals.map((m) => m.recipe_title)).not.toContain('Secret Renamed');
    const list = await apiFetch('/meal-plans/generate-shopping-list', { cookie: owner.cookie, json: { start_date: inDays(1), end_date: inDays(24) } });
    expect(list.status).toBeLessThan(500);
    const items = await jsonOf<{ items: Array<{ name: string }> }>(apiFetch('/shopping-list', { cookie: owner.cookie }));
    expect(items.items.map((item) => item.name.toLowerCase()).join(' ')).not.toContain('saffron');
  });
});
