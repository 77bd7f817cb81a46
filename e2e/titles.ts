import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Language = 'en' | 'es' | 'de';
type Strings = Map<string, string>;

const LOCALES = fileURLToPath(new URL('../web/locales', import.meta.url));

function flatten(value: unknown, prefix: string, out: Strings) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  }
}

const cache = new Map<Language, Strings>();

/** Every string of the app's locale files in `language`, by `namespace:key.path`. */
function stringsOf(language: Language): Strings {
  const known = cache.get(language);
  if (known) return known;
  const out: Strings = new Map();
  for (const file of readdirSync(join(LOCALES, language))) {
    if (file.endsWith('.json')) flatten(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')), `${file.slice(0, -5)}:`, out);
  }
  cache.set(language, out);
  return out;
}

/** The translations in `language` of an English interface string (every key that holds it). */
function translationsOf(english: string, language: Language): string[] {
  const keys = [...stringsOf('en')].filter(([, value]) => value === english).map(([key]) => key);
  return [...new Set(keys.map((key) => stringsOf(language).get(key)).filter((v): v is string => Boolean(v)))];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The tab title a screen must show in `language`, from its English title (e2e/screens.ts): the
 * locale files' translation of it (or of both parts of "Checkout (Local billing simulator)"),
 * then " · Forkcast". A title that is the user's own words (a recipe's name) is a pattern and stays.
 */
export function titleIn(english: string | RegExp, language: Language): string | RegExp {
  if (typeof english !== 'string') return english;
  let options = translationsOf(english, language);
  if (options.length === 0) {
    const parts = /^(.+) \((.+)\)$/.exec(english);
    const [, main = '', badge = ''] = parts ?? [];
    options = translationsOf(main, language).flatMap((m) => translationsOf(badge, language).map((b) => `${m} (${b})`));
  }
  if (options.length === 0) throw new Error(`No locale string holds the English title "${english}"`);
  return new RegExp(`^(${options.map(escape).join('|')}) · Forkcast$`);
}
