import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './fixtures';

/**
 * Diet substitution through the offline chef (docs/decisions/040-diet-and-allergens-the-food-index.md): a conflict
 * is solved by a substitute that keeps the dish, and the title never names what the profile
 * excludes. The cook's profile and request go through the API; what they get is read on the
 * saved recipe's page.
 */

async function setProfile(page: Page, profile: { diets?: string[]; allergens?: string[] }) {
  const res = await page.request.put('/api/diet-profile', { data: { diets: [], allergens: [], dislikes: [], ...profile } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function generate(page: Page, body: Record<string, unknown>): Promise<string> {
  const res = await page.request.post('/api/generate-recipe', { data: { generationType: 'prompt', ...body } });
  expect(res.status(), await res.text()).toBe(200);
  const { recipe } = (await res.json()) as { recipe: { id: string } };
  return recipe.id;
}

test('a gluten-free cook asks for lasagne in en, es and de and gets gluten-free sheets', async ({ page }) => {
  await signInAs(page, { planType: 'monthly' });
  await setProfile(page, { diets: ['gluten_free'] });
  const cases = [
    { language: 'en', recipeName: 'Lasagne', ingredients: ['lasagne sheets', 'minced beef', 'tomatoes'], sheets: /gluten-free lasagne sheets/i, plain: /(?<!gluten-free )lasagne sheets/i },
    { language: 'es', recipeName: 'Lasaña', ingredients: ['placas de lasaña', 'carne picada', 'tomate'], sheets: /placas de lasaña sin gluten/i, plain: /placas de lasaña(?! sin gluten)/i },
    { language: 'de', recipeName: 'Lasagne', ingredients: ['Lasagneplatten', 'Hackfleisch', 'Tomaten'], sheets: /glutenfreie Lasagneplatten/i, plain: /(?<!glutenfreie )Lasagneplatten/i },
  ];
  for (const c of cases) {
    const id = await generate(page, { recipeName: c.recipeName, ingredients: c.ingredients, language: c.language });
    await page.goto(`/recipe/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const list = main.getByRole('list').filter({ hasText: c.sheets }).first();
    await expect(list).toContainText(c.sheets);
    await expect(list).not.toContainText(c.plain);
  }
});

test('a vegetarian asks for chicken curry and gets a vegetarian curry titled as one', async ({ page }) => {
  await signInAs(page, { planType: 'monthly' });
  await setProfile(page, { diets: ['vegetarian'] });
  const id = await generate(page, { recipeName: 'Chicken curry', ingredients: ['chicken thighs', 'onion', 'curry powder'], language: 'en' });
  await page.goto(`/recipe/${id}`);
  const main = page.getByRole('main');
  const title = main.getByRole('heading', { level: 1 });
  await expect(title).toContainText(/curry/i);
  await expect(title).not.toContainText(/chicken/i);
  await expect(main).toContainText(/chickpea/i);
  await expect(main).not.toContainText(/chicken/i);
});
