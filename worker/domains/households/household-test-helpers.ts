import type { Household } from '#core/schemas/household';
import { apiFetch, signIn, type SignedIn } from '../../test/helpers';
import { jsonOf } from '../../test/kitchen-helpers';

export type TestUser = SignedIn;

/** `POST /api/household/invites` as `owner`; answers the token. */
export async function invite(owner: TestUser): Promise<string> {
  const body = await jsonOf<{ token: string; invite_url: string }>(apiFetch('/household/invites', { method: 'POST', cookie: owner.cookie }), 201);
  return body.token;
}

export function join(user: TestUser, token: string) {
  return apiFetch('/household/join', { cookie: user.cookie, json: { token } });
}

export async function household(user: TestUser): Promise<Household | null> {
  return jsonOf<Household | null>(apiFetch('/household', { cookie: user.cookie }));
}

/** A Pro owner with `members` joined members (on the given plan). */
export async function makeHousehold(members = 1, memberPlan: 'free' | 'monthly' = 'free') {
  const owner = await signIn({ planType: 'monthly' });
  const joined: TestUser[] = [];
  for (let i = 0; i < members; i += 1) {
    const member = await signIn({ planType: memberPlan });
    await jsonOf(join(member, await invite(owner)));
    joined.push(member);
  }
  return { owner, members: joined };
}
