import { useTranslation } from 'react-i18next';
import type { UpsellReason } from '../../../components/upsell-modal';
import { toast } from '../../../components/ui/toaster';
import { useSignIn } from '../../../lib/session';
import { classifyFailure } from '../creator-errors';

/**
 * docs/product.md "Errors and messages" for detect and generate: 401 -> info toast and the sign-in; 429 and
 * plan_required -> the upsell; anything else -> a toast. Returns the message for the inline
 * banner, or null when the failure was handled another way.
 */
export function useFailureHandler(openUpsell: (reason: UpsellReason) => void) {
  const { t } = useTranslation('creator');
  const signIn = useSignIn();
  return (err: unknown, fallback: string): string | null => {
    const outcome = classifyFailure(err, fallback, t);
    if (outcome.kind === 'signIn') {
      toast('info', t('toasts.signIn'));
      signIn.mutate();
      return null;
    }
    if (outcome.kind === 'upsell') {
      openUpsell(outcome.reason);
      return null;
    }
    toast('error', outcome.message);
    return outcome.message;
  };
}
