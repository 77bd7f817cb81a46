import { useTranslation } from 'react-i18next';

/** The literal the API sends for a person who hides their name (docs/product.md "Community"). */
export const ANONYMOUS = 'Anonymous';

/** Cuisine and cooking-method ids shown localised (unknown values as given); 'Anonymous' translated. */
export function useRecipeLabels() {
  const { t } = useTranslation('community');
  return {
    cuisine: (value: string | null | undefined) => (value ? t(`cuisine.${value}`, { defaultValue: value }) : null),
    cookingMethod: (value: string | null | undefined) =>
      value ? t(`cookingMethod.${value}`, { defaultValue: value }) : null,
    person: (name: string) => (name === ANONYMOUS ? t('anonymous') : name),
    /** What the avatar's initials are made of: '?' for a hidden person. */
    avatarName: (name: string) => (name === ANONYMOUS ? '?' : name),
  };
}
