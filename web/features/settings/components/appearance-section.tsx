import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FONTS, isFontId, usePreferences, type Theme } from '../../../lib/preferences';
import { OptionCard } from './option-card';
import { SettingsSection } from './settings-section';

/** The font picker: the three self-hosted fonts, each previewed in itself. */
export function FontSection() {
  const { t } = useTranslation('settings');
  const { font, setFont } = usePreferences();
  return (
    <SettingsSection id="appearance" title={t('appearance.title')} description={t('appearance.description')}>
      <fieldset>
        <legend className="sr-only">{t('appearance.font')}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {FONTS.map((f) => (
            <OptionCard
              key={f.id}
              name="font"
              value={f.id}
              checked={font === f.id}
              onChange={(value) => {
                if (isFontId(value)) setFont(value);
              }}
              className="flex-col"
            >
              <span className="text-sm font-semibold">{f.name}</span>
              <span className="mt-2 text-2xl leading-tight" style={{ fontFamily: f.fontFamily }} aria-hidden>
                Aa Bb 123
              </span>
              <span className="mt-1 text-sm text-muted-foreground" style={{ fontFamily: f.fontFamily }}>
                {t('appearance.preview')}
              </span>
            </OptionCard>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}

/** Light or dark, applied at once and remembered. */
export function ThemeSection() {
  const { t } = useTranslation('settings');
  const { theme, setTheme } = usePreferences();
  const themes: Array<{ id: Theme; icon: typeof Sun }> = [
    { id: 'light', icon: Sun },
    { id: 'dark', icon: Moon },
  ];
  return (
    <SettingsSection id="theme" title={t('theme.title')} description={t('theme.description')}>
      <fieldset>
        <legend className="sr-only">{t('theme.title')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {themes.map(({ id, icon: Icon }) => (
            <OptionCard
              key={id}
              name="theme"
              value={id}
              checked={theme === id}
              onChange={() => setTheme(id)}
              className="items-center gap-3"
            >
              <Icon aria-hidden className="size-5" />
              <span className="font-medium">{t(`theme.${id}`)}</span>
            </OptionCard>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
