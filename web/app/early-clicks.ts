/**
 * A prerendered page shows its buttons before the app can answer them. A click there before the
 * app is live is held (not lost, not half-handled) and given again, once, when it is: the last
 * control clicked, found again by its place in the page. Returns the function that replays it
 * (and stops holding); calling it again does nothing.
 */
export function holdEarlyClicks(root: HTMLElement): () => void {
  let held: number[] | null = null;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? (event.target.closest('a, button, label, input, [role]') ?? event.target) : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = pathOf(root, target);
  };
  root.addEventListener('click', hold, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    root.removeEventListener('click', hold, true);
    const again = held ? elementAt(root, held) : null;
    if (again instanceof HTMLElement) setTimeout(() => press(again), 0);
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
