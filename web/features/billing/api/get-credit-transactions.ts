import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { billingKeys } from './keys';

function fetchTransactions(cursor: string | null) {
  return unwrap(api.credits.transactions.$get({ query: cursor ? { cursor } : {} }));
}

export type TransactionsPage = Awaited<ReturnType<typeof fetchTransactions>>;
export type CreditTransaction = TransactionsPage['transactions'][number];

/** `GET /api/credits/transactions?cursor=`: the ledger, newest first, one page at a time. */
export function useCreditTransactions() {
  return useInfiniteQuery({
    queryKey: billingKeys.transactions,
    queryFn: ({ pageParam }) => fetchTransactions(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });
}
