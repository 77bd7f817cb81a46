/**
 * Registers the service worker `/sw.js` (production builds only; web/sw.ts) with workbox-window.
 * When a new version is installed and waiting, `onUpdate` gets a function that activates it and
 * reloads the page once it has taken over (or reloads at once if it has already taken over, from
 * another tab). workbox-window loads after the first paint.
 */
export function registerServiceWorker(onUpdate: (reload: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('workbox-window')
    .then(({ Workbox }) => {
      const wb = new Workbox('/sw.js', { scope: '/' });
      let registration: ServiceWorkerRegistration | undefined;
      wb.addEventListener('waiting', () => {
        onUpdate(() => {
          // "Reload" in another tab may have activated it already: nothing waits, just reload.
          if (registration && !registration.waiting) return window.location.reload();
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        });
      });
      return wb.register().then((registered) => {
        registration = registered;
      });
    })
    .catch((err: unknown) => console.error('Service worker registration failed', err));
}

/**
 * Registers `/sw.js` with the browser alone (no workbox-window): what the public pages' light
 * script (web/public-entry.ts) does once the page has loaded, before the app is there. The app's
 * registerServiceWorker later finds the same registration and watches it for updates.
 */
export function registerServiceWorkerEarly(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => console.error('Service worker registration failed', err));
}
