import { useTranslation } from 'react-i18next';
import { cuisineName } from '../../../lib/cuisine-name';

/** The literal the API sends for a person who hides their name (docs/product.md "Community"). */
export const ANONYMOUS = 'Anonymous';

/** Cuisine and cooking-method ids shown localised (unknown values as given); 'Anonymous' translated. */
export function useRecipeLabels() {
  const { t, i18n } = useTranslation('community');
  return {
    cuisine: (value: string | null | undefined) => (value ? cuisineName(value, i18n.resolvedLanguage) : null),
    cookingMethod: (value: string | null | undefined) =>
      value ? t(`cookingMethod.${value}`, { defaultValue: value }) : null,
    person: (name: string) => (name === ANONYMOUS ? t('anonymous') : name),
    /** What the avatar's initials are made of: '?' for a hidden person. */
    avatarName: (name: string) => (name === ANONYMOUS ? '?' : name),
  };
}
