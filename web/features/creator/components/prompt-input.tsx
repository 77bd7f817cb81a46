import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RECIPE_NAME_LENGTH } from '#core/schemas/recipe';
import { useDietProfile } from '../api/use-diet-profile';
import { samplesFor, SHOWN_SAMPLE_DISHES } from '../sample-dishes';

/**
 * Prompt mode: the recipe name or description, with the first sample dishes that fit the cook's
 * diet profile as chips (sample-dishes.ts).
 */
export function PromptInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('creator');
  const id = useId();
  const profile = useDietProfile();
  const samples = samplesFor(profile.data, (dish) => t(`samples.${dish}`)).slice(0, SHOWN_SAMPLE_DISHES);
  return (
    <section className="flex flex-col gap-2">
      <label htmlFor={id} className="text-lg font-bold">
        {t('prompt.label')}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={MAX_RECIPE_NAME_LENGTH}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('prompt.placeholder')}
        rows={2}
        className="w-full resize-y rounded-lg border border-border bg-background px-3 py-2 focus-visible:outline-2 focus-visible:outline-primary"
      />
      <p className="text-sm text-muted-foreground" id={`${id}-samples`}>
        {t('prompt.samples')}
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby={`${id}-samples`} data-testid="sample-dishes">
        {samples.map((dish) => (
          <li key={dish}>
            <button
              type="button"
              onClick={() => onChange(t(`samples.${dish}`))}
              className="rounded-full border border-border bg-card px-3 py-1 text-sm hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              {t(`samples.${dish}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
