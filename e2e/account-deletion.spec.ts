import { expect, signInAs, test, uniqueEmail } from './fixtures';

/**
 * docs/decisions/023-account-deletion.md: a cook deletes their account from settings, typing their email. They land
 * signed out on the landing page, their shared recipe's link answers 404, and signing in again
 * with the same email starts a fresh, empty account.
 */
test('delete the account from settings: signed out, shared link 404, same email starts afresh', async ({ page }) => {
  const email = uniqueEmail('leaver');
  await signInAs(page, { planType: 'monthly', email, name: 'Lea Leaver' });
  const me = (await (await page.request.get('/api/users/me')).json()) as { id: string };

  const generated = await page.request.post('/api/generate-recipe', {
    data: { ingredients: ['lentils', 'carrots'], type: 'quick', cuisine: '', cookingMethod: '', recipeName: 'Lentil soup', generationType: 'prompt', language: 'en' },
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const { recipe } = (await generated.json()) as { recipe: { id: string } };
  const shared = await page.request.post(`/api/recipes/${recipe.id}/share`, { data: {} });
  expect(shared.ok(), await shared.text()).toBe(true);
  const { shared_recipe_id: sharedId } = (await shared.json()) as { shared_recipe_id: string };
  expect((await page.request.get(`/api/discover/${sharedId}`)).status()).toBe(200);

  await page.goto('/settings');
  const zone = page.getByRole('region', { name: 'Delete account' });
  await expect(zone).toBeVisible();
  await expect(zone.getByRole('radio', { name: /Unshare them/ })).toBeChecked();
  const opener = zone.getByRole('button', { name: 'Delete my account…' });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  // Escape closes the dialog and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Type your email/).fill(email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/Your account has been deleted/)).toBeVisible();
  expect((await page.request.get('/api/users/me')).status()).toBe(401);

  // The shared recipe's link is gone for everyone.
  expect((await page.request.get(`/api/discover/${sharedId}`)).status()).toBe(404);
  const sharedPage = await page.goto(`/discover/${sharedId}`);
  expect(sharedPage?.status()).toBe(404);

  // The same email again: a new, empty, free account.
  await signInAs(page, { email, name: 'Lea Leaver' });
  const again = (await (await page.request.get('/api/users/me')).json()) as { id: string; subscription: { is_pro: boolean } };
  expect(again.id).not.toBe(me.id);
  expect(again.subscription.is_pro).toBe(false);
  const mine = (await (await page.request.get('/api/my-recipes')).json()) as { recipes: unknown[] };
  expect(mine.recipes).toEqual([]);
});
