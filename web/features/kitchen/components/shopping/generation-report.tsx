import { ListPlus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useFormat } from '../../../../lib/format';
import { isUnit } from '#core/kernel/kitchen-options';
import { generateShoppingListResponseSchema } from '#core/schemas/meal-plan';
import type { GenerationResult } from '../../api/meal-plans';
import { amountText } from '../../lib/amount';

/** Reads the planner's result from navigation state (`{ generated }`), or null. */
export function readGenerated(state: unknown): GenerationResult | null {
  if (typeof state !== 'object' || state === null || !('generated' in state)) return null;
  const parsed = generateShoppingListResponseSchema.safeParse(state.generated);
  return parsed.success ? parsed.data : null;
}

/**
 * What generating from the meal plan did: added (with the recipes each is for), merged into
 * items already on the list (with the new total), skipped (with the reason). Collapsed to one
 * line with the counts, so on a phone the checklist stays in the first screen (docs/decisions/042-shopping-list-on-a-phone.md); the details open on demand. Takes focus when it appears so a screen
 * reader reads it.
 */
export function GenerationReport({ result, onDismiss }: { result: GenerationResult; onDismiss: () => void }) {
  const { t } = useTranslation('kitchen');
  const { number } = useFormat();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const amount = (quantity: number | null, unit: string | null) => amountText(t, number, quantity, unit);
  // The pantry amount arrives as "<number> <unit id>" ("1 kg"): shown in the interface language.
  const stock = (detail: string) => {
    const match = /^(\d+(?:\.\d+)?) (\w+)$/.exec(detail);
    const unit = match?.[2];
    return match && unit && isUnit(unit) ? amount(Number(match[1]), unit) : detail;
  };
  const nothing = result.added.length === 0 && result.merged.length === 0;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="generation-report-title"
      className="mt-4 flex items-start gap-2 rounded-2xl border border-primary/40 bg-primary/5 px-3 py-1 outline-none focus-visible:ring-2 focus-visible:ring-primary"
      data-testid="generation-report"
    >
      <details className="min-w-0 flex-1" data-testid="report-details">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-primary">
          <ListPlus className="size-5 shrink-0 text-primary" aria-hidden />
          <span id="generation-report-title" className="font-semibold">
            {t('shopping.report.title')}
          </span>
          <span className="text-sm text-muted-foreground" data-testid="report-summary">
            {nothing
              ? t('shopping.report.nothingShort')
              : t('shopping.report.summary', { added: result.added.length, merged: result.merged.length, skipped: result.skipped.length })}
          </span>
        </summary>
        {nothing ? <p className="mt-2">{t('shopping.report.nothing')}</p> : null}
        <div className="mt-2 grid gap-4 pb-3 md:grid-cols-3">
          {result.added.length > 0 ? (
            <div data-testid="report-added">
              <h3 className="font-medium">{t('shopping.report.added', { count: result.added.length })}</h3>
              <ul className="mt-1 space-y-1 text-sm">
                {result.added.map((line) => (
                  <li key={`${line.name}-${line.unit ?? ''}`}>
                    <span className="font-medium">{line.name}</span> {amount(line.quantity, line.unit)}
                    {line.recipes.length > 0 ? (
                      <span className="block text-muted-foreground">{t('shopping.forRecipes', { recipes: line.recipes.join(', ') })}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {result.merged.length > 0 ? (
            <div data-testid="report-merged">
              <h3 className="font-medium">{t('shopping.report.merged', { count: result.merged.length })}</h3>
              <ul className="mt-1 space-y-1 text-sm">
                {result.merged.map((line) => (
                  <li key={line.item_id}>
                    <span className="font-medium">{line.name}</span>{' '}
                    {line.quantity !== null ? t('shopping.report.plus', { quantity: amount(line.quantity, line.unit) }) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {result.skipped.length > 0 ? (
            <div data-testid="report-skipped">
              <h3 className="font-medium">{t('shopping.report.skipped', { count: result.skipped.length })}</h3>
              <ul className="mt-1 space-y-1 text-sm">
                {result.skipped.map((line) => (
                  <li key={`${line.name}-${line.reason}`}>
                    <span className="font-medium">{line.name}</span>:{' '}
                    {line.reason === 'in_pantry'
                      ? line.detail
                        ? t('shopping.report.inPantryDetail', { detail: stock(line.detail) })
                        : t('shopping.report.inPantry')
                      : line.detail
                        ? t('shopping.report.alreadyOnListDetail', { detail: line.detail })
                        : t('shopping.report.alreadyOnList')}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </details>
      <Button variant="ghost" size="icon" className="size-11 shrink-0" onClick={onDismiss} aria-label={t('shopping.report.dismiss')}>
        <X className="size-5" aria-hidden />
      </Button>
    </section>
  );
}
