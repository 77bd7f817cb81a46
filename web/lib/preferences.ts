import { useSyncExternalStore } from 'react';
import { LANGUAGE_COOKIE } from '#core/reading/page-language';
import { LANGUAGES, PREF_KEYS } from './preference-keys';

export { LANGUAGES, PREF_KEYS };
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const FONTS = [
  { id: 'noto-sans', name: 'Noto Sans', fontFamily: "'Noto Sans', system-ui, sans-serif" },
  { id: 'open-sans', name: 'Open Sans', fontFamily: "'Open Sans', system-ui, sans-serif" },
  { id: 'space-grotesk', name: 'Space Grotesk', fontFamily: "'Space Grotesk', system-ui, sans-serif" },
] as const;
export type FontId = (typeof FONTS)[number]['id'];
export const DEFAULT_FONT: FontId = 'space-grotesk';

export type Theme = 'light' | 'dark';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the choice still applies for this visit.
  }
}

export function isFontId(value: unknown): value is FontId {
  return FONTS.some((f) => f.id === value);
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** The saved theme, or the device preference when none is saved. */
export function getTheme(): Theme {
  const saved = read(PREF_KEYS.theme);
  if (saved === 'light' || saved === 'dark') return saved;
  return prefersDark() ? 'dark' : 'light';
}

/** The saved font, or Space Grotesk. */
export function getFont(): FontId {
  const saved = read(PREF_KEYS.font);
  return isFontId(saved) ? saved : DEFAULT_FONT;
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function applyFont(font: FontId) {
  document.documentElement.dataset.font = font;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Saves and applies the theme at once. */
export function setTheme(theme: Theme) {
  write(PREF_KEYS.theme, theme);
  applyTheme(theme);
  notify();
}

/** Saves and applies the font at once. */
export function setFont(font: FontId) {
  write(PREF_KEYS.font, font);
  applyFont(font);
  notify();
}

/**
 * Saves the language choice (i18n detection reads it first on the next visit); the cookie tells
 * the worker which language of a prerendered page to send (core/reading/page-language.ts).
 */
export function saveLanguage(language: LanguageCode) {
  write(PREF_KEYS.language, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Applies the saved (or default) theme and font, and follows the device theme while none is
 * saved. Returns the cleanup.
 */
export function initPreferences(): () => void {
  applyTheme(getTheme());
  applyFont(getFont());
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia('(prefers-color-scheme: dark)');
  const onChange = () => {
    if (read(PREF_KEYS.theme)) return;
    applyTheme(getTheme());
    notify();
  };
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PREF_KEYS.theme) applyTheme(getTheme());
    if (event.key === PREF_KEYS.font) applyFont(getFont());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current theme and font, re-rendering when they change (here or in another tab). */
export function usePreferences() {
  // Prerendered pages render and hydrate with the defaults, then show the saved choice.
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'light' as Theme);
  const font = useSyncExternalStore(subscribe, getFont, () => DEFAULT_FONT);
  return { theme, font, setTheme, setFont };
}
