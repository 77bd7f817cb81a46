import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';
import { sharedKeys } from './query-keys';

/** `GET /api/usage`; invalidate `sharedKeys.usage` after a generation. */
export const usageQuery = queryOptions({
  queryKey: sharedKeys.usage,
  queryFn: fetchUsage,
});

async function fetchUsage() {
  return unwrap(api.usage.$get());
}

/**
 * This month's usage `{ planType, billingPeriod, used, limit, credits }` as the server counts it
 * (the client never hard-codes a limit).
 */
export function useUsage(options: { enabled?: boolean } = {}) {
  return useQuery({ ...usageQuery, enabled: options.enabled ?? true });
}
