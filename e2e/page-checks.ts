import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Page checks the layout and accessibility sweeps share, so one visit of a screen serves both. */

/** How far the page scrolls sideways (0 when nothing is wider than the screen). */
export function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The kitchen tools never cover a control (docs/decisions/044-kitchen-tools-never-cover-a-control.md). Below lg they sit in an opaque full-width bar: what scrolls behind it is hidden, not
 * half-covered, so each control's box is cut at the bar's top edge before it is compared with the
 * tool buttons' boxes. Scrolled to the end of the page, nothing may be behind the bar at all (the
 * footer keeps the space free). A tool button hidden under a dialog covers nothing.
 */
export function toolOverlaps(page: Page) {
  return page.evaluate(() => {
    const dock = document.querySelector<HTMLElement>('[data-testid="tools-dock"]');
    if (!dock) return ['no tools bar'];
    const overlaps = (a: DOMRect, b: { left: number; right: number; top: number; bottom: number }) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const hitSelf = (el: Element, r: DOMRect) => {
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && el.contains(hit);
    };
    const dockBox = dock.getBoundingClientRect();
    const bg = getComputedStyle(dock).backgroundColor;
    const alpha = /\/\s*([\d.]+)(%?)\s*\)$/.exec(bg) ?? /rgba\([^)]*,\s*([\d.]+)\)$/.exec(bg);
    const opaque = bg !== 'transparent' && (!alpha || Number(alpha[1]) >= (alpha[2] ? 100 : 1));
    // The bar counts when it is drawn on top (a dialog over it hides it, and its buttons).
    const barHit = document.elementFromPoint(dockBox.left + 4, dockBox.top + dockBox.height / 2);
    const onTop = barHit !== null && dock.contains(barHit);
    const bar = opaque && onTop && dockBox.width >= window.innerWidth - 1 ? dockBox : null;
    const tools = [...dock.querySelectorAll('button')].map((b) => b.getBoundingClientRect()).filter((r, i) => r.width > 0 && hitSelf(dock.querySelectorAll('button')[i]!, r));
    const controls = [
      ...document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=checkbox], [role=link], [tabindex]:not([tabindex="-1"])'),
    ].filter((el) => !dock.contains(el) && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
    const found: string[] = [];
    for (const atEnd of [false, true]) {
      if (atEnd) window.scrollTo(0, document.documentElement.scrollHeight);
      for (const el of controls) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const seen = { left: r.left, right: r.right, top: r.top, bottom: bar && !atEnd ? Math.min(r.bottom, bar.top) : r.bottom };
        if (seen.bottom <= seen.top) continue;
        const against = atEnd && bar ? [bar] : tools;
        if (against.some((t) => overlaps(t, seen))) {
          found.push(`${atEnd ? 'end: ' : ''}${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
        }
      }
    }
    window.scrollTo(0, 0);
    return found;
  });
}

/**
 * axe-core's violations of WCAG 2.x A/AA and its best practices, plus the rule that a control's
 * accessible name contains its visible text: each rule with its nodes, and the count of nodes.
 */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const found = result.violations.map((v) => ({
    rule: v.id,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`.slice(0, 300)),
  }));
  return { found, count: result.violations.reduce((sum, v) => sum + v.nodes.length, 0) };
}
