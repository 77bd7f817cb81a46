import type { Locator, Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';

/**
 * The recipe creator with the keyboard only: Tab, Enter and typing, no mouse. Each step change
 * puts focus on the new step's heading, and every control reached shows a focus ring.
 */

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element draws a visible ring (an outline of at least 2 px that is not 'none'). */
async function expectFocusRing(target: Locator) {
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

test('a cook creates a recipe with the keyboard alone, and focus follows each step', async ({ page }) => {
  await signInAs(page, { planType: 'free' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const start = page.getByRole('button', { name: 'Start with description' });
  await tabTo(page, start);
  await expectFocusRing(start);
  await page.keyboard.press('Enter');

  // Step 2: focus is on its heading; the next Tabs lead into the step.
  await expect(page.getByRole('heading', { level: 2, name: 'Customise' })).toBeFocused();
  const add = page.getByRole('textbox', { name: 'Add an ingredient' });
  await tabTo(page, add);
  await page.keyboard.type('chickpeas');
  await page.keyboard.press('Enter');
  await page.keyboard.type('spinach');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('ingredient-list').getByRole('listitem')).toHaveText(['chickpeas', 'spinach']);

  const generate = page.getByRole('button', { name: 'Generate quick recipe' });
  await tabTo(page, generate);
  await expectFocusRing(generate);
  await page.keyboard.press('Enter');

  // Step 3: the new recipe's heading has focus.
  await expect(page.getByText('Recipe generated!')).toBeVisible();
  const title = page.locator('#created-recipe-title');
  await expect(title).toBeFocused();
  await expect(title).toContainText(/chickpea|spinach/i);

  const again = page.getByRole('button', { name: 'New recipe' });
  await tabTo(page, again);
  await page.keyboard.press('Enter');
  // Back to step 1: focus on its first heading.
  await expect(page.getByTestId('upload-dropzone')).toBeVisible();
  await expect(page.locator('h2').first()).toBeFocused();
});

test('focus rings keep 3:1 against the page on every button colour, light and dark', async ({ page }) => {
  await signInAs(page, { planType: 'free' });
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((t) => localStorage.setItem('forkcast.theme', t), theme);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Reach buttons and links by keyboard so :focus-visible applies, as for a keyboard user.
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const page = getComputedStyle(document.querySelector('main')?.parentElement ?? document.body).backgroundColor;
        return {
          key: `${style.backgroundColor}`,
          outline: style.outlineColor,
          outlineStyle: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          offset: parseFloat(style.outlineOffset),
          page,
        };
      });
      if (!info) continue;
      seen.add(info.key);
      expect(info.outlineStyle, theme).not.toBe('none');
      expect(info.width).toBeGreaterThanOrEqual(2);
      // The ring stands off the control (its own colour never touches the ring) ...
      expect(info.offset).toBeGreaterThanOrEqual(2);
      // ... and keeps 3:1 against the page colour around it.
      expect(contrast(info.outline, info.page), `${theme}: ${info.outline} on ${info.page}`).toBeGreaterThanOrEqual(3);
    }
    // The primary (orange) button was among the controls reached.
    const primary = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.backgroundColor = 'var(--primary)';
      document.documentElement.appendChild(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    expect([...seen]).toContain(primary);
  }
});

function luminance(rgb: string) {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
