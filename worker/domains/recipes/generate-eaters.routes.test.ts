import { beforeAll, describe, expect, it } from 'vitest';
import { bundledCookbook } from '#core/cookbook/cookbook-store';
import { checkIngredients } from '#core/diet/allergens';
import { apiFetch } from '../../test/helpers';
import { jsonOf } from '../../test/kitchen-helpers';
import { household, makeHousehold } from '../households/household-test-helpers';
import { generate, usageOf } from './creator-test-helpers';

/** Generating for chosen eaters obeys all their profiles (docs/decisions/056-whos-eating.md). */

const NUTS = { diets: [], allergens: ['tree_nuts', 'peanuts'] as const, dislikes: [] };
const body = { ingredients: ['300 g pasta', '50 g walnuts', '40 g basil'], generationType: 'image', language: 'en' };

async function kitchen() {
  const { owner, members } = await makeHousehold(2);
  const [ana, ben] = members;
  await jsonOf(apiFetch('/diet-profile', { method: 'PUT', cookie: ana!.cookie, json: NUTS }));
  await jsonOf(apiFetch('/diet-profile', { method: 'PUT', cookie: ben!.cookie, json: { diets: ['vegetarian'], allergens: [], dislikes: [] } }));
  const people = (await household(owner))!.members;
  const handle = (name: string) => people.find((m) => m.name === name)!.id;
  return { owner, ana: ana!, ben: ben!, handles: { owner: handle(owner.name), ana: handle(ana!.name), ben: handle(ben!.name) } };
}

const linesOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json<{ recipe: { ingredients: string } }>()).recipe.ingredients.split('\n');
};

// The offline chef's cookbook is loaded once per isolate on first use (docs/decisions/077-the-cookbook.md).
beforeAll(() => bundledCookbook.size(), 60_000);

describe('POST /api/generate-recipe with eaters', () => {
  it('obeys a member\'s nut allergy when she eats, and only the cook\'s profile otherwise', async () => {
    const k = await kitchen();
    const forAna = await linesOf(await generate(k.owner.cookie, { ...body, eaters: [k.handles.owner, k.handles.ana] }));
    expect(checkIngredients(forAna, { ...NUTS, allergens: [...NUTS.allergens] })).toEqual([]);
    expect(forAna.join('\n')).toMatch(/pasta/i);
    // The cook alone has no profile: the walnuts stay.
    const alone = await linesOf(await generate(k.owner.cookie, body));
    expect(alone.join('\n')).toMatch(/walnut/i);
    // A member cooks for the whole household: the vegetarian and the allergy together.
    const all = await linesOf(await generate(k.ben.cookie, { ...body, ingredients: ['chicken thighs', 'peanut butter', 'rice'], eaters: Object.values(k.handles) }));
    expect(checkIngredients(all, { diets: ['vegetarian'], allergens: ['tree_nuts', 'peanuts'], dislikes: [] })).toEqual([]);
  });

  it('answers 400 for a stranger among the eaters before a generation is used', async () => {
    const k = await kitchen();
    const other = await makeHousehold(1);
    const stranger = (await household(other.owner))!.members[1]!.id;
    const before = await usageOf(k.owner.cookie);
    for (const eaters of [[stranger], [k.handles.ana, 'nobody'], [k.ana.userId]]) {
      const res = await generate(k.owner.cookie, { ...body, eaters });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    }
    expect(await usageOf(k.owner.cookie)).toEqual(before);
  });

  it('answers 401 signed out', async () => {
    const res = await generate('', { ...body, eaters: ['someone'] });
    expect(res.status).toBe(401);
  });
});
