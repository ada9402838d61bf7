export type Timings = { readonly median: number; readonly min: number; readonly max: number; readonly mean: number };

/** Median, extremes and mean of durations in milliseconds. */
export const summarise = (durations: ReadonlyArray<number>): Timings => {
  const sorted = [...durations].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0, mean };
};
