import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdShellActions, revealWhenReady } from './server-shell';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The worker's shell (its Sign in and Share buttons) before the app's hidden root. */
function page() {
  document.body.innerHTML =
    '<div id="server-shell"><main><h1>Soup</h1><button type="button" data-shell-action="sign-in">Sign in and cook it</button>' +
    '<button type="button" data-shell-action="share">Share</button></main></div><div id="root"></div>';
  return { shell: document.getElementById('server-shell')!, root: document.getElementById('root')! };
}

/** What the app renders once it is there: its own controls answering the shell's. */
function appArrives(root: HTMLElement, pressed: string[]) {
  const main = document.createElement('main');
  main.innerHTML = '<h1>Soup</h1>';
  for (const action of ['sign-in', 'share']) {
    const button = document.createElement('button');
    button.dataset.shellAction = action;
    button.addEventListener('click', () => pressed.push(action));
    main.appendChild(button);
  }
  root.appendChild(main);
}

describe('the shared recipe shell before the app', () => {
  it('holds a press of "Sign in and cook it" and gives it to the app’s sign-in once the app shows', async () => {
    const { shell, root } = page();
    const replay = holdShellActions(shell);
    revealWhenReady(root, shell, 10_000, replay);
    shell.querySelector<HTMLElement>('[data-shell-action="sign-in"]')!.click();
    const pressed: string[] = [];
    appArrives(root, pressed);
    await vi.waitFor(() => expect(root.hidden).toBe(false));
    expect(document.getElementById('server-shell')).toBeNull();
    expect(pressed).toEqual(['sign-in']);
  });

  it('gives only the last press, once, and nothing when nothing was pressed', async () => {
    const { shell, root } = page();
    const replay = holdShellActions(shell);
    shell.querySelector<HTMLElement>('[data-shell-action="sign-in"]')!.click();
    shell.querySelector<HTMLElement>('[data-shell-action="share"]')!.click();
    const pressed: string[] = [];
    appArrives(root, pressed);
    replay(root);
    replay(root);
    expect(pressed).toEqual(['share']);

    const other = page();
    const none = holdShellActions(other.shell);
    const untouched: string[] = [];
    appArrives(other.root, untouched);
    none(other.root);
    expect(untouched).toEqual([]);
  });
});
