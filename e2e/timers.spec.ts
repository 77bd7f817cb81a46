import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390 px phone a recipe step "braise for 1 hour 30 minutes" starts a 90-minute timer in one tap, named by its step', async ({
  page,
  signIn,
}) => {
  await signIn({ planType: 'monthly' });
  const res = await page.request.post('/api/recipes', {
    data: {
      title: 'Beef stew',
      servings: 4,
      ingredients: ['800 g beef', '2 onions', '500 ml stock'],
      instructions: ['Brown the beef and the onions.', 'Add the stock and braise for 1 hour 30 minutes.', 'Rest 10 minutes, then serve.'],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { recipe } = (await res.json()) as { recipe: { id: string } };

  await page.goto(`/recipe/${recipe.id}`);
  await page.getByTestId('cook-mode-open').click();
  const cook = page.getByTestId('cook-mode');
  await expect(cook.getByTestId('cook-ingredients')).toContainText('Ingredients for 4 servings');
  await expect(cook.getByTestId('step-timers')).toHaveCount(0);
  await cook.getByRole('button', { name: 'Next' }).click();
  const start = cook.getByRole('button', { name: 'Start a 1 hour 30 minutes timer' });
  // It shows the clock; its name then says what it starts.
  await expect(start).toHaveText(/^1:30:00/);
  await expect(start).toBeInViewport();
  await start.click();
  const running = cook.getByTestId('cook-timer');
  await expect(running).toHaveCount(1);
  await expect(running).toContainText('Step 2 (1 hour 30 minutes): Add the stock and braise for 1 hour 30…');
  await expect(running.getByRole('timer')).toHaveText(/^1:(30:00|29:[0-5]\d)$/);

  // A second timer runs beside the first.
  await cook.getByRole('button', { name: 'Next' }).click();
  await cook.getByRole('button', { name: 'Start a 10 minutes timer' }).click();
  await expect(running).toHaveCount(2);

  // After cook mode, the floating timer lists both, still counting.
  await page.keyboard.press('Escape');
  await expect(cook).toBeHidden();
  const tool = page.getByTestId('tool-timer');
  await expect(tool).toHaveAccessibleName(/2 step timers running/);
  await tool.click();
  const list = page.getByTestId('named-timers');
  await expect(list.getByTestId('named-timer')).toHaveCount(2);
  await expect(list.getByTestId('named-timer').first()).toContainText(/Step 2 \(1 hour 30 minutes\).*1:(30:00|29:[0-5]\d)/);

  // The tool itself takes a typed time beyond an hour.
  const dialog = page.getByRole('dialog', { name: 'Timer' });
  await dialog.getByRole('textbox', { name: 'Type a time' }).fill('2 hours 15 minutes');
  await dialog.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(dialog.getByRole('timer').first()).toHaveText('2:15:00');
});
