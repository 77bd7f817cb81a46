import { Camera, ChefHat, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Three steps under the hero: what Forkcast does, at a glance. */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  const steps = [
    { id: 'snap', icon: Camera },
    { id: 'tune', icon: SlidersHorizontal },
    { id: 'cook', icon: ChefHat },
  ] as const;
  return (
    <section aria-labelledby="how-title" className="bg-background py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t('how.kicker')}</p>
        <h2 id="how-title" className="mt-2 max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('how.title')}
        </h2>
        <ol className="mt-10 grid gap-5 sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.id} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <step.icon aria-hidden className="size-6" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">
                  {t('how.step', { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold">{t(`how.${step.id}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`how.${step.id}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
