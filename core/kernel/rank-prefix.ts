/**
 * Counting values above a value from counts kept per binary prefix (docs/decisions/081-rank-at-scale.md).
 * A tree of levels 0..top holds, at level k and prefix p, how many values v have v >> k = p; level
 * `top` (prefix 0) is then the total while every value is below 2^top. The values above v are
 * either the sum over v's zero bits k < top of the count at (k, (v >> k) + 1) ("zeros"), or the
 * total less the sum over w = v + 1's one bits k of the count at (k, (w >> k) - 1) ("ones"): each
 * reads one count per level at most, and the cheaper of the two reads about top / 2. Pure.
 */

export type AboveForm = 'zeros' | 'ones';

export interface PrefixCell {
  level: number;
  prefix: number;
  /** +1 or -1: how the cell's count enters the sum. */
  weight: number;
}

const bitsOf = (value: number, top: number) => {
  const v = BigInt(value);
  return Array.from({ length: top + 1 }, (_, k) => Number((v >> BigInt(k)) & 1n));
};

/** The cheaper form for `value` (a non-negative safe integer below 2^top): the one reading fewer cells. */
export function aboveForm(value: number, top: number): AboveForm {
  const zeros = bitsOf(value, top).slice(0, top).filter((b) => b === 0).length;
  const ones = 1 + bitsOf(value + 1, top).filter((b) => b === 1).length;
  return zeros <= ones ? 'zeros' : 'ones';
}

/** The cells a form reads for `value` (what the SQL of leaderboard/rank-counts.service.ts reads). */
export function aboveCells(value: number, top: number, form: AboveForm = aboveForm(value, top)): PrefixCell[] {
  if (form === 'zeros') {
    const v = BigInt(value);
    return bitsOf(value, top)
      .slice(0, top)
      .flatMap((bit, k) => (bit === 0 ? [{ level: k, prefix: Number((v >> BigInt(k)) + 1n), weight: 1 }] : []));
  }
  const w = BigInt(value + 1);
  return [
    { level: top, prefix: 0, weight: 1 },
    ...bitsOf(value + 1, top).flatMap((bit, k) => (bit === 1 ? [{ level: k, prefix: Number((w >> BigInt(k)) - 1n), weight: -1 }] : [])),
  ];
}

/** The prefix cells `value` is counted in (levels 0..top). */
export function prefixesOf(value: number, top: number): Array<{ level: number; prefix: number }> {
  const v = BigInt(value);
  return Array.from({ length: top + 1 }, (_, k) => ({ level: k, prefix: Number(v >> BigInt(k)) }));
}
