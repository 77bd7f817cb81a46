/** How long the server shell may stay if the app never shows a heading (a failed load). */
const SHELL_TIMEOUT_MS = 10_000;

/** The shell's buttons (worker/domains/pages/recipe-shell.ts) and the app's controls that answer them. */
const SHELL_ACTIONS = ['sign-in', 'share'] as const;
type ShellAction = (typeof SHELL_ACTIONS)[number];

/**
 * A page the worker rendered a shell for (a shared recipe: `#server-shell` before `#root`, see
 * worker/domains/pages/recipe-shell.ts) paints that shell before any JavaScript runs. The app then
 * renders into the hidden root; once its main heading is there (the content, not a spinner) the
 * shell goes and the app shows, in one frame, so nothing shifts on screen. `onReveal` runs then
 * (the shell's held button press, `holdShellActions`).
 */
export function revealWhenReady(root: HTMLElement, shell: HTMLElement, timeoutMs = SHELL_TIMEOUT_MS, onReveal?: (root: HTMLElement) => void) {
  root.hidden = true;
  const ready = () => root.querySelector('main h1') !== null;
  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    shell.remove();
    root.hidden = false;
    onReveal?.(root);
  };
  const observer = new MutationObserver(() => {
    if (ready()) reveal();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(reveal, timeoutMs);
}

/**
 * The shell's buttons (Sign in, Share) are drawn before the app that answers them: a press is
 * held (the last one counts) and, once the app shows, given to the app's control with the same
 * `data-shell-action`, so "Sign in and cook it" pressed at once still signs in and comes back.
 * Returns what gives the held press to the app.
 */
export function holdShellActions(shell: HTMLElement): (root: HTMLElement) => void {
  let held: ShellAction | null = null;
  shell.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-shell-action]') : null;
    const action = SHELL_ACTIONS.find((a) => a === button?.getAttribute('data-shell-action'));
    if (!action) return;
    event.preventDefault();
    held = action;
  });
  return (root) => {
    const action = held;
    held = null;
    if (!action) return;
    root.querySelector<HTMLElement>(`[data-shell-action="${action}"]`)?.click();
  };
}
