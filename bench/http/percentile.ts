/** The q-quantile (0 ≤ q ≤ 1) of values sorted ascending, by the nearest-rank method; NaN when there are none. */
export const percentile = (sorted: ReadonlyArray<number>, q: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
};
