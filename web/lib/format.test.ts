import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';
import i18n from './i18n';

describe('formatNumber', () => {
  it('groups thousands per language, also four-digit Spanish numbers', () => {
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatNumber(1000, 'es')).toBe('1.000');
    expect(formatNumber(1000, 'de')).toBe('1.000');
    expect(formatNumber(1234567, 'de')).toBe('1.234.567');
  });

  it('takes Intl options', () => {
    expect(formatNumber(2.25, 'de', { maximumFractionDigits: 1 })).toBe('2,3');
  });
});

describe('formatDate', () => {
  it('writes the date in the given language, in UTC', () => {
    const iso = '2026-03-01T23:30:00.000Z';
    expect(formatDate(iso, 'en', { dateStyle: 'long' })).toBe('March 1, 2026');
    expect(formatDate(iso, 'es', { dateStyle: 'long' })).toBe('1 de marzo de 2026');
    expect(formatDate(iso, 'de', { dateStyle: 'long' })).toBe('1. März 2026');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('{{value, number}} in translations', () => {
  it('formats interpolated numbers in the interface language, plurals included', async () => {
    const t = (lng: string) => i18n.getFixedT(lng, 'creator');
    expect(t('en')('usage.used', { used: 1000, limit: 1000 })).toBe('1,000 of 1,000 recipes used this month');
    expect(t('es')('usage.used', { used: 1000, limit: 1000 })).toBe('1.000 de 1.000 recetas usadas este mes');
    expect(t('de')('usage.used', { used: 1000, limit: 1000 })).toBe('1.000 von 1.000 Rezepten in diesem Monat genutzt');
    expect(i18n.getFixedT('de', 'community')('card.views', { count: 12345 })).toBe('12.345 Aufrufe');
    expect(i18n.getFixedT('en', 'community')('card.views', { count: 1 })).toBe('1 view');
  });
});
