import { expect, type Browser, type Page } from '@playwright/test';
import { signInAs, uniqueEmail } from './fixtures';

/** A person signed in on a phone-sized context of their own. */
export async function personOnPhone(browser: Browser, name: string, planType: 'free' | 'monthly') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAs(page, { planType, name, email: uniqueEmail(name.toLowerCase().split(' ')[0]) });
  return { context, page };
}

/**
 * A Pro owner's household with a vegetarian member and one allergic to nuts, each with their own
 * diet profile, and the owner's recipes (`recipes`, made through the API).
 */
export async function dietHousehold(browser: Browser, ownerName: string, recipes: ReadonlyArray<{ title: string; ingredients: string[]; instructions: string[] }>) {
  const owner = await personOnPhone(browser, ownerName, 'monthly');
  const veg = await personOnPhone(browser, 'Vera Veggie', 'free');
  const nuts = await personOnPhone(browser, 'Nick Nutfree', 'free');
  for (const member of [veg, nuts]) {
    const invite = await owner.page.request.post('/api/household/invites');
    const { token } = (await invite.json()) as { token: string };
    expect((await member.page.request.post('/api/household/join', { data: { token } })).ok()).toBe(true);
  }
  await putProfile(veg.page, { diets: ['vegetarian'], allergens: [] });
  await putProfile(nuts.page, { diets: [], allergens: ['tree_nuts', 'peanuts'] });
  for (const data of recipes) {
    const made = await owner.page.request.post('/api/recipes', { data: { ...data, servings: 2, prep_time: 10, cook_time: 20 } });
    expect(made.ok(), await made.text()).toBe(true);
  }
  return { owner, veg, nuts };
}

async function putProfile(page: Page, profile: { diets: string[]; allergens: string[] }) {
  expect((await page.request.put('/api/diet-profile', { data: { ...profile, dislikes: [] } })).ok()).toBe(true);
}
