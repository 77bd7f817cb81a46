/**
 * The script of the public pages (scripts/prerender.ts puts it in their HTML instead of the app's
 * entry, web/main.tsx): a few hundred bytes that hold early clicks and load the app on the
 * visitor's first intent, or at once when the page needs it (web/app/wake.ts). The stylesheet is
 * inlined in those pages, so nothing else is imported here.
 */
import { holdEarlyClicks } from './app/early-clicks';
import { holdShellActions } from './app/server-shell';
import { needsAppAtOnce, prefetchAppFiles, savedLanguage, wakeOnIntent } from './app/wake';
import { registerServiceWorkerEarly } from './lib/service-worker';

const root = document.getElementById('root');
if (root) {
  const held = root.dataset.prerendered ? holdEarlyClicks(root) : undefined;
  const shell = document.getElementById('server-shell');
  // A shared recipe's shell: its Sign in and Share presses wait for the app (web/app/server-shell.ts).
  const shellActions = shell ? holdShellActions(shell) : undefined;
  const start = () => void import('./app/start').then(({ startApp }) => startApp(root, held, shellActions));
  const page = { cookies: document.cookie, savedLanguage: savedLanguage(() => window.localStorage), root, hasShell: shell !== null };
  if (needsAppAtOnce(page)) {
    start();
  } else {
    wakeOnIntent(window, start);
    const idle = () => {
      prefetchAppFiles(document);
      registerServiceWorkerEarly();
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }
}
