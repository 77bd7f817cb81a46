import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from './format';
import { LANGUAGES, PREF_KEYS, saveLanguage, type LanguageCode } from './preferences';

/**
 * Translations live in web/locales/{en,es,de}/{namespace}.json, one namespace per feature; every
 * visible string is a key. Each file is its own small chunk: at start-up only the interface
 * language (and English, the fallback) is fetched, every namespace of it, so that the first
 * page's JavaScript stays small and any component can use any namespace synchronously.
 */
const loaders = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });

function parse(path: string) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  return match ? { lng: match[1] ?? '', ns: match[2] ?? '' } : null;
}

/** Every namespace that has a file (the English set is the reference). */
export const namespaces = [
  ...new Set(
    Object.keys(loaders)
      .map(parse)
      .filter((p) => p?.lng === 'en')
      .map((p) => p?.ns ?? ''),
  ),
].sort((a, b) => (a === 'common' ? -1 : b === 'common' ? 1 : a.localeCompare(b)));

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = loaders[`../locales/${lng}/${ns}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

// <html lang> follows the interface language (registered before init, which picks the first one).
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.resolvedLanguage ?? lng;
});

/**
 * The language a prerendered page was rendered in (`<div id="root" data-prerendered="de">`,
 * scripts/prerender.ts): the app starts in it so hydration matches the HTML (web/app/start.tsx
 * renders afresh instead when the visitor's own choice differs).
 */
export function prerenderedLanguage(): LanguageCode | null {
  if (typeof document === 'undefined') return null;
  const lng = document.getElementById('root')?.dataset.prerendered;
  return LANGUAGES.find((l) => l.code === lng)?.code ?? null;
}

/** Resolves once the interface language's translations are loaded. */
export const i18nReady = i18n
  .use(localeBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    lng: prerenderedLanguage() ?? undefined,
    ns: namespaces,
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((l) => l.code),
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: PREF_KEYS.language,
      // Only an explicit choice is saved (changeLanguage below); otherwise the browser decides.
      caches: [],
    },
    returnNull: false,
  });

// `{{count, number}}` in a translation groups like formatNumber: 1,000 / 1.000 / 1.000.
i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined, options: Intl.NumberFormatOptions) =>
  typeof value === 'number' ? formatNumber(value, lng, options) : String(value),
);

/**
 * The language switch: loads that language's translations, applies it at once and remembers
 * the choice.
 */
export function changeLanguage(language: LanguageCode) {
  saveLanguage(language);
  return i18n.changeLanguage(language);
}

/** The language the detector finds (saved choice, then browser), as one of ours, or null. */
export function detectedLanguage(): LanguageCode | null {
  const detected = i18n.services.languageDetector?.detect();
  const codes = (Array.isArray(detected) ? detected : [detected]).map((lng) =>
    typeof lng === 'string' ? lng.slice(0, 2).toLowerCase() : '',
  );
  return LANGUAGES.find((l) => l.code === codes.find((code) => LANGUAGES.some((x) => x.code === code)))?.code ?? null;
}

/** The current interface language as one of ours (en when i18n resolved something else). */
export function currentLanguage(): LanguageCode {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return LANGUAGES.find((l) => l.code === lng)?.code ?? 'en';
}

export default i18n;
