/**
 * A controllable window.matchMedia for jsdom (which has none): queries on min-width,
 * max-width, prefers-color-scheme and prefers-reduced-motion are answered from a fake
 * environment that tests change with `setViewport()`; listeners hear about every change.
 */
interface FakeMedia {
  width: number;
  dark: boolean;
  reducedMotion: boolean;
}

const DEFAULTS: FakeMedia = { width: 1280, dark: false, reducedMotion: false };
let media: FakeMedia = { ...DEFAULTS };
const lists = new Set<FakeMediaQueryList>();

function evaluate(query: string): boolean {
  return query.split(',').some((part) =>
    [...part.matchAll(/\(([^)]+)\)/g)].every(([, feature = '']) => {
      const [name = '', raw = ''] = feature.split(':').map((s) => s.trim());
      const px = Number.parseFloat(raw);
      if (name === 'min-width') return media.width >= px;
      if (name === 'max-width') return media.width <= px;
      if (name === 'prefers-color-scheme') return (raw === 'dark') === media.dark;
      if (name === 'prefers-reduced-motion') return (raw === 'reduce') === media.reducedMotion;
      return false;
    }),
  );
}

class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  matches: boolean;
  onchange: ((this: MediaQueryList, ev: MediaQueryListEvent) => unknown) | null = null;
  constructor(readonly media: string) {
    super();
    this.matches = evaluate(media);
    lists.add(this);
  }
  addListener(listener: (ev: MediaQueryListEvent) => void) {
    this.addEventListener('change', listener as EventListener);
  }
  removeListener(listener: (ev: MediaQueryListEvent) => void) {
    this.removeEventListener('change', listener as EventListener);
  }
  refresh() {
    const matches = evaluate(this.media);
    if (matches === this.matches) return;
    this.matches = matches;
    const event = Object.assign(new Event('change'), { matches, media: this.media });
    this.dispatchEvent(event);
  }
}

export function installMatchMedia() {
  window.matchMedia = (query: string) => new FakeMediaQueryList(query);
}

/** Changes the fake environment; every MediaQueryList whose answer changes fires `change`. */
export function setViewport(change: Partial<FakeMedia>) {
  media = { ...media, ...change };
  lists.forEach((list) => list.refresh());
}

export function resetViewport() {
  media = { ...DEFAULTS };
  lists.clear();
}
