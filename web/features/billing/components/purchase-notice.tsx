import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { isFulfilled, useCheckoutStatus } from '../api/get-checkout-status';
import { billingKeys } from '../api/keys';
import { sharedKeys } from '../../../lib/query-keys';

/**
 * A credit checkout comes back to `/credits?session_id=…`: this asks the server (polling, as the
 * webhook may land after the redirect) until the credits are granted, then reloads the balance,
 * the ledger and the usage, and says so.
 */
export function PurchaseNotice({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('billing');
  const checkout = useCheckoutStatus(sessionId);
  const queryClient = useQueryClient();
  const done = checkout.data !== undefined && isFulfilled(checkout.data);
  const refreshed = useRef(false);

  useEffect(() => {
    if (!done || refreshed.current) return;
    refreshed.current = true;
    void queryClient.invalidateQueries({ queryKey: billingKeys.credits });
    void queryClient.invalidateQueries({ queryKey: sharedKeys.usage });
  }, [done, queryClient]);

  let tone = 'border-border bg-card';
  let icon = <Loader2 aria-hidden className="size-5 shrink-0 animate-spin text-primary" />;
  let text = t('credits.notice.processing');
  if (checkout.isError || checkout.data?.status === 'expired') {
    tone = 'border-danger/40 bg-danger/10';
    icon = <XCircle aria-hidden className="size-5 shrink-0 text-danger" />;
    text = checkout.data?.status === 'expired' ? t('success.expired') : isApiError(checkout.error, 404) ? t('credits.notice.invalid') : t('common:errors.generic');
  } else if (done) {
    tone = 'border-success/40 bg-success/10';
    icon = <CheckCircle2 aria-hidden className="size-5 shrink-0 text-success" />;
    text = t('credits.notice.done');
  }
  return (
    <div role="status" data-testid="purchase-notice" className={`mt-6 flex items-center gap-3 rounded-xl border p-4 ${tone}`}>
      {icon}
      <p className="font-medium">{text}</p>
    </div>
  );
}
