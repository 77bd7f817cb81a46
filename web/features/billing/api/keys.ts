/** React Query keys of the billing screens. */
export const billingKeys = {
  checkout: (sessionId: string) => ['billing', 'checkout', sessionId] as const,
  credits: ['credits'] as const,
  transactions: ['credits', 'transactions'] as const,
  devCheckout: (sessionId: string) => ['dev-billing', 'checkout', sessionId] as const,
  devPortal: ['dev-billing', 'portal'] as const,
};
