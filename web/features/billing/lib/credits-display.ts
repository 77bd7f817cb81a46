import { formatPrice } from '#core/kernel/plans';
import type { CreditReason } from '#core/schemas/billing';

/** A package's price in the interface language and its own currency, e.g. "$5.99" or "5,99 $". */
export function packagePrice(priceCents: number, currency: string, language: string): string {
  return formatPrice(priceCents, language, currency.toUpperCase());
}

/** What one credit of a package costs (credits and bonus together), rounded to the cent. */
export function pricePerCredit(pkg: { priceCents: number; credits: number; bonus: number }): number {
  const total = pkg.credits + pkg.bonus;
  return total > 0 ? Math.round(pkg.priceCents / total) : pkg.priceCents;
}

/** "+30" or "−1": the ledger's change with a real minus sign. */
export function formatDelta(delta: number, format: (n: number) => string): string {
  return delta > 0 ? `+${format(delta)}` : `\u2212${format(Math.abs(delta))}`;
}

/** The ledger lines that came with a package (the package name is shown next to them). */
export function showsPackage(reason: CreditReason): boolean {
  return reason === 'purchase' || reason === 'bonus' || reason === 'chargeback';
}
