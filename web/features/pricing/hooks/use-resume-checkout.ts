import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { PaidPlanType } from '#core/kernel/plans';
import { periodParam } from '../lib/pricing-display';

interface ResumeInput {
  user: unknown;
  isPending: boolean;
  pro: boolean;
  start: (period: PaidPlanType) => void;
}

/**
 * After "Sign in to get Pro" the visitor comes back to `/pricing?plan=<period>&checkout=1`: once
 * signed in (and not Pro already), that checkout starts by itself, once. The `checkout` flag is
 * removed from the address first, so Back from the checkout page shows the plans instead of
 * starting another checkout.
 */
export function useResumeCheckout({ user, isPending, pro, start }: ResumeInput) {
  const [params, setParams] = useSearchParams();
  const done = useRef(false);
  const wanted = params.get('checkout') === '1' ? periodParam(params.get('plan')) : null;

  useEffect(() => {
    if (done.current || isPending || params.get('checkout') === null) return;
    done.current = true;
    const next = new URLSearchParams(params);
    next.delete('checkout');
    setParams(next, { replace: true });
    if (wanted && user && !pro) start(wanted);
  }, [isPending, params, setParams, wanted, user, pro, start]);
}
