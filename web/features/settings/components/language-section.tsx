import { useTranslation } from 'react-i18next';
import { Flag } from '../../../components/ui/flag';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { isLanguageCode, LANGUAGES } from '../../../lib/preferences';
import { OptionCard } from './option-card';
import { SettingsSection } from './settings-section';

/** English, Spanish or German: switches at once and is remembered in this browser. */
export function LanguageSection() {
  const { t } = useTranslation('settings');
  const current = currentLanguage();
  return (
    <SettingsSection id="language" title={t('language.title')} description={t('language.description')}>
      <fieldset>
        <legend className="sr-only">{t('language.title')}</legend>
        <div className="grid grid-cols-3 gap-2 sm:gap-3">
          {LANGUAGES.map((l) => (
            <OptionCard
              key={l.code}
              name="language"
              value={l.code}
              checked={current === l.code}
              onChange={(value) => {
                if (isLanguageCode(value)) void changeLanguage(value);
              }}
              className="flex-col items-center gap-2 px-2 text-center sm:flex-row sm:gap-3 sm:px-4 sm:text-left"
            >
              <Flag code={l.code} className="h-4 w-6" />
              <span className="font-medium" lang={l.code}>
                {l.name}
              </span>
            </OptionCard>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
