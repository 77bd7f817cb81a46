import { describe, expect, it } from 'vitest';
import de from '../../locales/de/community.json';
import en from '../../locales/en/community.json';
import es from '../../locales/es/community.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

const languages = { en, es, de } as const;

describe('community translations', () => {
  const base = new Set(flatten(en).map((k) => k.replace(PLURAL, '')));

  for (const [lang, messages] of Object.entries(languages)) {
    it(`${lang} has every key of en, and no other`, () => {
      const keys = new Set(flatten(messages).map((k) => k.replace(PLURAL, '')));
      expect([...base].filter((k) => !keys.has(k))).toEqual([]);
      expect([...keys].filter((k) => !base.has(k))).toEqual([]);
    });

    it(`${lang} has every plural form its language needs`, () => {
      const keys = new Set(flatten(messages));
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const plurals = new Set(flatten(en).filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
      const missing = [...plurals].flatMap((k) => categories.map((c) => `${k}_${c}`)).filter((k) => !keys.has(k));
      expect(missing).toEqual([]);
    });

    it(`${lang} has no empty text`, () => {
      const texts = flatten(messages).map((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], messages));
      expect(texts.every((t) => typeof t === 'string' && t.trim().length > 0)).toBe(true);
    });
  }
});
