import { Check, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatPrice, isPro, monthlyLimit, PLANS } from '#core/kernel/plans';
import { useStartCheckout } from './billing-actions';
import { formatNumber } from '../lib/format';
import { proGatePath } from '../lib/pro-gate';
import { useSession } from '../lib/session';
import { Button, buttonClass } from './ui/button';
import { Dialog } from './ui/dialog';

/** Why the upsell opened (docs/product.md "Upsell modal"); each reason has its own title and text. */
export const UPSELL_REASONS = ['limit_reached', 'missing_features', 'pro_upgrade', 'default'] as const;
export type UpsellReason = (typeof UPSELL_REASONS)[number];

const BENEFITS = ['customization', 'recipes', 'nutrition', 'pantry', 'community'] as const;

interface UpsellModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason?: UpsellReason;
}

/**
 * The upsell: offers only Pro (monthly, as priced here): Get Pro starts that checkout, See Pro
 * plans leads to /pricing to choose another period. At the limit it also points to the credit
 * store; a user who is Pro already (at the Pro allowance) is offered only credits.
 */
export function UpsellModal({ open, onOpenChange, reason = 'default' }: UpsellModalProps) {
  const { t, i18n } = useTranslation('upsell');
  const price = formatPrice(PLANS.monthly.priceCents, i18n.resolvedLanguage ?? 'en');
  const limit = formatNumber(monthlyLimit('monthly'), i18n.resolvedLanguage ?? 'en');
  const checkout = useStartCheckout();
  const { user } = useSession();
  const alreadyPro = user !== null && isPro(user.subscription.plan_type);
  // After paying (here or on the plans), the cook comes back to this page.
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`reasons.${reason}.title`)}
      description={t(`reasons.${reason}.text`)}
    >
      <div data-testid="upsell-modal" data-reason={reason} className="rounded-xl border-2 border-primary p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-lg font-bold">
            <Crown className="size-5 text-primary" aria-hidden />
            {t('pro.name')}
          </p>
          <p className="text-right">
            <span className="text-2xl font-bold">{price}</span>
            <span className="text-sm text-muted-foreground"> {t('pro.perMonth')}</span>
          </p>
        </div>
        <ul className="mt-3 space-y-1.5 text-sm">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              {t(`pro.benefits.${benefit}`, { limit })}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {t('later')}
        </Button>
        {alreadyPro ? (
          <Link to="/credits" className={buttonClass('primary')} onClick={() => onOpenChange(false)}>
            {t('buyCredits')}
          </Link>
        ) : (
          <>
            <Link to={proGatePath(null, here)} className={buttonClass('outline')} onClick={() => onOpenChange(false)}>
              {t('cta')}
            </Link>
            <Button disabled={checkout.isPending} onClick={() => checkout.mutate({ planType: 'monthly', returnTo: here })}>
              {checkout.isPending ? t('billing:checkout.redirecting') : t('checkout')}
            </Button>
          </>
        )}
      </div>
      {reason === 'limit_reached' && !alreadyPro ? (
        <p className="mt-3 text-center text-sm text-muted-foreground sm:text-right">
          <Link to="/credits" className="font-medium text-primary underline-offset-4 hover:underline" onClick={() => onOpenChange(false)}>
            {t('creditsInstead')}
          </Link>
        </p>
      ) : null}
    </Dialog>
  );
}
