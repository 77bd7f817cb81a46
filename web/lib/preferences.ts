/** The three preferences kept in the browser (SPEC section 3). */
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
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const FONTS = [
  { id: 'noto-sans', name: 'Noto Sans', fontFamily: "'Noto Sans', system-ui, sans-serif" },
  { id: 'open-sans', name: 'Open Sans', fontFamily: "'Open Sans', system-ui, sans-serif" },
  { id: 'space-grotesk', name: 'Space Grotesk', fontFamily: "'Space Grotesk', system-ui, sans-serif" },
] as const;
export type FontId = (typeof FONTS)[number]['id'];
export const DEFAULT_FONT: FontId = 'space-grotesk';

export type Theme = 'light' | 'dark';
