import { Clock, Leaf, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseSampleMarkdown, sampleFits, sampleRecipes, type SampleRecipe } from '#core/recipe/sample-recipes';
import { useDietProfile } from '../api/use-diet-profile';
import { SampleRecipeModal } from './sample-recipe-modal';

/**
 * Recipe Inspiration: the built-in samples that suit the cook's diet profile (a vegetarian is not
 * offered roast chicken), each opening a modal; shown once the profile is known.
 */
export function InspirationGrid() {
  const { t, i18n } = useTranslation('dashboard');
  const profile = useDietProfile();
  const known = !profile.isPending;
  const samples = useMemo(
    () => (known ? sampleRecipes(i18n.resolvedLanguage ?? 'en').filter((sample) => sampleFits(sample, profile.data)) : []),
    [i18n.resolvedLanguage, known, profile.data],
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const open: SampleRecipe | null = samples.find((s) => s.id === openId) ?? null;
  return (
    <section aria-labelledby="inspiration-title" className="mt-10">
      <h2 id="inspiration-title" className="flex items-center gap-2 text-2xl font-bold">
        <Sparkles className="size-5 text-primary" aria-hidden />
        {t('inspiration.title')}
      </h2>
      <p className="text-muted-foreground">{t('inspiration.subtitle')}</p>
      {known && samples.length === 0 ? <p className="mt-4 text-muted-foreground">{t('inspiration.noneFit')}</p> : null}
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {samples.map((sample) => {
          const details = parseSampleMarkdown(sample.markdown);
          return (
            <li key={sample.id}>
              <button
                type="button"
                onClick={() => setOpenId(sample.id)}
                className="group flex h-full w-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                data-testid="sample-recipe"
              >
                <img src={`/samples/${sample.offlineImageKey}.svg`} alt="" className="aspect-[3/2] w-full object-cover" />
                <span className="flex flex-1 flex-col gap-1 p-3">
                  <span className="line-clamp-2 font-semibold group-hover:text-primary">{sample.title}</span>
                  <span className="mt-auto flex items-center gap-2 text-xs text-muted-foreground">
                    <Clock className="size-3.5" aria-hidden />
                    {t('minutes', { count: details.cookingTime })}
                    {sample.isVegetarian ? <Leaf className="size-3.5 text-green-600" aria-label={t('inspiration.vegetarian')} /> : null}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <SampleRecipeModal recipe={open} onClose={() => setOpenId(null)} />
    </section>
  );
}
