import { RECIPE_LANGUAGES, type RecipeLanguage } from '#core/kernel/options';

/**
 * Which language a prerendered public page is served in (scripts/prerender.ts writes one file per
 * language): the visitor's saved choice, mirrored into this cookie by the language switch, else
 * the browser's Accept-Language (highest q first), else English. The app hydrates in the same
 * language, so the HTML and the first client render agree.
 */
export const LANGUAGE_COOKIE = 'fc_lang';

function isLanguage(value: string): value is RecipeLanguage {
  return (RECIPE_LANGUAGES as readonly string[]).includes(value);
}

function cookieLanguage(cookies: string): RecipeLanguage | null {
  for (const part of cookies.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

function acceptedLanguage(header: string): RecipeLanguage | null {
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lng: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.lng).find(isLanguage) ?? null;
}

export function pageLanguage(cookies: string | null | undefined, acceptLanguage: string | null | undefined): RecipeLanguage {
  return cookieLanguage(cookies ?? '') ?? acceptedLanguage(acceptLanguage ?? '') ?? 'en';
}
