import { expect, test, type Browser } from '@playwright/test';
import { signInAs, uniqueEmail, wakeApp } from './fixtures';

/**
 * Discover in the reader's language (docs/decisions/062-community-recipes-in-the-readers-language.md)
 * on a 390 px phone: a Spanish reader sees Spanish recipes first, switches to all languages and
 * finds a German recipe marked as German; the offline chef cannot translate it and says so.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function person(browser: Browser, name: string, language?: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (language) await context.addInitScript((lng) => localStorage.setItem('forkcast.language', lng), language);
  const page = await context.newPage();
  await signInAs(page, { planType: 'monthly', name, email: uniqueEmail(name.toLowerCase().split(' ')[0]) });
  return { context, page };
}

test('a Spanish reader: Spanish first, then all languages with a German recipe badged; offline translation says it needs a model', async ({ browser }) => {
  test.setTimeout(90_000);
  const creator = await person(browser, 'Greta Koch');
  const reader = await person(browser, 'Rosa Lectora', 'es');
  const stamp = Date.now().toString(36);
  const germanTitle = `Kartoffelsalat ${stamp}`;
  const spanishTitle = `Tortilla de patatas ${stamp}`;

  // Through the API: the creator writes a German and a Spanish recipe and shares both.
  const recipes = [
    {
      title: germanTitle,
      language: 'de',
      servings: 4,
      ingredients: ['1 kg festkochende Kartoffeln', '1 Zwiebel, fein gehackt', '2 EL Essig', 'Salz und Pfeffer'],
      instructions: ['Die Kartoffeln in der Schale 20 Minuten kochen.', 'Die Zwiebel mit dem Essig und etwas Salz mischen.', 'Alles vermengen und mit Pfeffer würzen.'],
    },
    {
      title: spanishTitle,
      language: 'es',
      servings: 4,
      ingredients: ['4 huevos', '500 g de patatas', '1 cebolla', 'Aceite de oliva y sal'],
      instructions: ['Pela y corta las patatas y la cebolla.', 'Fríelas en el aceite a fuego lento 20 minutos.', 'Bate los huevos, mezcla todo y cuaja la tortilla en la sartén.'],
    },
  ];
  const sharedIds: string[] = [];
  for (const data of recipes) {
    const made = await creator.page.request.post('/api/recipes', { data });
    expect(made.ok(), await made.text()).toBe(true);
    const { recipe } = (await made.json()) as { recipe: { id: string } };
    const shared = await creator.page.request.post(`/api/recipes/${recipe.id}/share`, { data: {} });
    expect(shared.ok(), await shared.text()).toBe(true);
    sharedIds.push(((await shared.json()) as { shared_recipe_id: string }).shared_recipe_id);
  }

  const page = reader.page;
  await page.goto('/discover');
  await page.getByRole('button', { name: 'Más recientes' }).click();
  const filter = page.getByRole('group', { name: 'Idioma de las recetas' });
  await expect(filter.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: spanishTitle })).toBeVisible();
  // Not among the Spanish ones: after them, under the other languages with their counts.
  await expect(page.getByTestId('other-language-de').getByRole('link', { name: germanTitle })).toBeVisible();

  await filter.getByRole('button', { name: 'Todos los idiomas' }).click();
  const germanCard = page.getByRole('article').filter({ has: page.getByRole('link', { name: germanTitle }) });
  await expect(germanCard).toBeVisible();
  await expect(germanCard.getByTestId('language-badge')).toHaveText('Escrita en alemán');
  const spanishCard = page.getByRole('article').filter({ has: page.getByRole('link', { name: spanishTitle }) });
  await expect(spanishCard.getByTestId('language-badge')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('discover-all-languages-phone.png'), fullPage: false });

  // The German recipe: the offline chef cannot translate, so the page says which language it is
  // in and offers no Translate button; the original stays.
  await page.goto(`/discover/${sharedIds[0]}`);
  await wakeApp(page);
  await expect(page.getByRole('heading', { level: 1, name: germanTitle })).toBeVisible();
  await expect(page.getByTestId('translate-bar')).toContainText('Escrita en alemán');
  await expect(page.getByRole('button', { name: 'Traducir al español' })).toHaveCount(0);
  await expect(page.getByText('1 kg festkochende Kartoffeln')).toBeVisible();

  await creator.context.close();
  await reader.context.close();
});
