import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreditPackageId } from '#core/kernel/plans';
import { toast } from '../../../components/ui/toaster';
import { api, unwrap } from '../../../lib/api';

/** `POST /api/credits/checkout {package}` then the browser goes to the checkout page. */
export function useBuyCredits() {
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: async (pkg: CreditPackageId) => {
      const { checkout_url } = await unwrap(api.credits.checkout.$post({ json: { package: pkg } }));
      window.location.assign(checkout_url);
    },
    onError: (err) => {
      console.error('Credit checkout could not start', err);
      toast('error', t('credits.purchaseFailed'));
    },
  });
}
