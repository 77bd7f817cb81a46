/** How long the server shell may stay if the app never shows a heading (a failed load). */
const SHELL_TIMEOUT_MS = 10_000;

/**
 * A page the worker rendered a shell for (a shared recipe: `#server-shell` before `#root`, see
 * worker/domains/pages/recipe-shell.ts) paints that shell before any JavaScript runs. The app then
 * renders into the hidden root; once its main heading is there (the content, not a spinner) the
 * shell goes and the app shows, in one frame, so nothing shifts on screen.
 */
export function revealWhenReady(root: HTMLElement, shell: HTMLElement, timeoutMs = SHELL_TIMEOUT_MS) {
  root.hidden = true;
  const ready = () => root.querySelector('main h1') !== null;
  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    shell.remove();
    root.hidden = false;
  };
  const observer = new MutationObserver(() => {
    if (ready()) reveal();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(reveal, timeoutMs);
}
