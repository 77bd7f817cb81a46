import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';

/**
 * The "new version" prompt end to end on the page's side: the real web/lib/service-worker.ts and
 * workbox-window against a fake `navigator.serviceWorker` (jsdom has none). The new worker
 * (web/sw.ts) takes over when it gets `{ type: 'SKIP_WAITING' }`; the page reloads once it
 * controls the page (`controllerchange`).
 */
const SCRIPT = new URL('/sw.js', window.location.href).href;

class FakeWorker extends EventTarget {
  readonly scriptURL = SCRIPT;
  readonly received: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown, transfer?: Transferable[]) {
    this.received.push(message);
    // workbox-window waits for an answer on a MessageChannel; web/sw.ts sends none. Close the
    // port so the test leaves nothing open.
    for (const port of transfer ?? []) if (port instanceof MessagePort) port.close();
  }
  /** The worker moves on (installed → activating → activated …), as the browser reports it. */
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  readonly scope = new URL('/', window.location.href).href;
  update = vi.fn(() => Promise.resolve());
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  register = vi.fn((_url: string, _options?: RegistrationOptions) => Promise.resolve(this.registration));
  /** The new worker has taken over this page (its clients.claim(), or after skipWaiting). */
  takeOver(worker: FakeWorker) {
    this.registration.waiting = null;
    this.registration.active = worker;
    worker.becomes('activated');
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

let container: FakeContainer;
let reload: ReturnType<typeof vi.fn>;

/** A page controlled by the current version, with `waiting` (if any) installed and waiting. */
function installServiceWorker({ waiting }: { waiting: FakeWorker | null }) {
  container = new FakeContainer();
  const current = new FakeWorker('activated');
  container.controller = current;
  container.registration.active = current;
  container.registration.waiting = waiting;
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}

const status = () => screen.getByRole('status');
const reloadButton = () => screen.findByRole('button', { name: 'Reload' });

beforeEach(() => {
  // registerServiceWorker registers only in production builds.
  vi.stubEnv('PROD', true);
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('UpdatePrompt', () => {
  it('offers a reload, in a live region, when a new version was already waiting as the page opens', async () => {
    installServiceWorker({ waiting: new FakeWorker('installed') });
    render(<UpdatePrompt />);
    // The live region is there from the start, so its new text is announced.
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toBeEmptyDOMElement();

    const button = await reloadButton();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(status()).toHaveTextContent('A new version of Forkcast is available.');
    expect(status()).toContainElement(button);
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
  });

  it('offers a reload when a new version installs while the page is open', async () => {
    installServiceWorker({ waiting: null });
    render(<UpdatePrompt />);
    await waitFor(() => expect(container.register).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    // The browser finds a new /sw.js: it installs, then waits for this page to let it take over.
    const next = new FakeWorker('installing');
    const registration = container.registration;
    registration.installing = next;
    act(() => registration.dispatchEvent(new Event('updatefound')));
    act(() => {
      registration.installing = null;
      registration.waiting = next;
      next.becomes('installed');
    });

    expect(await reloadButton()).toBeInTheDocument();
    expect(status()).toHaveTextContent('A new version of Forkcast is available.');
  });

  it('shows nothing while no new version is waiting', async () => {
    installServiceWorker({ waiting: null });
    render(<UpdatePrompt />);
    await waitFor(() => expect(container.register).toHaveBeenCalled());
    // Past workbox-window's 200 ms "installed but not activating" wait.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
  });

  it('Reload tells the waiting worker to take over, then reloads once it controls the page', async () => {
    const next = new FakeWorker('installed');
    installServiceWorker({ waiting: next });
    render(<UpdatePrompt />);
    await userEvent.click(await reloadButton());

    // Exactly what web/sw.ts listens for.
    expect(next.received).toEqual([{ type: 'SKIP_WAITING' }]);
    // Not before the new version controls the page: a reload now would get the old one again.
    expect(reload).not.toHaveBeenCalled();

    act(() => {
      next.becomes('activating');
      container.takeOver(next);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Reload still reloads when another tab has already let the new version take over', async () => {
    const next = new FakeWorker('installed');
    installServiceWorker({ waiting: next });
    render(<UpdatePrompt />);
    const button = await reloadButton();

    // "Reload" in another tab: the new worker activates and claims this page too.
    act(() => container.takeOver(next));
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is reachable from the keyboard: focus goes to Reload, Enter reloads', async () => {
    const next = new FakeWorker('installed');
    installServiceWorker({ waiting: next });
    render(<UpdatePrompt />);
    const button = await reloadButton();
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    expect(next.received).toEqual([{ type: 'SKIP_WAITING' }]);
    act(() => container.takeOver(next));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Later closes the prompt without activating the new version and gives focus back', async () => {
    const next = new FakeWorker('installed');
    installServiceWorker({ waiting: next });
    render(
      <>
        <button type="button">Search</button>
        <UpdatePrompt />
      </>,
    );
    const search = screen.getByRole('button', { name: 'Search' });
    search.focus();
    const button = await reloadButton();
    await waitFor(() => expect(button).toHaveFocus());

    // Shift+Tab from Reload reaches Later; Enter presses it.
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
    expect(search).toHaveFocus();
    expect(next.received).toEqual([]);
    // Still nothing if the new version takes over from elsewhere later (it waits for the next visit).
    act(() => container.takeOver(next));
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not register a service worker outside production builds', async () => {
    vi.stubEnv('PROD', false);
    installServiceWorker({ waiting: new FakeWorker('installed') });
    render(<UpdatePrompt />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.register).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
