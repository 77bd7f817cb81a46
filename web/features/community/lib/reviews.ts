/**
 * Rules of the ratings and reviews block (docs/product.md "Shared recipe", docs/product.md
 * "Validation"); the length limits are the schemas' (core/schemas/community.ts).
 */
export const REVIEWS_SHOWN_INITIALLY = 3;

/** The average with one decimal, e.g. 4 -> "4.0", localised. */
export function formatAverage(average: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** The reviews to show: the first three unless expanded, and how many are hidden. */
export function visibleReviews<T>(reviews: readonly T[], expanded: boolean): { shown: readonly T[]; hidden: number } {
  if (expanded || reviews.length <= REVIEWS_SHOWN_INITIALLY) return { shown: reviews, hidden: 0 };
  return { shown: reviews.slice(0, REVIEWS_SHOWN_INITIALLY), hidden: reviews.length - REVIEWS_SHOWN_INITIALLY };
}
