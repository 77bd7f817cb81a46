import { describe, expect, it } from 'vitest';
import { COOKING_METHODS, CUISINES } from '#core/kernel/options';
import { COOKING_METHOD_NAMES } from '#core/recipe/cuisine-names';
import { UPSELL_REASONS } from '../../components/upsell-modal';
import deCreator from '../../locales/de/creator.json';
import enCreator from '../../locales/en/creator.json';
import esCreator from '../../locales/es/creator.json';
import deUpsell from '../../locales/de/upsell.json';
import enUpsell from '../../locales/en/upsell.json';
import esUpsell from '../../locales/es/upsell.json';
import { LOADING_STAGES } from './hooks/use-loading-stages';
import { SAMPLE_DISHES } from './sample-dishes';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

const namespaces = {
  creator: { en: enCreator, es: esCreator, de: deCreator },
  upsell: { en: enUpsell, es: esUpsell, de: deUpsell },
} as const;

describe.each(Object.entries(namespaces))('%s translations', (_ns, languages) => {
  const base = new Set(flatten(languages.en).map((k) => k.replace(PLURAL, '')));

  it.each(Object.entries(languages))('%s has every key of en, and no other, none empty', (lang, messages) => {
    const keys = new Set(flatten(messages).map((k) => k.replace(PLURAL, '')));
    expect([...base].filter((k) => !keys.has(k))).toEqual([]);
    expect([...keys].filter((k) => !base.has(k))).toEqual([]);
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const plurals = new Set(flatten(languages.en).filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    const all = new Set(flatten(messages));
    const values = flatten(messages).map((k) => k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], messages));
    expect(values.filter((v) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
    expect([...plurals].flatMap((k) => categories.map((c) => `${k}_${c}`)).filter((k) => !all.has(k))).toEqual([]);
  });
});

describe('creator keys for every option', () => {
  const keys = new Set(flatten(enCreator));
  it('names the 15 sample dishes and 4 overlay stages (cuisines and cooking methods: core/recipe/cuisine-names.ts)', () => {
    expect(CUISINES).toHaveLength(16);
    expect(COOKING_METHODS).toHaveLength(10);
    expect(SAMPLE_DISHES).toHaveLength(15);
    const wanted = [
      ...SAMPLE_DISHES.map((d) => `samples.${d}`),
      ...LOADING_STAGES.map((s) => `overlay.stages.${s}`),
    ];
    expect(wanted.filter((k) => !keys.has(k))).toEqual([]);
    // Cooking method names live in core only, in every language.
    for (const method of COOKING_METHODS) for (const lang of ['en', 'es', 'de'] as const) expect(COOKING_METHOD_NAMES[method][lang]).toBeTruthy();
  });

  it('gives every upsell reason a title and a text', () => {
    const upsell = new Set(flatten(enUpsell));
    const wanted = UPSELL_REASONS.flatMap((r) => [`reasons.${r}.title`, `reasons.${r}.text`]);
    expect(wanted.filter((k) => !upsell.has(k))).toEqual([]);
  });
});
