import { Coins, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CREDIT_PACKAGES, formatPrice } from '#core/kernel/plans';
import { Button, buttonClass } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';

interface CreditsBandProps {
  signedIn: boolean;
  onSignIn: () => void;
  signingIn: boolean;
}

const cheapest = Math.min(...Object.values(CREDIT_PACKAGES).map((p) => p.priceCents));

/** docs/product.md "Pricing": the credit packages are sold on the credits screen; this points there. */
export function CreditsBand({ signedIn, onSignIn, signingIn }: CreditsBandProps) {
  const { t } = useTranslation('pricing');
  const { language } = useFormat();
  return (
    <section
      aria-labelledby="credits-band-title"
      className="mx-auto flex max-w-4xl flex-col items-start gap-4 rounded-2xl border border-border bg-card p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Coins aria-hidden className="size-6" />
      </span>
      <div className="flex-1">
        <h2 id="credits-band-title" className="font-semibold">
          {t('credits.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('credits.text', { price: formatPrice(cheapest, language) })}
        </p>
      </div>
      {signedIn ? (
        <Link to="/credits" className={buttonClass('outline', 'md', 'w-full sm:w-auto')}>
          {t('credits.cta')}
        </Link>
      ) : (
        <Button variant="outline" className="w-full sm:w-auto" onClick={onSignIn} disabled={signingIn}>
          <LogIn aria-hidden className="size-4" />
          {t('credits.ctaSignedOut')}
        </Button>
      )}
    </section>
  );
}
