import { safeReturnPath } from '#core/kernel/return-path';

/**
 * The Pro gates that send a free cook to the plans (docs/product.md "Pricing"): each names why in
 * one line on /pricing (`?reason=`), and the page it was met on (`&return_to=`) is where the cook
 * comes back to after paying (the checkout carries it to the success page).
 */
export const PRO_GATES = ['share', 'nutrition', 'discover'] as const;
export type ProGate = (typeof PRO_GATES)[number];

/** `/pricing?reason=<gate>&return_to=<from>`; a `from` that is not a page on this site is left out. */
export function proGatePath(gate: ProGate | null, from: string): string {
  const params = new URLSearchParams();
  if (gate) params.set('reason', gate);
  const back = safeReturnPath(from);
  if (back) params.set('return_to', back);
  const query = params.toString();
  return query ? `/pricing?${query}` : '/pricing';
}

/** `?reason=` of /pricing as a gate, or null. */
export function proGateOf(value: string | null): ProGate | null {
  return PRO_GATES.find((gate) => gate === value) ?? null;
}
