import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';

/** Query key of `GET /api/usage`; invalidate it after a generation. */
export const USAGE_QUERY_KEY = ['usage'] as const;

export const usageQuery = queryOptions({
  queryKey: USAGE_QUERY_KEY,
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
