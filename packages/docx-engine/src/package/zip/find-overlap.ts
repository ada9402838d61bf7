/** The byte range an entry's local header and data take in the archive. */
export interface EntrySpan {
  readonly start: number;
  readonly end: number;
  readonly name: string;
}

/**
 * The name of an entry whose local header or data overlaps another entry's, if any. No zip tool
 * writes that; non-recursive zip bombs do, to inflate the same data many times.
 */
export const findOverlap = (spans: readonly EntrySpan[]): string | undefined => {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1];
    const current = sorted[index];
    if (previous !== undefined && current !== undefined && current.start < previous.end) return current.name;
  }
  return undefined;
};
