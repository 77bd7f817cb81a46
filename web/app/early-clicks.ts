/**
 * A prerendered page shows its buttons before the app can answer them. Clicks there before the
 * app is live are held (not lost, not half-handled) and given again, once each and in order, when
 * it is: each control found again by its place in the page (a period chosen, then "Get Pro", both
 * count). Returns the function that replays them (and stops holding); calling it again does nothing.
 */
export function holdEarlyClicks(root: HTMLElement): () => void {
  const held: number[][] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? (event.target.closest('a, button, label, input, [role]') ?? event.target) : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(pathOf(root, target));
  };
  root.addEventListener('click', hold, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    root.removeEventListener('click', hold, true);
    // One press per task, so each click's render is done before the next is given.
    const next = () => {
      const path = held.shift();
      if (!path) return;
      const again = elementAt(root, path);
      if (again instanceof HTMLElement) press(again);
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  };
}

/**
 * Gives the held click again as a whole press: menus and other popovers (Radix) open on
 * pointerdown, not on click, so a bare `click()` would leave them shut.
 */
function press(el: HTMLElement) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1 } as const;
  el.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'mouse', isPrimary: true }));
  el.dispatchEvent(new MouseEvent('mousedown', init));
  el.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0, pointerType: 'mouse', isPrimary: true }));
  el.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }));
  el.click();
}

function pathOf(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return path;
}

function elementAt(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const i of path) node = node?.children[i] ?? null;
  return node;
}
