import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Page checks the layout and accessibility sweeps share, so one visit of a screen serves both. */

/** How far the page scrolls sideways (0 when nothing is wider than the screen). */
export function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The kitchen tools never cover a control or text (docs/decisions/044-kitchen-tools-never-cover-a-control.md).
 * "Content" is every visible link, button and field and every line of visible text outside the
 * tools, cut to what its scrolling and clipping ancestors let show. The rules, each checked over
 * every scroll position of the window and of each inner scroll area (a list or dialog that
 * scrolls on its own):
 * - A floating tool button (from xl; below xl any part of a button outside the bar) never meets
 *   content while it is drawn on top. Content that scrolls with the window is checked for every
 *   window position at once (it moves in a straight line past the fixed buttons); content that
 *   does not (fixed, sticky) is checked every 40 px, and each inner scroll area every 40 px.
 * - Below xl the tools sit in an opaque full-width bar: what scrolls behind it is hidden, not half
 *   covered, which is fine only if the cook can scroll it above the bar. So with the window (and
 *   each inner scroll area) scrolled to its end, no content is behind the bar: each control and
 *   line of text can be scrolled fully above it (the footer keeps the bar's height free). Whether
 *   the dock is such a bar is read from the page (opaque, as wide as the window, drawn on top).
 * - While a dialog of the page is open, no tool button is drawn on top anywhere (the tools sit
 *   under the dialog and its backdrop).
 * "Drawn on top" is read by hit-testing with every element taking the pointer for the moment (a
 * modal dialog turns the rest of the page's pointer off). Returns one line per covered thing;
 * scroll positions are put back.
 */
export function toolOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dock = document.querySelector<HTMLElement>('[data-testid="tools-dock"]');
    if (!dock) return ['no tools bar'];
    type Box = { left: number; right: number; top: number; bottom: number };
    const EDGE = 0.5;
    const meets = (a: Box, b: Box) => a.left < b.right - EDGE && b.left < a.right - EDGE && a.top < b.bottom - EDGE && b.top < a.bottom - EDGE;
    const cut = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      right: Math.min(a.right, b.right),
      top: Math.max(a.top, b.top),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const solid = (b: Box) => b.right - b.left > 1 && b.bottom - b.top > 1;
    const boxOf = (r: DOMRect): Box => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    const ofTools = (el: Element) => dock.contains(el) || el.closest('[data-kitchen-tools]') !== null;
    // What is drawn on top, whatever takes the pointer (a modal dialog turns the page's off).
    const hitAll = document.createElement('style');
    hitAll.textContent = '*, *::before, *::after { pointer-events: auto !important; }';
    document.head.appendChild(hitAll);
    try {
      const drawnAt = (el: Element, x: number, y: number) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && el.contains(hit);
      };
      const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      const root = document.documentElement;
      const start = { x: window.scrollX, y: window.scrollY };
      const scrollWindow = (y: number) => window.scrollTo({ left: start.x, top: y, behavior: 'instant' });

      // The bar: an opaque box across the whole width, drawn on top (a dialog over it hides it).
      const dockBox = boxOf(dock.getBoundingClientRect());
      const bg = getComputedStyle(dock).backgroundColor;
      const alpha = /\/\s*([\d.]+)(%?)\s*\)$/.exec(bg) ?? /rgba\([^)]*,\s*([\d.]+)\)$/.exec(bg);
      const opaque = bg !== 'transparent' && (!alpha || Number(alpha[1]) >= (alpha[2] ? 100 : 1));
      const dockDrawn = solid(dockBox) && drawnAt(dock, dockBox.left + 2, (dockBox.top + dockBox.bottom) / 2);
      const bar = opaque && dockDrawn && dockBox.right - dockBox.left >= root.clientWidth - 1 ? dockBox : null;

      // What floats: each tool button drawn on top, less the band of the bar; an opaque dock that is
      // not a full-width bar floats whole.
      const buttons = [...dock.querySelectorAll('button')];
      const floating: { name: string; box: Box }[] = [];
      if (opaque && dockDrawn && !bar) floating.push({ name: 'tools bar', box: dockBox });
      for (const button of buttons) {
        const b = boxOf(button.getBoundingClientRect());
        if (!solid(b) || !drawnAt(button, (b.left + b.right) / 2, (b.top + b.bottom) / 2)) continue;
        const parts = bar ? [{ ...b, bottom: Math.min(b.bottom, bar.top) }, { ...b, top: Math.max(b.top, bar.bottom) }] : [b];
        for (const part of parts) if (solid(part)) floating.push({ name: button.getAttribute('aria-label') ?? 'tool', box: part });
      }

      // The ancestors whose overflow clips `el` (its own too when `self`: a text node's parent), up to
      // the first fixed one; null when it is clipped away (the screen-reader-only pattern).
      const clipsOf = (el: Element, self: boolean): Element[] | null => {
        const clips: Element[] = [];
        for (let node: Element | null = el; node && node !== document.body && node !== root; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) return null;
          if ((self || node !== el) && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) clips.push(node);
          if (style.position === 'fixed') break;
        }
        return clips;
      };
      type Item = { name: string; el: Element; clips: Element[]; boxes: () => Box[] };
      const items: Item[] = [];
      const CONTROL =
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=checkbox], [role=link], [tabindex]:not([tabindex="-1"])';
      for (const el of document.querySelectorAll(CONTROL)) {
        if (ofTools(el) || !shown(el)) continue;
        const clips = clipsOf(el, false);
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        if (clips) items.push({ name: `${el.tagName.toLowerCase()} "${label}"`, el, clips, boxes: () => [boxOf(el.getBoundingClientRect())] });
      }
      // Text: each line of each visible text node (a control's own text is the control above).
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || ofTools(parent) || parent.closest(`script, style, noscript, template, ${CONTROL}`) || !shown(parent)) continue;
        const clips = clipsOf(parent, true);
        const range = document.createRange();
        range.selectNodeContents(node);
        if (clips) items.push({ name: `text "${text.slice(0, 40)}"`, el: parent, clips, boxes: () => [...range.getClientRects()].map(boxOf) });
      }
      const seen = (item: Item) =>
        item
          .boxes()
          .map((b) => item.clips.reduce((part, clip) => cut(part, boxOf(clip.getBoundingClientRect())), b))
          .filter(solid);

      const found = new Set<string>();
      const sameShifted = (a: Box[], b: Box[], by: number) =>
        a.length === b.length && a.every((x, i) => Math.abs(x.top - by - b[i]!.top) < 1 && Math.abs(x.left - b[i]!.left) < 1);
      /** Floating buttons against boxes seen now; `reach` > 0: the boxes move up with the window by up to that much. */
      const coverCheck = (item: Item, boxes: Box[], reach: number, where: string) => {
        for (const b of boxes) {
          for (const f of floating) {
            if (!(b.left < f.box.right - EDGE && f.box.left < b.right - EDGE)) continue;
            // At window offset s the box is at top - s: it meets the button for lo < s < hi.
            const lo = b.top - f.box.bottom + EDGE;
            const hi = b.bottom - f.box.top - EDGE;
            if (lo < hi && lo < reach && hi > 0) found.add(`${where}${item.name} under "${f.name}"`);
          }
        }
      };
      /** Content seen with the window at its end must not be behind the bar. */
      const barCheck = (item: Item, boxes: Box[], where: string) => {
        if (bar && boxes.some((b) => meets(b, bar))) found.add(`${where}end: ${item.name} behind the tools bar`);
      };

      // The window: content seen at the top and at the end; what moved by exactly the scroll moves
      // in a straight line, the rest is walked.
      const end = Math.max(0, root.scrollHeight - root.clientHeight);
      scrollWindow(0);
      const atTop = items.map(seen);
      scrollWindow(end);
      const reach = window.scrollY;
      const atEnd = items.map(seen);
      const walked: number[] = [];
      items.forEach((item, i) => {
        barCheck(item, atEnd[i]!, '');
        if (sameShifted(atTop[i]!, atEnd[i]!, reach)) coverCheck(item, atTop[i]!, reach, '');
        else walked.push(i);
      });
      const step = Math.max(40, reach / 200);
      for (let y = 0; walked.length > 0; y = Math.min(reach, y + step)) {
        scrollWindow(y);
        for (const i of walked) coverCheck(items[i]!, seen(items[i]!), 0, '');
        if (y >= reach) break;
      }

      // Inner scroll areas, each walked every 40 px (with the window at the top, and at its end for
      // the bar); content in an area that moves with the window is checked for every window position.
      const areas = [...document.body.querySelectorAll('*')].filter((el) => {
        if (ofTools(el) || el.scrollHeight <= el.clientHeight + 1) return false;
        const { overflowY } = getComputedStyle(el);
        return (overflowY === 'auto' || overflowY === 'scroll') && shown(el);
      });
      for (const area of areas) {
        const inside = items.filter((item) => item.el !== area && area.contains(item.el));
        if (inside.length === 0) continue;
        const saved = area.scrollTop;
        const label = (area.getAttribute('aria-label') ?? area.getAttribute('role') ?? area.tagName.toLowerCase()).slice(0, 40);
        scrollWindow(0);
        const top0 = area.getBoundingClientRect().top;
        scrollWindow(end);
        const withWindow = Math.abs(top0 - reach - area.getBoundingClientRect().top) < 1;
        const last = area.scrollHeight - area.clientHeight;
        const areaStep = Math.max(40, last / 100);
        for (let t = 0; ; t = Math.min(last, t + areaStep)) {
          area.scrollTop = t;
          scrollWindow(0);
          for (const item of inside) coverCheck(item, seen(item), withWindow ? reach : 0, `in ${label}: `);
          if (!withWindow && reach > 0) {
            scrollWindow(reach);
            for (const item of inside) coverCheck(item, seen(item), 0, `in ${label}: `);
          }
          if (t >= last) break;
        }
        scrollWindow(end);
        for (const item of inside) barCheck(item, seen(item), `in ${label} at its `);
        area.scrollTop = saved;
      }

      // Dialogs of the page (the tools' own panels are part of the tools).
      scrollWindow(start.y);
      const dialogs = [...document.querySelectorAll('[role=dialog], [role=alertdialog], dialog[open]')].filter((d) => !ofTools(d) && shown(d));
      if (dialogs.length > 0) {
        const title = (dialogs[0]!.getAttribute('aria-label') ?? dialogs[0]!.querySelector('h1, h2, h3')?.textContent ?? 'dialog').trim().slice(0, 40);
        for (const button of buttons) {
          const b = boxOf(button.getBoundingClientRect());
          if (!solid(b)) continue;
          const xs = [b.left + 2, (b.left + b.right) / 2, b.right - 2];
          const ys = [b.top + 2, (b.top + b.bottom) / 2, b.bottom - 2];
          if (xs.some((x) => ys.some((y) => drawnAt(dock, x, y)))) {
            found.add(`dialog "${title}" is open and "${button.getAttribute('aria-label') ?? 'tool'}" is drawn on top`);
          }
        }
      }
      return [...found];
    } finally {
      hitAll.remove();
    }
  });
}

/**
 * axe-core's violations of WCAG 2.x A/AA and its best practices, plus the rule that a control's
 * accessible name contains its visible text: each rule with its nodes, and the count of nodes.
 */
export async function axeViolations(page: Page) {
  // What a cook sees once things settle: a toast fading in is half transparent, and axe reads its
  // text's contrast at that moment (4.49:1 mid-fade for a success toast that is 6.5:1 when shown).
  // Finite animations and transitions are let finish first (spinners run forever: not waited for).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 2_000)),
    ]),
  );
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
