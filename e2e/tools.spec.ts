import { expect, test, wakeApp } from './fixtures';

/** Seconds left as the timer button names them ("Timer: 0:57 left"). */
async function secondsLeft(button: import('@playwright/test').Locator): Promise<number> {
  const name = (await button.getAttribute('aria-label')) ?? '';
  const match = /(\d+):(\d\d) left/.exec(name);
  if (!match) throw new Error(`no time in "${name}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

test('a 60 s timer keeps counting across two other screens, in the tab title and on its button', async ({ page, signIn }) => {
  await signIn({ planType: 'monthly' });
  await page.goto('/dashboard');
  const timerButton = page.getByTestId('tool-timer');
  await timerButton.click();
  const panel = page.getByRole('dialog', { name: 'Timer' });
  await panel.getByRole('button', { name: 'Set 1 minute' }).click();
  await expect(panel.getByRole('timer')).toHaveText('1:00');
  await panel.getByRole('button', { name: 'Start' }).click();
  await panel.getByRole('button', { name: 'Minimise Timer' }).click();
  await expect(panel).toBeHidden();
  await expect(timerButton).toHaveAccessibleName(/^Timer: 0:5\d left$/);
  const first = await secondsLeft(timerButton);

  // Two other screens, reached through the app's own links (no reload).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

  await expect.poll(() => secondsLeft(timerButton), { timeout: 10_000 }).toBeLessThan(first - 1);
  await expect(page).toHaveTitle(/^⏱ 0:[0-5]\d · Support · Forkcast$/);
  await timerButton.click();
  await expect(page.getByRole('dialog', { name: 'Timer' }).getByText('Running')).toBeVisible();
});

test('the radio plays track 1 from R2 and skips to track 2', async ({ page, signIn }) => {
  await signIn();
  const requested: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api/radio/')) requested.push(path);
  });
  await page.goto('/dashboard');
  await page.getByTestId('tool-radio').click();
  const panel = page.getByRole('dialog', { name: 'Radio' });
  await expect(panel.getByTestId('radio-title')).toHaveText('Morning Simmer');

  await panel.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByTestId('tool-radio')).toHaveAccessibleName('Radio: playing Morning Simmer');
  await expect.poll(() => requested).toContain('/api/radio/1');
  // Still playing a moment later: a failed play() flips the button back to Play.
  await page.waitForTimeout(1000);
  await expect(panel.getByRole('button', { name: 'Pause' })).toBeVisible();

  await panel.getByRole('button', { name: 'Next track' }).click();
  await expect(panel.getByTestId('radio-title')).toHaveText('Basil Breeze');
  await expect(panel.getByText('Track 2 of 6')).toBeVisible();
  await expect.poll(() => requested).toContain('/api/radio/2');
  await page.waitForTimeout(1000);
  await expect(panel.getByRole('button', { name: 'Pause' })).toBeVisible();

  // The track itself is real audio from R2.
  const track = await page.request.get('/api/radio/2');
  expect(track.status()).toBe(200);
  expect(track.headers()['content-type']).toBe('audio/wav');
  expect((await track.body()).subarray(0, 4).toString()).toBe('RIFF');

  // Closing pauses.
  await panel.getByRole('button', { name: 'Close Radio' }).click();
  await expect(page.getByTestId('tool-radio')).toHaveAccessibleName('Open the radio');
});

test('the converter reads 1,5 in German and answers in German', async ({ page, signIn }) => {
  await page.addInitScript(() => localStorage.setItem('forkcast.language', 'de'));
  await signIn();
  await page.goto('/dashboard');
  await page.getByTestId('tool-converter').click();
  const panel = page.getByRole('dialog', { name: 'Umrechner' });
  await panel.getByLabel('Menge').fill('1,5');
  await expect(panel.getByTestId('converter-result')).toHaveText('680 g');
});

test('the kitchen tools are for signed-in cooks: a visitor sees none of them, on any public screen', async ({ page, signIn }) => {
  for (const path of ['/', '/pricing', '/support', '/privacy']) {
    await page.goto(path);
    await wakeApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle'); // the session answered and any lazy screen part arrived
    await expect(page.getByRole('region', { name: 'Kitchen tools' }), path).toHaveCount(0);
    await expect(page.getByTestId('tool-timer'), path).toHaveCount(0);
  }
  await signIn();
  await page.goto('/pricing');
  await expect(page.getByRole('region', { name: 'Kitchen tools' })).toBeVisible();
  await expect(page.getByTestId('tool-timer')).toBeVisible();
});
