import { describe, expect, it } from 'vitest';
import { MEAL_TYPES, PANTRY_CATEGORIES, PANTRY_FILTERS, SHOPPING_CATEGORIES, UNITS } from '#core/kernel/kitchen-options';
import deKitchen from '../../locales/de/kitchen.json';
import enKitchen from '../../locales/en/kitchen.json';
import esKitchen from '../../locales/es/kitchen.json';
import deEditor from '../../locales/de/recipe-editor.json';
import enEditor from '../../locales/en/recipe-editor.json';
import esEditor from '../../locales/es/recipe-editor.json';

/**
 * The kitchen screens and the recipe editor in en, es and de, including the
 * names of every unit, shopping and pantry category, meal type and pantry filter (these keys are
 * built from ids at run time, so the scan of literal `t('…')` keys does not see them).
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
type Messages = Record<string, unknown>;

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

const lookup = (messages: Messages, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined), messages);

const namespaces = {
  kitchen: { en: enKitchen, es: esKitchen, de: deKitchen },
  'recipe-editor': { en: enEditor, es: esEditor, de: deEditor },
} as const;

describe.each(Object.entries(namespaces))('%s translations', (_ns, languages) => {
  const base = new Set(flatten(languages.en).map((k) => k.replace(PLURAL, '')));

  it.each(Object.entries(languages))('%s has every key of en, and no other, none empty, every plural form', (lang, messages) => {
    const keys = new Set(flatten(messages).map((k) => k.replace(PLURAL, '')));
    expect([...base].filter((k) => !keys.has(k))).toEqual([]);
    expect([...keys].filter((k) => !base.has(k))).toEqual([]);
    const values = flatten(messages).map((k) => lookup(messages, k));
    expect(values.filter((v) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const plurals = new Set(flatten(languages.en).filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    const all = new Set(flatten(messages));
    expect([...plurals].flatMap((k) => forms.map((c) => `${k}_${c}`)).filter((k) => !all.has(k))).toEqual([]);
  });
});

describe('kitchen names for every option id', () => {
  const wanted = [
    ...UNITS.map((u) => `units.${u}`),
    ...SHOPPING_CATEGORIES.map((c) => `shoppingCategories.${c}`),
    ...PANTRY_CATEGORIES.map((c) => `pantryCategories.${c}`),
    ...MEAL_TYPES.map((m) => `mealTypes.${m}`),
    ...PANTRY_FILTERS.map((f) => `pantry.filters.${f}`),
  ];

  it.each(Object.entries(namespaces.kitchen))('%s names each unit, category, meal type and filter', (_lang, messages) => {
    expect(wanted.filter((key) => typeof lookup(messages, key) !== 'string')).toEqual([]);
  });

  it.each([
    ['es', esKitchen],
    ['de', deKitchen],
  ] as const)('%s writes the worded units and the categories in its own words, not in English', (_lang, messages) => {
    // Symbols (g, kg, ml, oz) may stay as they are; words may not.
    const worded = ['units.pieces', 'units.dozen', 'units.liters', 'units.cups', 'units.tsp', 'units.tbsp'];
    const names = [...worded, ...SHOPPING_CATEGORIES.filter((c) => c !== 'snacks').map((c) => `shoppingCategories.${c}`),
      ...PANTRY_CATEGORIES.map((c) => `pantryCategories.${c}`)];
    expect(names.filter((key) => lookup(messages, key) === lookup(enKitchen, key))).toEqual([]);
  });
});
