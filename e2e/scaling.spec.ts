import { expect, test } from './fixtures';

test('a 3-serving recipe scaled to 1 shows "1 egg" and "1 tsp", the exact amount on focus, in cook mode and the nutrition per serving', async ({
  page,
  signIn,
}) => {
  await signIn({ planType: 'monthly' });
  const res = await page.request.post('/api/recipes', {
    data: {
      title: 'Herb omelette',
      servings: 3,
      ingredients: ['3 eggs', '1 tbsp butter', '30 g parmesan'],
      instructions: ['Beat the eggs with the parmesan.', 'Melt the butter and cook the omelette for 3 people.'],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { recipe } = (await res.json()) as { recipe: { id: string } };

  await page.goto(`/recipe/${recipe.id}`);
  const list = page.getByTestId('ingredient-list');
  await expect(list).toContainText('3 eggs');
  await page.getByRole('button', { name: 'Fewer servings' }).click();
  await page.getByRole('button', { name: 'Fewer servings' }).click();
  await expect(page.getByTestId('servings-value')).toHaveText('1 serving');
  await expect(list.getByRole('listitem').nth(0)).toHaveText('1 egg');
  const butter = list.getByRole('button', { name: '1 tsp butter' });
  await expect(butter).toBeVisible();
  await expect(page.getByTestId('instruction-list')).toContainText('cook the omelette for 1 person.');

  // The exact amount: on keyboard focus, and as the button's description.
  await butter.focus();
  await expect(page.getByRole('tooltip', { name: 'Exact amount: ⅓ tbsp butter' })).toBeVisible();
  await expect(butter).toHaveAccessibleDescription('Exact amount: ⅓ tbsp butter');

  await page.getByTestId('cook-mode-open').click();
  const cook = page.getByTestId('cook-mode');
  await cook.getByText('Ingredients for 1 serving').click();
  await expect(cook.getByText('1 egg', { exact: true })).toBeVisible();
  await expect(cook.getByRole('button', { name: '1 tsp butter' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cook).toBeHidden();

  // Nutrition: per 100 g and per serving side by side (3 eggs + 15 g butter-ish + 30 g parmesan over 3).
  const nutrition = page.getByTestId('nutrition-panel');
  await nutrition.getByRole('button', { name: 'Get nutrition facts' }).click();
  const table = nutrition.getByRole('table', { name: 'Nutrition per 100 g and per serving' });
  await expect(table.getByRole('columnheader', { name: 'Per 100 g' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^Per serving \(about \d+ g\)$/ })).toBeVisible();
});

test('on a phone in Spanish and at 1280 px in German, the scaled steps follow the list and "reset" keeps its word whole', async ({ page, signIn }) => {
  await signIn({ planType: 'monthly' });
  for (const [lang, width, data] of [
    ['es', 390, { title: 'Tortilla de calabacín', ingredients: ['4 huevos', '2 cucharadas de aceite de oliva', '1 calabacín'], instructions: ['Calienta 2 cucharadas del aceite en una sartén de 24 cm.', 'Bate los 4 huevos y cuaja la tortilla 8 minutos.'] }],
    ['de', 1280, { title: 'Zucchini-Omelett', ingredients: ['4 Eier', '2 EL Olivenöl', '1 Zucchini'], instructions: ['2 EL Öl in einer 24-cm-Pfanne erhitzen.', 'Die 4 Eier verquirlen und 8 Minuten stocken lassen.'] }],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((l) => localStorage.setItem('forkcast.language', l), lang);
    const res = await page.request.post('/api/recipes', { data: { ...data, servings: 4, language: lang } });
    expect(res.ok(), await res.text()).toBe(true);
    const { recipe } = (await res.json()) as { recipe: { id: string } };
    await page.goto(`/recipe/${recipe.id}`);
    const fewer = page.getByRole('button', { name: lang === 'es' ? 'Menos raciones' : 'Weniger Portionen' });
    await fewer.click();
    await fewer.click();
    const steps = page.getByTestId('instruction-list');
    await expect(steps).toContainText(lang === 'es' ? 'Calienta 1 cucharada del aceite en una sartén de 24 cm.' : '1 EL Öl in einer 24-cm-Pfanne erhitzen.');
    await expect(steps).toContainText(lang === 'es' ? 'Bate los 2 huevos' : 'Die 2 Eier verquirlen');
    // The reset link is one line: "Restablecer" and "Zurücksetzen" were broken mid-word beside the note.
    const reset = page.getByRole('button', { name: lang === 'es' ? 'Restablecer' : 'Zurücksetzen' });
    const box = (await reset.boundingBox())!;
    const lineHeight = await reset.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(box.height).toBeLessThan(lineHeight * 1.5);
  }
});
