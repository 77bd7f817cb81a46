import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from '#core/reading/page-language';
import { SESSION_HINT_COOKIE } from '#core/kernel/session-hint';
import { formatNumber } from '../../../lib/format';
import i18n from '../../../lib/i18n';
import { PLANS } from '#core/kernel/plans';
import { OPERATOR_PLACEHOLDERS, readOperator } from '../operator';
import { ImprintPage, PrivacyPage, TermsPage } from './legal-page';

afterEach(async () => {
  vi.unstubAllEnvs();
  await i18n.changeLanguage('en');
});

/** Per language: the privacy policy's headings for households and the device, and words of the deletion and export text. */
const LANGUAGES = [
  { lng: 'en', household: 'Households', device: 'On your device', export: /download a copy of your data/, deletion: /Under Delete account in Settings you can delete your account yourself/, stale: /not available yet/ },
  { lng: 'es', household: 'Hogares', device: 'En tu dispositivo', export: /descargar una copia de tus datos/, deletion: /puedes eliminar tu cuenta tú mismo/, stale: /aún no están disponibles/ },
  { lng: 'de', household: 'Haushalte', device: 'Auf deinem Gerät', export: /eine Kopie deiner Daten herunterladen/, deletion: /löschst du dein Konto selbst/, stale: /gibt es noch nicht/ },
] as const;

describe('privacy policy', () => {
  it.each(LANGUAGES)('in $lng names everything Forkcast stores, on the server and on the device', async (lang) => {
    await i18n.changeLanguage(lang.lng);
    render(<PrivacyPage />);
    const page = document.body;
    // Nothing left untranslated.
    expect(page).not.toHaveTextContent(/privacy\.\w+\.(title|body)/);
    // Services and places the data goes to.
    for (const word of ['Google', 'Gemini', 'Cloudflare R2', 'D1', 'Stripe']) expect(page).toHaveTextContent(word);
    // Newer data uses: households, the offline copy in IndexedDB, the service worker cache, every cookie.
    expect(screen.getByRole('heading', { level: 2, name: lang.household })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: lang.device })).toBeInTheDocument();
    for (const word of ['IndexedDB', /service.?worker/i, SESSION_HINT_COOKIE, LANGUAGE_COOKIE, 'd1_bookmark']) expect(page).toHaveTextContent(word);
    // Self-service export and deletion exist; the old "not yet" text is gone.
    expect(page).toHaveTextContent(lang.export);
    expect(page).toHaveTextContent(lang.deletion);
    expect(page).not.toHaveTextContent(lang.stale);
  });
});

describe('terms and imprint', () => {
  it.each(['en', 'es', 'de'])('in %s the terms state the plans as they are and name the real buttons and services', async (lng) => {
    await i18n.changeLanguage(lng);
    const view = render(<TermsPage />);
    const page = view.container;
    expect(page).not.toHaveTextContent(/terms\.\w+\.(title|body)/);
    // The allowances come from the one plan table (core/kernel/plans.ts), written as the app writes numbers.
    const count = (n: number) => formatNumber(n, lng);
    expect(page).toHaveTextContent(`${count(PLANS.free.monthlyGenerations)} `);
    expect(page).toHaveTextContent(`${count(PLANS.monthly.monthlyGenerations)} `);
    expect(PLANS.weekly.monthlyGenerations).toBe(PLANS.yearly.monthlyGenerations); // "Pro … includes" one allowance
    // Cancelling names the settings button that exists, in this language, and the portal behind it.
    expect(page).toHaveTextContent(i18n.t('settings:profile.managePlan'));
    for (const word of ['Stripe', 'Pro']) expect(page).toHaveTextContent(word);
    view.unmount();

    render(<ImprintPage />);
    expect(document.body).not.toHaveTextContent(/imprint\.\w+/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(i18n.t('legal:titles.imprint'));
  });
});

describe('operator details', () => {
  it('come from the VITE_OPERATOR_* variables, trimmed', () => {
    expect(readOperator({ VITE_OPERATOR_NAME: ' Koch GmbH ', VITE_OPERATOR_ADDRESS: 'Hauptstr. 1, 10115 Berlin', VITE_OPERATOR_EMAIL: 'hallo@koch.example' })).toEqual({
      name: 'Koch GmbH',
      address: 'Hauptstr. 1, 10115 Berlin',
      email: 'hallo@koch.example',
      placeholder: false,
    });
  });

  it('fall back to marked placeholders when any variable is missing', () => {
    expect(readOperator({ VITE_OPERATOR_NAME: 'Koch GmbH', VITE_OPERATOR_ADDRESS: '  ' })).toEqual({
      name: 'Koch GmbH',
      address: OPERATOR_PLACEHOLDERS.address,
      email: OPERATOR_PLACEHOLDERS.email,
      placeholder: true,
    });
  });

  it.each(['en', 'es', 'de'])('the imprint, privacy policy and terms in %s show the configured operator and no placeholder notice', async (lng) => {
    vi.stubEnv('VITE_OPERATOR_NAME', 'Koch GmbH');
    vi.stubEnv('VITE_OPERATOR_ADDRESS', 'Hauptstr. 1, 10115 Berlin');
    vi.stubEnv('VITE_OPERATOR_EMAIL', 'hallo@koch.example');
    await i18n.changeLanguage(lng);
    for (const Page of [ImprintPage, PrivacyPage, TermsPage]) {
      const view = render(<Page />);
      expect(view.container).toHaveTextContent('Koch GmbH');
      expect(view.container).not.toHaveTextContent(OPERATOR_PLACEHOLDERS.name);
      expect(view.container.querySelector('[role="note"]')).toBeNull();
      view.unmount();
    }
    render(<ImprintPage />);
    expect(screen.getByRole('link', { name: 'hallo@koch.example' })).toHaveAttribute('href', 'mailto:hallo@koch.example');
  });

  it('without the variables every legal page says it shows placeholders', () => {
    vi.stubEnv('VITE_OPERATOR_NAME', '');
    for (const Page of [ImprintPage, PrivacyPage, TermsPage]) {
      const view = render(<Page />);
      expect(view.container.querySelector('[role="note"]')).toHaveTextContent('placeholder operator details');
      view.unmount();
    }
  });
});

describe('food data credit', () => {
  it.each([
    ['en', 'Food data'],
    ['es', 'Datos de alimentos'],
    ['de', 'Lebensmitteldaten'],
  ])('in %s the terms credit Open Food Facts under the ODbL', async (lng, heading) => {
    await i18n.changeLanguage(lng);
    render(<TermsPage />);
    const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;
    expect(section).toHaveTextContent(/Open Food Facts/);
    expect(section).toHaveTextContent('Open Database License (ODbL) 1.0');
  });
});
