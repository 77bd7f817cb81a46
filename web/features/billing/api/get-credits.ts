import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { billingKeys } from './keys';

function fetchCredits() {
  return unwrap(api.credits.$get());
}

export type CreditsSummary = Awaited<ReturnType<typeof fetchCredits>>;
export type CreditPackage = CreditsSummary['packages'][number];

export const creditsQuery = queryOptions({ queryKey: billingKeys.credits, queryFn: fetchCredits });

/** `GET /api/credits`: balance, purchased, used and the packages on sale. */
export function useCredits() {
  return useQuery(creditsQuery);
}
