import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewport } from '../test/match-media';
import i18n, { changeLanguage } from './i18n';
import {
  DEFAULT_FONT,
  getFont,
  getTheme,
  initPreferences,
  PREF_KEYS,
  setFont,
  setTheme,
  usePreferences,
} from './preferences';

const html = document.documentElement;

describe('theme', () => {
  it('follows the device preference when none is saved', () => {
    setViewport({ dark: true });
    expect(getTheme()).toBe('dark');
    setViewport({ dark: false });
    expect(getTheme()).toBe('light');
  });

  it('is applied at once and remembered', () => {
    setTheme('dark');
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem(PREF_KEYS.theme)).toBe('dark');
    setTheme('light');
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem(PREF_KEYS.theme)).toBe('light');
  });

  it('a saved choice wins over the device preference, which is followed live otherwise', () => {
    const cleanup = initPreferences();
    setViewport({ dark: true });
    expect(html).toHaveClass('dark');
    setTheme('light');
    setViewport({ dark: false });
    setViewport({ dark: true });
    expect(html).not.toHaveClass('dark');
    cleanup();
  });

  it('initPreferences applies the saved theme and font', () => {
    localStorage.setItem(PREF_KEYS.theme, 'dark');
    localStorage.setItem(PREF_KEYS.font, 'open-sans');
    initPreferences()();
    expect(html).toHaveClass('dark');
    expect(html.dataset.font).toBe('open-sans');
  });
});

describe('font', () => {
  it('defaults to Space Grotesk, also when the saved value is unknown', () => {
    expect(getFont()).toBe(DEFAULT_FONT);
    expect(DEFAULT_FONT).toBe('space-grotesk');
    localStorage.setItem(PREF_KEYS.font, 'comic-sans');
    expect(getFont()).toBe('space-grotesk');
  });

  it('is applied as html[data-font] and remembered', () => {
    setFont('noto-sans');
    expect(html.dataset.font).toBe('noto-sans');
    expect(localStorage.getItem(PREF_KEYS.font)).toBe('noto-sans');
  });
});

describe('usePreferences', () => {
  it('re-renders when the theme or font changes', () => {
    const { result } = renderHook(() => usePreferences());
    expect(result.current.theme).toBe('light');
    act(() => result.current.setTheme('dark'));
    expect(result.current.theme).toBe('dark');
    act(() => result.current.setFont('open-sans'));
    expect(result.current.font).toBe('open-sans');
  });
});

describe('language', () => {
  it('the switch applies the language and saves the choice', async () => {
    await act(() => changeLanguage('de'));
    expect(i18n.language).toBe('de');
    expect(html.lang).toBe('de');
    expect(localStorage.getItem(PREF_KEYS.language)).toBe('de');
    expect(i18n.t('nav.home')).toBe('Startseite');
  });

  it('detection only saves an explicit choice', () => {
    expect(i18n.options.detection?.order).toEqual(['localStorage', 'navigator']);
    expect(i18n.options.detection?.lookupLocalStorage).toBe(PREF_KEYS.language);
    expect(i18n.options.detection?.caches).toEqual([]);
  });
});
