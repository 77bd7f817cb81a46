import type { Page } from '@playwright/test';

export interface RingReading {
  /** What has focus, for the message ("button Save"). */
  control: string;
  /** The ring's contrast with the colours painted around it (1 when there is no ring). */
  ratio: number;
  width: number;
}

/**
 * Tabs through up to `stops` controls of the page as a keyboard user does (so :focus-visible
 * applies) and reads, for each, its focus ring against what is painted behind the ring: every
 * ancestor's background composited from the page down (a tinted card, a dialog, a coloured band),
 * the way the eye sees it. Colours are resolved by a canvas, so any CSS colour syntax counts.
 */
export async function readFocusRings(page: Page, stops: number): Promise<RingReading[]> {
  // Each Tab's focus is read in the page when the key comes up (one listener), so a stop costs one
  // key press and the readings come back in one call at the end. (Not on focusin: a Tab that stays
  // on the one control of a dialog moves no focus, and that control's ring still counts.)
  await page.evaluate(installRingReader);
  // The header is the same on every screen: its first stop (the skip link) is read, then the skip
  // link takes focus to the screen's own content, where the rest of the stops are spent.
  await page.keyboard.press('Tab');
  // Only the skip link is pressed (a dialog's first stop may be its close button).
  if (await page.evaluate(() => document.activeElement?.getAttribute('href')?.startsWith('#'))) {
    await page.keyboard.press('Enter');
  }
  for (let i = 0; i < stops; i += 1) await page.keyboard.press('Tab');
  const readings = await page.evaluate(() => {
    const w = window as unknown as { __rings: { control: string; ratio: number; width: number }[]; __ringReader: (e: KeyboardEvent) => void };
    document.removeEventListener('keyup', w.__ringReader, true);
    return w.__rings;
  });
  return readings.map((r) => ({ control: r.control, ratio: Math.round(r.ratio * 100) / 100, width: r.width }));
}

/** Runs in the page: records the ring of what has focus after every Tab from now on. */
function installRingReader() {
  const w = window as unknown as { __rings: { control: string; ratio: number; width: number }[]; __ringReader: (e: KeyboardEvent) => void };
  w.__rings = [];
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const read = (el: HTMLElement) => {
    if (!ctx || el === document.body) return;
    const paint = (colours: string[]) => {
      ctx.clearRect(0, 0, 1, 1);
      for (const colour of colours) {
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
      }
      return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
    };
    // The ring stands off the control (outline-offset), so the control's own colour is not behind it.
    const layers: string[] = [];
    for (let node = el.parentElement; node; node = node.parentElement) layers.unshift(getComputedStyle(node).backgroundColor);
    const root = getComputedStyle(document.documentElement).colorScheme.includes('dark') ? '#000' : '#fff';
    const behind = paint([root, ...layers]);
    const style = getComputedStyle(el);
    const ring = paint([root, ...layers, style.outlineColor]);
    const lum = ([r = 0, g = 0, b = 0]: number[]) => {
      const c = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
    };
    const [hi, lo] = [lum(ring), lum(behind)].sort((a, b) => b - a) as [number, number];
    const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    w.__rings.push({
      control: `${el.tagName.toLowerCase()} "${name}"`,
      ratio: visible ? (hi + 0.05) / (lo + 0.05) : 1,
      width: visible ? parseFloat(style.outlineWidth) : 0,
    });
  };
  w.__ringReader = (event: KeyboardEvent) => {
    const el = document.activeElement;
    if (event.key === 'Tab' && el instanceof HTMLElement) read(el);
  };
  document.addEventListener('keyup', w.__ringReader, true);
}
