import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '#core/kernel/plans';
import { cn } from '../../../lib/cn';

const QUESTIONS = ['changePlan', 'limit', 'trial'] as const;
type Question = (typeof QUESTIONS)[number];

/** The FAQ: each question is a button (aria-expanded, aria-controls) that shows or hides its answer. */
export function PricingFaq() {
  const { t } = useTranslation('pricing');
  const [open, setOpen] = useState<ReadonlySet<Question>>(new Set());

  const toggle = (q: Question) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(q)) next.delete(q);
      else next.add(q);
      return next;
    });

  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl">
      <h2 id="faq-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {t('faq.title')}
      </h2>
      <div className="mt-8 divide-y divide-border rounded-2xl border border-border bg-card">
        {QUESTIONS.map((q) => {
          const expanded = open.has(q);
          return (
            <div key={q}>
              <h3>
                <button
                  type="button"
                  id={`faq-${q}-button`}
                  aria-expanded={expanded}
                  aria-controls={`faq-${q}-answer`}
                  onClick={() => toggle(q)}
                  className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary"
                >
                  {t(`faq.${q}.question`)}
                  <ChevronDown
                    aria-hidden
                    className={cn('size-5 shrink-0 transition-transform', expanded && 'rotate-180')}
                  />
                </button>
              </h3>
              <div
                id={`faq-${q}-answer`}
                role="region"
                aria-labelledby={`faq-${q}-button`}
                hidden={!expanded}
                className="px-5 pb-5 text-muted-foreground"
              >
                <p>{t(`faq.${q}.answer`, { count: PLANS.free.monthlyGenerations })}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
