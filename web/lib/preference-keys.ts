/**
 * The three preferences kept in the browser (docs/product.md "What the app keeps"): theme, language and font.
 * Each is saved under its own localStorage key and applied to <html> at once
 * (public/theme-init.js applies the saved theme and font before the first paint). Kept apart from
 * web/lib/preferences.ts (which uses React) so the public pages' light script can read them alone.
 */
export const PREF_KEYS = {
  theme: 'forkcast.theme',
  language: 'forkcast.language',
  font: 'forkcast.font',
} as const;

export const LANGUAGES = [
  { code: 'en', name: 'English', flag: '🇬🇧' },
  { code: 'es', name: 'Español', flag: '🇪🇸' },
  { code: 'de', name: 'Deutsch', flag: '🇩🇪' },
] as const;
